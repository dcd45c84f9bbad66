import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** /404: where unknown paths land (SPEC section 2). */
export function Component() {
  const { t } = useTranslation(['shell', 'routes']);
  return (
    <section className="flex flex-col gap-6" data-testid="not-found">
      <PageHeader title={t('routes:notFound')} description={t('notFound.title')} />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden />
        <p className="max-w-md text-sm text-muted-foreground">{t('notFound.description')}</p>
        <Button asChild>
          <Link to="/dashboard">{t('notFound.action')}</Link>
        </Button>
      </div>
    </section>
  );
}

import { useOutlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitleKey } from '../shell/route-handles';

/**
 * A page that a later issue fills: its header (the route title) and a neutral note. The shell
 * adds the breadcrumb. A parent route with a matched child renders that child instead.
 */
export function Component() {
  const outlet = useOutlet();
  const { t } = useTranslation(['routes', 'shell']);
  const key = useRouteTitleKey();
  if (outlet) return outlet;
  return (
    <section className="flex flex-col gap-4" data-testid="section-page">
      <PageHeader title={key ? t(`routes:${key}`) : t('common:appName')} />
      <div className="rounded-xl border border-border bg-white p-6 text-sm text-muted-foreground dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
        {t('shell:section.preparing')}
      </div>
    </section>
  );
}

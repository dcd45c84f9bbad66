import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { Permission } from '@supplier/contracts/permissions';
import { permissionLabels, roleLabels } from '@supplier/contracts/permission-labels';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useRole } from '@/lib/permissions';
import { useMenu } from './role-menu';

/**
 * What a member sees at an address their role does not open (a link, a bookmark, a URL typed):
 * what is closed and why, and the sections they can open instead, never a dead end. Loaded with
 * the first closed address (the role and permission names stay out of the shell's first load).
 */
export function NoAccess({ permission }: { permission: Permission }) {
  const { t, i18n } = useTranslation(['shell', 'routes']);
  const locale = i18n.language === 'en' ? 'en' : 'uk';
  const role = useRole();
  const links = useMenu().flatMap((entry) => (entry.children ?? [entry]).filter((link) => link.to !== undefined));
  return (
    <section className="flex flex-col gap-6" data-testid="no-access">
      <PageHeader title={t('noAccess.title')} />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden />
        <p className="max-w-md text-sm text-muted-foreground">
          {t('noAccess.description', { role: roleLabels[locale][role], section: permissionLabels[locale][permission] })}
        </p>
        <Button asChild>
          <Link to="/">{t('noAccess.home')}</Link>
        </Button>
        {links.length > 0 && (
          <nav aria-label={t('noAccess.sections')} className="flex flex-wrap justify-center gap-2">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to!}
                className="rounded-lg px-2 py-1 text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                {t(link.label)}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </section>
  );
}

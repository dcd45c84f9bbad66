import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { AUTH_PATHS } from '../lib/paths';

/** The product's mark and name, linking to the start of the auth area. */
export function AuthLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation(['identity', 'common']);
  return (
    <Link
      to={AUTH_PATHS.main}
      aria-label={t('identity:homeLink')}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
        inverted ? 'text-white focus-visible:ring-offset-zinc-900' : 'text-foreground',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span aria-hidden="true">{t('common:appName')}</span>
    </Link>
  );
}

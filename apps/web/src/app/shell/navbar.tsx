import { lazy, Suspense } from 'react';
import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { useSidebar } from '@/components/ui/sidebar';
import { completeSignIn } from '@/features/identity/lib/sign-in';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useMemberships } from '@/features/team/api/memberships';
import { useCan } from '@/lib/permissions';
import { BalancePill } from './balance-pill';
import { HOME_PATH, SIDE_MENU_ID } from './constants';
import { Logo } from './logo';

// only a person in several suppliers' teams has it: loaded then, not with the shell
const SupplierSwitcher = lazy(() =>
  import('@/features/team/components/supplier-switcher').then((module) => ({ default: module.SupplierSwitcher })),
);

/** SPEC section 2: the fixed top bar. */
export function Navbar() {
  const { t } = useTranslation(['shell', 'common']);
  const { toggle, open, isMobile } = useSidebar();
  const navigating = useNavigation().state !== 'idle';
  const canReadMoney = useCan('money:read');
  const severalSuppliers = (useMemberships().data?.data.length ?? 0) > 1;
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-card/95 backdrop-blur">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to={HOME_PATH}
          aria-label={t('navbar.home')}
          className="rounded-lg focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <Logo name={t('common:appName')} />
        </Link>
        <button
          type="button"
          onClick={toggle}
          data-testid="menu-toggle"
          aria-label={t('navbar.menu')}
          aria-expanded={open}
          aria-controls={isMobile && !open ? undefined : SIDE_MENU_ID}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-foreground/80 hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <Menu className="size-5" aria-hidden />
          <span className="hidden sm:inline">{t('navbar.menu')}</span>
        </button>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {severalSuppliers && (
            <Suspense fallback={null}>
              <SupplierSwitcher onSwitched={(answer) => completeSignIn(answer)} />
            </Suspense>
          )}
          {canReadMoney && <BalancePill />}
          <NotificationsBell />
        </div>
      </div>
      {navigating && (
        <div
          role="progressbar"
          aria-label={t('common:loading')}
          className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden"
        >
          <div className="h-full w-1/3 animate-pulse bg-primary" />
        </div>
      )}
    </header>
  );
}

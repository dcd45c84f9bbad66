import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Skeleton } from '@/components/ui/skeleton';
import { useToastStore } from '@/components/ui/use-toast';
import { useMoneyConfirmation } from '@/lib/money-confirmation';
import { useSession } from '@/lib/session';
import { ProfileReminder } from '@/features/account/components/profile-reminder';
import { useNewOrderAlerts, useNewOrdersCount } from '@/features/orders/hooks/use-new-orders';
import { SetupBanner } from '@/features/setup/components/setup-banner';
import { useSetupSync } from '@/features/setup/hooks/use-setup-sync';
import { ShellBreadcrumbs } from '../shell/breadcrumbs';
import { Navbar } from '../shell/navbar';
import { PaidGate, usePaidStatus } from '../shell/paid-gate';
import { useMissingPermission } from '../shell/role-gate';
import { ShellModals } from '../shell/shell-modals';
import { SideMenu } from '../shell/side-menu';
import { useDocumentTitle } from '../shell/use-document-title';
import { readAppSettings } from '@/features/app-settings/settings';
import { useAppSettings } from '@/features/app-settings/store';
import { useShellRealtime } from '../shell/use-shell-realtime';

const MAIN_ID = 'main-content';
/** Read at each new order, so a change in the app settings counts at once. */
const newOrderSound = () => useAppSettings.getState().newOrderSound;

/** What a page shows while its code or texts load. */
function PageSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** Toasts come after some action or failure, so their code loads with the first one. */
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));
// only a member at an address their role does not open sees it
const NoAccess = lazy(() => import('../shell/no-access').then((module) => ({ default: module.NoAccess })));
// only a team member's money call asks for it: loaded then, not with the shell
const MoneyConfirmationDialog = lazy(() =>
  import('@/components/ui/money-confirmation-dialog').then((module) => ({ default: module.MoneyConfirmationDialog })),
);

/** The admin shell of SPEC section 2: top bar, side menu, banners, breadcrumb, modals, toasts. */
export function Component() {
  const { t } = useTranslation('shell');
  const userId = useSession((state) => state.user?.data.id);
  const paid = usePaidStatus();
  const missing = useMissingPermission();
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const confirmingMoney = useMoneyConfirmation((state) => state.pending !== null);
  useDocumentTitle(useNewOrdersCount());
  useNewOrderAlerts(newOrderSound);
  useSetupSync();
  useShellRealtime(userId);

  return (
    <SidebarProvider defaultExpanded={!readAppSettings().sidebarCollapsed}>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <div className="min-h-full bg-background text-foreground">
        <Navbar />
        <SideMenu />
        <SidebarInset id={MAIN_ID} tabIndex={-1} className="pt-16 outline-none">
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
            <SetupBanner />
            <ProfileReminder />
            <ShellBreadcrumbs />
            {missing ? (
              <Suspense fallback={<PageSkeleton />}>
                <NoAccess permission={missing} />
              </Suspense>
            ) : (
              <PaidGate status={paid}>
                <Suspense fallback={<PageSkeleton />}>
                  <Outlet />
                </Suspense>
              </PaidGate>
            )}
          </div>
        </SidebarInset>
      </div>
      <ShellModals paidLocked={!missing && paid === 'locked'} />
      {confirmingMoney && (
        <Suspense fallback={null}>
          <MoneyConfirmationDialog />
        </Suspense>
      )}
      {hasToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </SidebarProvider>
  );
}

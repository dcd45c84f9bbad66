import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { refreshSetup, useSetup } from '@/features/setup/store';
import { SubscriptionLocked } from '@/features/subscription/components/subscription-locked';
import { useRequiresSubscription } from './route-handles';

// with the balances' calls that pay for it: both load when a paid page is locked
const SubscriptionDialogs = lazy(async () => {
  const [dialogs, { purchaseCalls }] = await Promise.all([
    import('@/features/subscription/components/subscription-dialogs'),
    import('./purchase-calls'),
  ]);
  const Dialogs = dialogs.default;
  return {
    default: function PurchaseDialogs(props: Omit<ComponentProps<typeof Dialogs>, 'calls'>) {
      return <Dialogs {...props} calls={purchaseCalls} />;
    },
  };
});

export type PaidStatus = 'free' | 'active' | 'unknown' | 'locked';

/** PRODUCT.md section 1: a paid route needs an active supplier-panel subscription. */
export function usePaidStatus(): PaidStatus {
  const required = useRequiresSubscription();
  const subscribes = useSetup((state) => state.subscribes);
  const subscribed = useSetup((state) => state.subscribed);
  const settled = useSetup((state) => state.settled);
  if (!required) return 'free';
  if (subscribes?.supplier_panel?.active) return 'active';
  // Until this load's settings answer arrives, a stale "inactive" cookie must not flash the modal.
  if (!subscribed && !settled) return 'unknown';
  return 'locked';
}

/**
 * Wraps the page: a paid page without a subscription shows the locked notice instead of its
 * content and opens the subscription-required modal each time the route is opened. Once paid, the
 * settings are fetched again and the page opens in place, under the purchase's confirmation toast.
 */
export function PaidGate({ status, children }: { status: PaidStatus; children: ReactNode }) {
  const { pathname } = useLocation();
  const cost = useSetup((state) => state.subscribes?.supplier_panel?.cost);
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);

  if (status === 'free' || status === 'active') return children;
  if (status === 'unknown') {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <>
      <SubscriptionLocked onSubscribe={() => setDismissedOn(null)} />
      <Suspense fallback={null}>
        <SubscriptionDialogs
          open={dismissedOn !== pathname}
          onClose={() => setDismissedOn(pathname)}
          cost={cost}
          onPaid={() => void refreshSetup()}
        />
      </Suspense>
    </>
  );
}

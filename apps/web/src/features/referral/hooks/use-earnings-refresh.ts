import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { referralKeys } from '../api/keys';

/**
 * A referral reward lands on main, so every `balance.changed` on private-customer.{id} may have
 * raised the earnings: the footer's figure is fetched again. The realtime client loads on demand.
 */
export function useEarningsRefresh(userId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    import('@/lib/realtime')
      .then(({ listenPrivate }) => {
        if (stopped) return;
        stop = listenPrivate(`customer.${userId}`, 'balance.changed', () => {
          void queryClient.invalidateQueries({ queryKey: referralKeys.earnings() });
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId, queryClient]);
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { referralKeys } from '../api/keys';

const BALANCE_EVENTS = ['balance.changed'] as const;

/**
 * A referral reward lands on main, so every `balance.changed` on private-balance.{id} may have
 * raised the earnings: the footer's figure is fetched again.
 */
export function useEarningsRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: referralKeys.earnings() }),
    [queryClient],
  );
  useCustomerEvents(BALANCE_EVENTS, refresh, refresh);
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReturnRealtimeEvent } from '@supplier/contracts/returns';
import { RETURN_REALTIME_EVENTS } from '@supplier/contracts/returns-constants';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { returnsKeys } from '../api/keys';

const EVENTS = Object.values(RETURN_REALTIME_EVENTS);

/**
 * Keeps the returns pages live: on `return.created` and `return.changed` (private-returns.{id})
 * the tab counts take the event's figures, and the lists and the changed request load again.
 * After a broken connection everything loads again (what was missed).
 */
export function useReturnsLive(): void {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (payload: unknown) => {
      const event = payload as Partial<ReturnRealtimeEvent> | null;
      if (event?.counts) queryClient.setQueryData(returnsKeys.counts(), event.counts);
      else void queryClient.invalidateQueries({ queryKey: returnsKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: returnsKeys.lists() });
      if (typeof event?.return?.id === 'number') {
        void queryClient.invalidateQueries({ queryKey: returnsKeys.detail(event.return.id) });
      }
    },
    [queryClient],
  );
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: returnsKeys.all }), [queryClient]);
  useCustomerEvents(EVENTS, apply, reload);
}

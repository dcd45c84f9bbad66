import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderRealtimeEvent } from '@supplier/contracts/orders';
import { ORDER_REALTIME_EVENTS } from '@supplier/contracts/orders-constants';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { ordersKeys } from '../api/keys';

const EVENTS = Object.values(ORDER_REALTIME_EVENTS);

/**
 * Keeps the orders pages live: on `order.created` and `order.changed` (private-orders.{id}) the
 * tab counts take the event's figures, and the lists and the changed order load again.
 */
export function useOrdersLive(): void {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (payload: unknown) => {
      const event = payload as Partial<OrderRealtimeEvent> | null;
      if (event?.counts) queryClient.setQueryData(ordersKeys.counts(), event.counts);
      else void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      if (typeof event?.order?.id === 'number') {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(event.order.id) });
      }
    },
    [queryClient],
  );
  useCustomerEvents(EVENTS, apply);
}

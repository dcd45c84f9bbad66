import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_REALTIME_EVENTS, type OrderRealtimeEvent } from '@supplier/contracts/orders';
import { useSession } from '@/lib/session';
import { ordersKeys } from '../api/keys';

/**
 * Keeps the orders pages live through the app's one realtime connection: on `order.created` and
 * `order.changed` (private-customer.{id}) the tab counts take the event's figures, and the lists
 * and the changed order load again.
 */
export function useOrdersLive(): void {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.data.id);
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const stops: Array<() => void> = [];
    const apply = (payload: unknown) => {
      const event = payload as Partial<OrderRealtimeEvent> | null;
      if (event?.counts) queryClient.setQueryData(ordersKeys.counts(), event.counts);
      else void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      if (typeof event?.order?.id === 'number') {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(event.order.id) });
      }
    };
    import('@/lib/realtime')
      .then(({ listenPrivate }) => {
        if (stopped) return;
        for (const event of Object.values(ORDER_REALTIME_EVENTS)) {
          stops.push(listenPrivate(`customer.${userId}`, event, apply));
        }
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    };
  }, [userId, queryClient]);
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderRealtimeEvent } from '@supplier/contracts/orders';
import { ORDER_REALTIME_EVENTS } from '@supplier/contracts/orders-constants';
import { toast } from '@/components/ui/use-toast';
import { playChime } from '@/lib/chime';
import i18n from '@/lib/i18n';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { useOrderCounts } from '../api/get-order-counts';
import { ordersKeys } from '../api/keys';
import { formatHryvnias } from '@/lib/money-format';

const EVENTS = Object.values(ORDER_REALTIME_EVENTS);

/** How many orders wait in «Нові» (the side menu's count and the tab title), kept live by `useNewOrderAlerts`. */
export function useNewOrdersCount(): number | undefined {
  return useOrderCounts().data?.new;
}

/**
 * New-order awareness for the whole panel (issue 32), mounted once in the admin layout: every
 * order event brings the tab counts; a new order also shows a toast and, when `withSound()` says
 * so (the seller's app setting), plays a short chime.
 */
export function useNewOrderAlerts(withSound: () => boolean): void {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (payload: unknown, event: string) => {
      const data = payload as Partial<OrderRealtimeEvent> | null;
      if (data?.counts) queryClient.setQueryData(ordersKeys.counts(), data.counts);
      else void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
      if (event !== ORDER_REALTIME_EVENTS.created || !data?.order) return;
      toast({
        title: i18n.t('shell:newOrder.title', { number: data.order.number }),
        description: i18n.t('shell:newOrder.description', {
          buyer: data.order.buyer.name,
          total: formatHryvnias(data.order.total),
        }),
      });
      if (withSound()) playChime();
    },
    [queryClient, withSound],
  );
  const caughtUp = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() }),
    [queryClient],
  );
  useCustomerEvents(EVENTS, apply, caughtUp);
}

import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@supplier/contracts/orders';
import { ordersKeys } from './keys';

/** After a change: the open order shows what the server saved; lists and counts load again. */
export function orderSaved(queryClient: QueryClient, order: OrderDetail): void {
  queryClient.setQueryData(ordersKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
}

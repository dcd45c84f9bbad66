import type { Locale } from '@supplier/contracts/constants';
import { orderStatusLabels, type BulkAcceptResponse } from '@supplier/contracts/orders';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { moveOrders } from './change-orders-status';

/** The ticked new orders go to processing one by one; each answers for itself. */
export function acceptOrders(
  ctx: OrdersContext,
  input: { supplierId: number; userId: number; ids: number[]; locale: Locale },
): Promise<BulkAcceptResponse> {
  return moveOrders(ctx, {
    ...input,
    to: 'processing',
    refusal: (order) =>
      ordersText(input.locale, 'accept_not_new', { status: orderStatusLabels[input.locale][order.status] }),
  });
}

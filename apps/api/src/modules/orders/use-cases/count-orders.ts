import { ORDER_TAB_STATUSES, orderTabs, type OrderCounts, type OrderStatus } from '@supplier/contracts/orders';
import type { OrdersContext } from '../orders.context';

/** How many orders each status tab of a supplier holds. */
export async function countOrders(ctx: OrdersContext, { supplierId }: { supplierId: number }): Promise<OrderCounts> {
  const byStatus = await ctx.orders.counts(supplierId);
  const counts = {} as OrderCounts;
  for (const tab of orderTabs) {
    counts[tab] = ORDER_TAB_STATUSES[tab].reduce((sum: number, status: OrderStatus) => sum + byStatus[status], 0);
  }
  return counts;
}

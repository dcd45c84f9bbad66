import type { Locale } from '@supplier/contracts/constants';
import type { OrderDetail } from '@supplier/contracts/orders';
import { orderNotFound } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import type { OrderRow } from '../orders.repository';
import { orderDetail } from '../orders.view';

/** The detail of an order the caller holds (as read or as a change saved it): its lines, history and store are read. */
export async function detailOf(ctx: OrdersContext, row: OrderRow, locale: Locale): Promise<OrderDetail> {
  const [items, history, storeName] = await Promise.all([
    ctx.lines.items(row.supplierId, row.id),
    ctx.lines.events(row.supplierId, row.id),
    ctx.storeName(row.supplierId, row.storeId),
  ]);
  return orderDetail(row, { items, history, storeName }, locale);
}

/** One order of the supplier: buyer, items, totals, delivery, payment, history, note. */
export async function getOrder(
  ctx: OrdersContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<OrderDetail> {
  const row = await ctx.orders.get(supplierId, id);
  if (!row) throw orderNotFound(locale);
  return detailOf(ctx, row, locale);
}

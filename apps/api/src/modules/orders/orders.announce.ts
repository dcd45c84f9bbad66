import { formatMoney } from '@supplier/contracts/money';
import type { OrderCounts } from '@supplier/contracts/orders';
import type { NotificationTextKey } from '../notifications';
import type { OrdersContext } from './orders.context';
import type { OrderRow } from './orders.repository';
import { listItem } from './orders.view';
import { countOrders } from './use-cases/count-orders';

/** Tells the supplier's open panels (list and tab counts) that an order appeared or changed. */
export async function announce(ctx: OrdersContext, row: OrderRow, created: boolean) {
  const counts = await countOrders(ctx, { supplierId: row.supplierId });
  await announceWith(ctx, row, created, counts);
}

/** Tells the panels of orders changed together (one supplier's), with the tab counts counted once after all. */
export async function announceChanged(ctx: OrdersContext, rows: OrderRow[]) {
  if (rows.length === 0) return;
  const counts = await countOrders(ctx, { supplierId: rows[0]!.supplierId });
  for (const row of rows) await announceWith(ctx, row, false, counts);
}

async function announceWith(ctx: OrdersContext, row: OrderRow, created: boolean, counts: OrderCounts) {
  const [items, storeName] = await Promise.all([
    ctx.lines.items(row.supplierId, row.id),
    ctx.storeName(row.supplierId, row.storeId),
  ]);
  const preview = items.slice(0, 3).map((item) => ({ name: item.name, quantity: item.quantity, image: item.image }));
  const payload = { order: listItem(row, storeName, preview), counts };
  await (created ? ctx.events.orderCreated(row.supplierId, payload) : ctx.events.orderChanged(row.supplierId, payload));
}

/** The bell (`order` notification) and the live list for a new order; never fails the placement. */
export async function announceNew(ctx: OrdersContext, order: OrderRow) {
  try {
    await ctx.notifications.notify(order.supplierId, {
      type: 'order',
      key: 'order_created',
      params: { order: order.number, total: formatMoney(order.total), total_kopiyky: order.total },
      data: { link: `/orders/${order.id}`, order_id: order.id },
    });
    await announce(ctx, order, true);
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'new order not announced');
  }
}

/** A notification about an order (the bell and the supplier's channels); never fails the change. */
export async function notifyAbout(
  ctx: OrdersContext,
  order: OrderRow,
  type: 'ttn_added' | 'shipment_sent' | 'remind_after_3_days',
  key: NotificationTextKey,
  params: Record<string, string | number>,
) {
  try {
    await ctx.notifications.notify(order.supplierId, {
      type,
      key,
      params: { order: order.number, ...params },
      data: { link: `/orders/${order.id}`, order_id: order.id },
    });
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id, type }, 'order notification not sent');
  }
}

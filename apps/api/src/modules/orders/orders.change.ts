import type { Locale } from '@supplier/contracts/constants';
import type { CancelReason, DeliveryStatus, OrderStatus, PaymentStatus } from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { httpErrors } from '../../errors';
import type { OrderEventInput } from './order-lines.repository';
import { announce } from './orders.announce';
import type { OrdersContext } from './orders.context';
import { ordersText } from './orders.messages';
import { settleOrderMoney } from './orders.money';
import type { NewOrder, OrderRow } from './orders.repository';
import { DELIVERY_ON_ENTER, TAKEN_STATUSES, type Actor } from './orders.rules';
import { addHistory } from './orders.history';

export const orderNotFound = (locale: Locale) => httpErrors.notFound(ordersText(locale, 'order_not_found'));
export const versionConflict = (locale: Locale) =>
  httpErrors.conflict('version_conflict', ordersText(locale, 'version_conflict'));

/** The supplier's order locked for a change, refused (404, 409) when missing or not at `version`. */
export async function lockForChange(
  ctx: OrdersContext,
  tx: Db,
  where: { supplierId: number; id: number; version?: number },
  locale: Locale,
): Promise<OrderRow> {
  const order = await ctx.orders.lock(tx, { supplierId: where.supplierId, id: where.id });
  if (!order) throw orderNotFound(locale);
  if (where.version !== undefined && order.version !== where.version) throw versionConflict(locale);
  return order;
}

/**
 * Moves the locked `order` to `to` in the caller's transaction, with its stock, delivery, payment,
 * money, history and webhook effects; answers the row as saved.
 */
export async function transition(
  ctx: OrdersContext,
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  who: Actor,
  extra: { reason?: CancelReason; comment?: string | null; delivery?: DeliveryStatus } = {},
): Promise<OrderRow> {
  const taken = TAKEN_STATUSES.includes(order.status);
  const move = async (stock: number, shelving: number) => {
    const lines = (await ctx.lines.lineItems(tx, order.id)).filter((line) => line.productId !== null);
    await ctx.stock.move(
      tx,
      order.supplierId,
      lines.map((line) => ({
        productId: line.productId!,
        stock: stock * line.quantity,
        shelving: shelving * line.quantity,
      })),
    );
  };
  if (to === 'cancelled' || to === 'returned') await move(1, taken ? 1 : 0);
  else if (!taken && TAKEN_STATUSES.includes(to)) await move(0, -1);

  const changes: Partial<NewOrder> = { status: to };
  const delivery = extra.delivery ?? DELIVERY_ON_ENTER[to];
  if (delivery) changes.deliveryStatus = delivery;
  if (to === 'cancelled') changes.cancelReason = extra.reason ?? 'other';
  let payment: PaymentStatus | undefined;
  if (to === 'completed' && order.paymentMethod === 'cod') payment = 'paid';
  if ((to === 'cancelled' || to === 'returned') && order.paymentStatus !== 'pending') payment = 'refunded';
  if (payment) changes.paymentStatus = payment;

  const saved = await ctx.orders.update(tx, order, changes);
  await settleOrderMoney(tx, order, saved);
  const events: OrderEventInput[] = [
    {
      type: 'status_changed',
      ...who,
      data: {
        from: order.status,
        to,
        ...(extra.reason ? { reason: extra.reason } : {}),
        ...(extra.comment ? { comment: extra.comment } : {}),
      },
    },
  ];
  if (delivery && delivery !== order.deliveryStatus) {
    events.push({ type: 'delivery_changed', ...who, data: { to: delivery } });
  }
  if (payment) events.push({ type: 'payment_changed', ...who, data: { to: payment } });
  await addHistory(ctx, tx, order, events);
  await ctx.emitWebhookEvent(tx, order.supplierId, 'order.status_changed', {
    order_id: saved.id,
    number: String(saved.number),
    external_id: saved.externalId,
    from: order.status,
    to,
    ...(extra.reason ? { reason: extra.reason } : {}),
    actor: who.actor,
    payment_status: saved.paymentStatus,
    delivery_status: saved.deliveryStatus,
  });
  return saved;
}

/**
 * A gateway call on an existing order: locked by its storefront id, then `work` (null: nothing to
 * change). Answers the order as it stands.
 */
export async function changeExternalOrder(
  ctx: OrdersContext,
  externalId: string,
  locale: Locale,
  work: (tx: Db, order: OrderRow) => Promise<OrderRow | null>,
): Promise<OrderRow> {
  const result = await transaction(ctx.db, async (tx) => {
    const order = await ctx.orders.lock(tx, { externalId });
    if (!order) throw orderNotFound(locale);
    const changed = await work(tx, order);
    return { row: changed ?? order, changed: changed !== null };
  });
  if (result.changed) await announce(ctx, result.row, false);
  return result.row;
}

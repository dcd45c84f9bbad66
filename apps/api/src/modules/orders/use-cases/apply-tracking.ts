import type { DeliveryStatus, OrderStatus } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { announce, notifyAbout } from '../orders.announce';
import { transition } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import type { NewOrder, OrderRow } from '../orders.repository';
import { carrierPath } from '../orders.rules';

/** A carrier's tracking answer, and the order status it means (null: no move). */
export interface TrackingReading {
  code: string;
  text: string;
  at: Date;
  target: { status: OrderStatus; delivery?: DeliveryStatus } | null;
}

/**
 * Applies what the carrier says of the waybill of `read` (the order as the tracking job read it):
 * the order walks forward to the status it means (each step in its history, stock and payment
 * with it), and the tracking text is kept. Answers the statuses it passed through.
 */
export async function applyTracking(
  ctx: OrdersContext,
  { read, reading }: { read: OrderRow; reading: TrackingReading },
): Promise<OrderStatus[]> {
  const result = await transaction(ctx.db, async (tx) => {
    let order = await ctx.orders.lock(tx, { supplierId: read.supplierId, id: read.id });
    if (!order || order.ttn !== read.ttn) return null;
    const target = reading.target;
    const hops = target ? carrierPath(order.status, target.status, order.carrier) : [];
    for (const to of hops) {
      const delivery = to === target!.status ? target!.delivery : undefined;
      order = await transition(ctx, tx, order, to, { actor: 'carrier' }, delivery ? { delivery } : {});
    }
    const changes: Partial<NewOrder> = {};
    if (order.trackingCode !== reading.code || order.trackingText !== reading.text) {
      changes.trackingCode = reading.code;
      changes.trackingText = reading.text;
    }
    if (hops.includes('awaiting_pickup')) changes.atBranchSince = reading.at;
    if (Object.keys(changes).length === 0) return { order, hops, changed: false };
    order = await ctx.orders.update(tx, order, { ...changes, trackedAt: reading.at });
    return { order, hops, changed: true };
  });
  if (!result) return [];
  if (!result.changed) {
    await ctx.tracking.markTracked([read.id], reading.at);
    return [];
  }
  await announce(ctx, result.order, false);
  if (result.hops.includes('shipped')) {
    await notifyAbout(ctx, result.order, 'shipment_sent', 'shipment_sent', { ttn: result.order.ttn ?? '' });
  }
  return result.hops;
}

import type { Carrier } from '@supplier/contracts/deliveries';
import {
  COMMISSIONED_PAYMENT_METHODS,
  MARKETPLACE_COMMISSION_DEFAULT_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  PRE_SHIPMENT_STATUSES,
  nextStatuses,
  type DeliveryStatus,
  type OrderActor,
  type OrderStatus,
} from '@supplier/contracts/orders';

/** Who makes a change: the panel (with the signed-in account), the gateway, the supplier API or the carrier. */
export interface Actor {
  actor: OrderActor;
  userId?: number | null;
}

/** Statuses in which the goods have left the shelf. */
export const TAKEN_STATUSES: readonly OrderStatus[] = ['shipped', 'delivering', 'awaiting_pickup', 'completed'];

export const isPreShipment = (status: OrderStatus) =>
  (PRE_SHIPMENT_STATUSES as readonly OrderStatus[]).includes(status);

/** The delivery status an order takes on entering a status (unless the carrier says otherwise). */
export const DELIVERY_ON_ENTER: Partial<Record<OrderStatus, DeliveryStatus>> = {
  shipped: 'shipped',
  delivering: 'in_transit',
  awaiting_pickup: 'at_branch',
  completed: 'received',
  returned: 'returned',
};

/** The shortest way forward from `from` to `to` a carrier can move an order (never through a cancel). */
export function carrierPath(from: OrderStatus, to: OrderStatus, carrier: Carrier): OrderStatus[] {
  const queue: { at: OrderStatus; path: OrderStatus[] }[] = [{ at: from, path: [] }];
  const seen = new Set<OrderStatus>([from]);
  while (queue.length > 0) {
    const { at, path } = queue.shift()!;
    for (const next of nextStatuses(at, carrier)) {
      if (next === 'cancelled' || seen.has(next)) continue;
      if (next === to) return [...path, next];
      seen.add(next);
      queue.push({ at: next, path: [...path, next] });
    }
  }
  return [];
}

/** The marketplace's commission (kopiyky) on card payments: a percentage per top-level category. */
export function commissionOf(
  method: string,
  lines: { price: number; quantity: number; topCategory: string }[],
): number {
  if (!(COMMISSIONED_PAYMENT_METHODS as readonly string[]).includes(method)) return 0;
  return lines.reduce((sum, line) => {
    const percent = MARKETPLACE_COMMISSION_PERCENT[line.topCategory] ?? MARKETPLACE_COMMISSION_DEFAULT_PERCENT;
    return sum + Math.round((line.price * line.quantity * percent) / 100);
  }, 0);
}

/** The commission in basis points of the subtotal (0 on an empty order). */
export const commissionBpOf = (commission: number, subtotal: number) =>
  subtotal > 0 ? Math.round((commission * 10_000) / subtotal) : 0;

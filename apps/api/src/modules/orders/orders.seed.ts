import { eq, sql } from 'drizzle-orm';
import {
  nextStatuses,
  type CancelReason,
  type DeliveryStatus,
  type OrderStatus,
  type PaymentStatus,
} from '@supplier/contracts/orders';
import type { PaymentMethodId } from '@supplier/contracts/payment-methods';
import type { Carrier } from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { stores } from '../stores/stores.table';
import { randomBuyer, randomDestination, type Random } from './orders.buyers';
import { ordersRepository, type NewOrder } from './orders.repository';
import { orderEvents, orderItems, orders } from './orders.table';
import { transaction } from '../../db/transaction';
import { seededRandom } from '../../lib/seeded-random';

export const DEMO_ORDERS = 200;
const DAY = 24 * 60 * 60 * 1000;

/** The moves from `new` to `target` (shortest), for the history. */
function pathTo(target: OrderStatus, carrier: Carrier): OrderStatus[] {
  const found = new Map<OrderStatus, OrderStatus[]>([['new', []]]);
  const queue: OrderStatus[] = ['new'];
  while (queue.length > 0 && !found.has(target)) {
    const from = queue.shift()!;
    for (const to of nextStatuses(from, carrier)) {
      if (!found.has(to)) {
        found.set(to, [...found.get(from)!, to]);
        queue.push(to);
      }
    }
  }
  return found.get(target) ?? [];
}

/** Where an order of this age most likely is: fresh ones are new, old ones done. */
function statusFor(ageDays: number, carrier: Carrier, random: Random): OrderStatus {
  const roll = random();
  if (roll < 0.08) return 'cancelled';
  if (ageDays < 1) return roll < 0.6 ? 'new' : 'processing';
  if (ageDays < 3) return roll < 0.3 ? 'confirmed' : carrier === 'pickup' ? 'awaiting_pickup' : 'shipped';
  if (ageDays < 7) return carrier === 'pickup' ? 'awaiting_pickup' : roll < 0.5 ? 'delivering' : 'awaiting_pickup';
  return roll < 0.93 ? 'completed' : carrier === 'pickup' ? 'cancelled' : 'returned';
}

const DELIVERY: Record<OrderStatus, DeliveryStatus> = {
  new: 'not_shipped',
  processing: 'not_shipped',
  confirmed: 'not_shipped',
  cancelled: 'not_shipped',
  shipped: 'shipped',
  delivering: 'in_transit',
  awaiting_pickup: 'at_branch',
  completed: 'received',
  returned: 'refused',
};

/**
 * About 200 orders of the last 90 days in every status for the demo supplier, from its own
 * catalogue, with their history. Idempotent: a supplier that has orders is left as it is. The
 * demo catalogue's stock stands for what is left after these (they move no stock).
 */
export async function seedDemoOrders(db: Db, supplierId: number, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.supplierId, supplierId)).limit(1);
  if (existing) return;
  const catalogue = rowsOf<{ id: number; name: string; sku: string; price: number; image: string | null }>(
    await db.execute(sql`select p.id, p.name, p.sku, p.price,
        (select i.thumb_url from product_images i where i.product_id = p.id order by i.position limit 1) as image
      from products p where p.supplier_id = ${supplierId} and p.status = 'active' order by p.id limit 80`),
  );
  if (catalogue.length === 0) return;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.supplierId, supplierId)).limit(1);
  const repo = ordersRepository(db);
  const random = seededRandom(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const payments: PaymentMethodId[] = ['cod', 'cod', 'cod', 'bank_transfer', 'card_online'];
  const reasons: CancelReason[] = ['out_of_stock', 'buyer_asked', 'buyer_unreachable', 'buyer_asked'];

  const planned: {
    order: NewOrder;
    items: Omit<typeof orderItems.$inferInsert, 'orderId' | 'supplierId'>[];
    path: OrderStatus[];
    ageDays: number;
  }[] = [];
  for (let index = 0; index < DEMO_ORDERS; index += 1) {
    // Ages skew recent: more orders in the last weeks than three months ago.
    const ageDays = index < 6 ? index * 0.1 : 90 * random() ** 1.6;
    const createdAt = new Date(now.getTime() - ageDays * DAY);
    const carrier: Carrier = random() < 0.85 ? 'novaposhta' : 'pickup';
    const status = statusFor(ageDays, carrier, random);
    const method = pick(payments);
    const lines = Array.from({ length: 1 + Math.floor(random() * random() * 4) }, () => pick(catalogue));
    const items = [...new Map(lines.map((p) => [p.id, p])).values()].map((product) => ({
      productId: Number(product.id),
      name: product.name,
      sku: product.sku,
      image: product.image,
      price: Number(product.price),
      quantity: random() < 0.85 ? 1 : 2,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const deliveryCost = carrier === 'pickup' ? 0 : 7000 + 500 * Math.floor(random() * 10);
    const path = pathTo(status, carrier);
    const shipped = path.includes('shipped');
    const paid: PaymentStatus =
      status === 'completed' || (method !== 'cod' && status !== 'new')
        ? status === 'cancelled' || status === 'returned'
          ? 'refunded'
          : 'paid'
        : 'pending';
    const buyer = randomBuyer(random);
    planned.push({
      items,
      path,
      ageDays,
      order: {
        supplierId,
        storeId: store?.id ?? null,
        externalId: `demo-${supplierId}-${index + 1}`,
        status,
        buyerName: buyer.name,
        buyerPhone: buyer.phone,
        buyerEmail: buyer.email,
        recipientName: buyer.name,
        recipientPhone: buyer.phone,
        buyerComment: random() < 0.15 ? 'Передзвоніть, будь ласка, перед відправкою.' : null,
        carrier,
        ...randomDestination(random, carrier),
        ttn: shipped ? `2045${String(Math.floor(random() * 1e10)).padStart(10, '0')}` : null,
        deliveryStatus: DELIVERY[status],
        paymentMethod: method,
        paymentStatus: paid,
        subtotal,
        deliveryCost,
        total: subtotal + deliveryCost,
        itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
        cancelReason: status === 'cancelled' ? pick(reasons) : null,
        version: path.length,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + path.length * 0.2 * DAY * Math.min(1, ageDays / 7)),
      },
    });
  }

  // A few statements for the lot, so a fresh start stays quick.
  await transaction(db, async (tx) => {
    const rows = await tx
      .insert(orders)
      .values(planned.map((plan) => plan.order))
      .returning({ id: orders.id });
    const items: (typeof orderItems.$inferInsert)[] = [];
    const events: (typeof orderEvents.$inferInsert)[] = [];
    for (const [index, plan] of planned.entries()) {
      const orderId = rows[index]!.id;
      const { createdAt, carrier, cancelReason } = plan.order;
      for (const item of plan.items) items.push({ ...item, orderId, supplierId });
      events.push({ orderId, supplierId, type: 'placed', actor: 'gateway', data: {}, createdAt });
      let from: OrderStatus = 'new';
      for (const [step, to] of plan.path.entries()) {
        const carrierMove = ['delivering', 'awaiting_pickup'].includes(to) && carrier !== 'pickup';
        events.push({
          orderId,
          supplierId,
          type: 'status_changed',
          actor: carrierMove ? 'carrier' : 'panel',
          userId: carrierMove ? null : supplierId,
          data: { from, to, ...(to === 'cancelled' ? { reason: cancelReason } : {}) },
          createdAt: new Date(createdAt!.getTime() + (step + 1) * 0.2 * DAY * Math.min(1, plan.ageDays / 7)),
        });
        from = to;
      }
    }
    await tx.insert(orderItems).values(items);
    await tx.insert(orderEvents).values(events);
    const perStatus = new Map<OrderStatus, number>();
    for (const plan of planned) perStatus.set(plan.order.status!, (perStatus.get(plan.order.status!) ?? 0) + 1);
    await repo.count(tx, supplierId, [...perStatus]);
  });
}

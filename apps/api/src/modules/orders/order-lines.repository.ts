import { asc, eq, sql } from 'drizzle-orm';
import type { OrderActor, OrderEventType } from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { NewOrderItem, OrderRow } from './orders.repository';
import { orderEvents, orderItems } from './orders.table';

export interface OrderEventInput {
  type: OrderEventType;
  actor: OrderActor;
  userId?: number | null;
  /** The team member who acted in the panel (orders.history.ts); their name then is kept beside it. */
  memberId?: number | null;
  data?: Record<string, unknown>;
}

/** The lines of an order and its history. */
export function orderLinesRepository(db: Db) {
  return {
    async items(supplierId: number, orderId: number) {
      return rowsOf<{
        id: number;
        product_id: number | null;
        name: string;
        sku: string;
        image: string | null;
        price: number;
        quantity: number;
        shelving_code: string | null;
      }>(
        await db.execute(sql`
          select oi.id, oi.product_id, oi.name, oi.sku, oi.image, oi.price, oi.quantity, sh.code as shelving_code
          from order_items oi
          left join products p on p.id = oi.product_id and p.supplier_id = oi.supplier_id
          left join shelvings sh on sh.id = p.shelving_id
          where oi.supplier_id = ${supplierId} and oi.order_id = ${orderId}
          order by oi.id`),
      );
    },

    /** The lines of an order with their products' weight (g) and sizes (mm): the parcel's defaults. */
    async parcelLines(supplierId: number, orderId: number) {
      return rowsOf<{
        name: string;
        quantity: number;
        weight_grams: number | null;
        length_mm: number | null;
        width_mm: number | null;
        height_mm: number | null;
      }>(
        await db.execute(sql`
          select oi.name, oi.quantity, p.weight_grams, p.length_mm, p.width_mm, p.height_mm
          from order_items oi
          left join products p on p.id = oi.product_id and p.supplier_id = oi.supplier_id
          where oi.supplier_id = ${supplierId} and oi.order_id = ${orderId}
          order by oi.id`),
      );
    },

    /** Replaces the lines of an order (the caller holds its lock). */
    async replaceItems(tx: Db, order: OrderRow, items: NewOrderItem[]) {
      await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
      await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: order.id, supplierId: order.supplierId })));
    },

    /** Every line of an order with what it was sold at. */
    async fullLines(tx: Db, orderId: number) {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    async lineItems(tx: Db, orderId: number) {
      return tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
    },

    /** Adds history lines of an order in one statement. */
    async addEvents(tx: Db, order: Pick<OrderRow, 'id' | 'supplierId'>, events: OrderEventInput[]) {
      if (events.length === 0) return;
      await tx.insert(orderEvents).values(
        events.map((event) => ({
          orderId: order.id,
          supplierId: order.supplierId,
          type: event.type,
          actor: event.actor,
          userId: event.userId ?? null,
          memberId: event.memberId ?? null,
          memberName: event.memberId
            ? sql`(select p.name from team_members m join team_people p on p.id = m.person_id where m.id = ${event.memberId})`
            : null,
          data: event.data ?? {},
        })),
      );
    },

    async events(supplierId: number, orderId: number) {
      return rowsOf<{
        id: number;
        type: OrderEventType;
        actor: OrderActor;
        user_id: number | null;
        user_name: string | null;
        member_id: number | null;
        member_name: string | null;
        data: Record<string, unknown>;
        created_at: string;
      }>(
        await db.execute(sql`
          select e.id, e.type, e.actor, e.user_id, trim(s.firstname || ' ' || s.lastname) as user_name, e.member_id,
            e.member_name, e.data,
            e.created_at
          from order_events e left join suppliers s on s.id = e.user_id
          where e.supplier_id = ${supplierId} and e.order_id = ${orderId}
          order by e.id`),
      );
    },
  };
}

export type OrderLinesRepository = ReturnType<typeof orderLinesRepository>;

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TAB_STATUSES,
  orderStatuses,
  type OrderActor,
  type OrderEventType,
  type OrderSort,
  type OrderStatus,
  type OrdersFilter,
} from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { stores } from '../stores/stores.table';
import type { OrdersCursor } from './orders.cursor';
import { orderCounts, orderEvents, orderItems, orders } from './orders.table';
import { transaction } from '../../db/transaction';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'supplierId'>;

export interface OrderEventInput {
  type: OrderEventType;
  actor: OrderActor;
  userId?: number | null;
  data?: Record<string, unknown>;
}

/** A product as placing an order locks it. */
export interface LockedProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  status: string;
  image: string | null;
  /** The name of the top-level category (for the commission). */
  top_category: string;
}

const sortColumns = { created_at: orders.createdAt, total: orders.total, number: orders.number } as const;
/** The sort value as the cursor keeps it (timestamps as text, to the microsecond). */
const sortValues = {
  created_at: sql<string>`${orders.createdAt}::text`,
  total: orders.total,
  number: orders.number,
} as const;
const cursorCasts = { created_at: 'timestamptz', total: 'bigint', number: 'bigint' } as const satisfies Record<
  OrderSort,
  string
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Calendar days are read in Europe/Kyiv; `date_to` includes its whole day. */
const kyivDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;

/**
 * What `search` matches: the order number (digits), any part of the buyer's phone (digits, 3 or
 * more), the TTN exactly, a fragment of the buyer's name, or an item's SKU exactly.
 */
function searchCondition(supplierId: number, search: string): SQL {
  const digits = search.replace(/[\s()+-]/g, '');
  // One index per way of matching, united: an OR across them would make PostgreSQL read every order.
  const matches: SQL[] = [
    sql`select id from orders where supplier_id = ${supplierId} and ttn = ${search}`,
    sql`select order_id from order_items where supplier_id = ${supplierId} and sku = ${search}`,
  ];
  // A name fragment has a letter; a phone or a TTN looked for in every name costs a trigram scan.
  if (/\p{L}/u.test(search)) {
    matches.push(
      sql`select id from orders where supplier_id = ${supplierId} and buyer_name ilike ${`%${escapeLike(search)}%`}`,
    );
  }
  if (/^\d{1,15}$/.test(digits)) {
    matches.push(sql`select id from orders where supplier_id = ${supplierId} and number = ${Number(digits)}`);
    // A phone is at most 12 digits (380…): a longer number (a TTN) cannot be part of one.
    if (digits.length >= 3 && digits.length <= 12) {
      matches.push(sql`select id from orders where supplier_id = ${supplierId} and buyer_phone like ${`%${digits}%`}`);
    }
  }
  return sql`${orders.id} in (${sql.join(matches, sql` union `)})`;
}

function filterConditions(supplierId: number, filter: OrdersFilter): SQL[] {
  const conditions: SQL[] = [eq(orders.supplierId, supplierId)];
  if (filter.ids) conditions.push(inArray(orders.id, filter.ids));
  if (filter.tab !== 'all') conditions.push(inArray(orders.status, [...ORDER_TAB_STATUSES[filter.tab]]));
  if (filter.search) conditions.push(searchCondition(supplierId, filter.search));
  if (filter.date_from) conditions.push(sql`${orders.createdAt} >= ${kyivDayStart(filter.date_from)}`);
  if (filter.date_to) {
    conditions.push(sql`${orders.createdAt} < ${kyivDayStart(filter.date_to)} + interval '1 day'`);
  }
  if (filter.store_id) conditions.push(eq(orders.storeId, filter.store_id));
  if (filter.payment_method) conditions.push(eq(orders.paymentMethod, filter.payment_method));
  if (filter.payment_status) conditions.push(eq(orders.paymentStatus, filter.payment_status));
  if (filter.delivery_method) conditions.push(eq(orders.carrier, filter.delivery_method));
  if (filter.has_ttn === 'true') conditions.push(sql`${orders.ttn} is not null`);
  if (filter.has_ttn === 'false') conditions.push(sql`${orders.ttn} is null`);
  return conditions;
}

/** Orders of a supplier; every read and write is scoped by supplier (another's order is not found). */
export function ordersRepository(db: Db) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return transaction(db, work);
    },

    async byExternalId(externalId: string, tx: Db = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.externalId, externalId));
      return row;
    },

    async get(supplierId: number, id: number, tx: Db = db): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), eq(orders.id, id)));
      return row;
    },

    /** The order row locked for a change (the first lock of every order change). */
    async lock(tx: Db, where: { supplierId: number; id: number } | { externalId: string }) {
      const condition =
        'externalId' in where
          ? sql`external_id = ${where.externalId}`
          : sql`supplier_id = ${where.supplierId} and id = ${where.id}`;
      const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select id from orders where ${condition} for update`));
      if (!row) return undefined;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, Number(row.id)));
      return order;
    },

    /** The supplier's products of an order, locked in id order (the order every stock change takes). */
    async lockProducts(tx: Db, supplierId: number, ids: number[]): Promise<LockedProduct[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<LockedProduct>(
        await tx.execute(sql`
          select p.id, p.name, p.sku, p.price, p.stock, p.status,
            (select i.thumb_url from product_images i where i.product_id = p.id order by i.position limit 1) as image,
            split_part(c.path, ' / ', 1) as top_category
          from products p join categories c on c.id = p.category_id
          where p.supplier_id = ${supplierId} and p.id = any(${sql.param(ids)}::bigint[])
          order by p.id
          for update of p`),
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), price: Number(row.price), stock: Number(row.stock) }));
    },

    /** Moves stock by `delta` per product (negative reserves); shelving moves with `shelvingDelta`. */
    async moveStock(tx: Db, supplierId: number, lines: { productId: number; stock: number; shelving: number }[]) {
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        await tx.execute(sql`
          update products set
            stock = greatest(stock + ${line.stock}, 0),
            shelving_quantity = case when shelving_id is null then shelving_quantity
              else greatest(shelving_quantity + ${line.shelving}, 0) end,
            updated_at = now()
          where supplier_id = ${supplierId} and id = ${line.productId}`);
      }
    },

    async insert(tx: Db, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: row!.id, supplierId: row!.supplierId })));
      await this.count(tx, row!.supplierId, row!.status, 1);
      return row!;
    },

    /** Applies `changes` and bumps the version; the caller holds the row lock. */
    async update(tx: Db, order: OrderRow, changes: Partial<NewOrder>): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...changes, version: order.version + 1, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning();
      if (changes.status && changes.status !== order.status) {
        await this.count(tx, order.supplierId, order.status, -1);
        await this.count(tx, order.supplierId, changes.status, 1);
      }
      return row!;
    },

    /** Keeps order_counts in step with a write (same transaction). */
    async count(tx: Db, supplierId: number, status: OrderStatus, delta: number) {
      await tx
        .insert(orderCounts)
        .values({ supplierId, status, count: delta })
        .onConflictDoUpdate({
          target: [orderCounts.supplierId, orderCounts.status],
          set: { count: sql`${orderCounts.count} + ${delta}` },
        });
    },

    async addEvent(tx: Db, order: Pick<OrderRow, 'id' | 'supplierId'>, event: OrderEventInput, at?: Date) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        supplierId: order.supplierId,
        type: event.type,
        actor: event.actor,
        userId: event.userId ?? null,
        data: event.data ?? {},
        ...(at ? { createdAt: at } : {}),
      });
    },

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

    async events(supplierId: number, orderId: number) {
      return rowsOf<{
        id: number;
        type: OrderEventType;
        actor: OrderActor;
        user_id: number | null;
        user_name: string | null;
        data: Record<string, unknown>;
        created_at: string;
      }>(
        await db.execute(sql`
          select e.id, e.type, e.actor, e.user_id, trim(s.firstname || ' ' || s.lastname) as user_name, e.data,
            e.created_at
          from order_events e left join suppliers s on s.id = e.user_id
          where e.supplier_id = ${supplierId} and e.order_id = ${orderId}
          order by e.id`),
      );
    },

    async storeName(supplierId: number, storeId: number | null): Promise<string | null> {
      if (storeId === null) return null;
      const [row] = await db
        .select({ name: stores.name })
        .from(stores)
        .where(and(eq(stores.supplierId, supplierId), eq(stores.id, storeId)));
      return row?.name ?? null;
    },

    async storeBelongs(tx: Db, supplierId: number, storeId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.supplierId, supplierId), eq(stores.id, storeId)));
      return row !== undefined;
    },

    /** One keyset page: perPage + 1 rows are read to know whether another page follows. */
    async page(supplierId: number, filter: OrdersFilter, cursor: OrdersCursor | null) {
      const column = sortColumns[filter.sort];
      const direction = filter.order === 'asc' ? asc : desc;
      const conditions = filterConditions(supplierId, filter);
      if (cursor) {
        const op = sql.raw(filter.order === 'asc' ? '>' : '<');
        const cast = sql.raw(cursorCasts[filter.sort]);
        conditions.push(sql`(${column}, ${orders.id}) ${op} (${cursor.value}::${cast}, ${cursor.id}::bigint)`);
      }
      return db
        .select({
          order: orders,
          storeName: stores.name,
          sortValue: sortValues[filter.sort],
          preview: sql<{ name: string; quantity: number; image: string | null }[]>`(
            select coalesce(json_agg(json_build_object('name', x.name, 'quantity', x.quantity, 'image', x.image)), '[]')
            from (select oi.name, oi.quantity, oi.image from order_items oi
              where oi.order_id = ${orders.id} order by oi.id limit 3) x)`,
        })
        .from(orders)
        .leftJoin(stores, eq(stores.id, orders.storeId))
        .where(and(...conditions))
        .orderBy(direction(column), direction(orders.id))
        .limit(filter.per_page + 1);
    },

    /** Orders per status of a supplier, from the counters. */
    async counts(supplierId: number): Promise<Record<OrderStatus, number>> {
      const rows = await db
        .select({ status: orderCounts.status, count: orderCounts.count })
        .from(orderCounts)
        .where(eq(orderCounts.supplierId, supplierId));
      const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /**
     * Orders whose waybill is due for tracking (never read, or last read before `before`), the
     * longest-waiting first; the tracking index holds exactly these.
     */
    async dueForTracking(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            sql`${orders.ttn} is not null`,
            sql`${orders.status} not in ('completed', 'cancelled', 'returned')`,
            sql`(${orders.trackedAt} is null or ${orders.trackedAt} < ${before.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(sql`${orders.trackedAt} asc nulls first`, asc(orders.id))
        .limit(limit);
    },

    /** Notes that a waybill is being asked of Nova Poshta; no version bump (nothing a person changed). */
    async markWaybillAsked(id: number, at: Date) {
      await db.update(orders).set({ waybillAskedAt: at }).where(eq(orders.id, id));
    },

    /** Orders whose waybill was asked before `before` and not swept yet. */
    async waybillsAskedBefore(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(sql`${orders.waybillAskedAt} < ${before.toISOString()}::timestamptz`)
        .orderBy(asc(orders.waybillAskedAt), asc(orders.id))
        .limit(limit);
    },

    /** Ends the sweep of an order, unless a new waybill was asked meanwhile. */
    async waybillSwept(id: number, asked: Date) {
      await db
        .update(orders)
        .set({ waybillAskedAt: null })
        .where(and(eq(orders.id, id), sql`${orders.waybillAskedAt} = ${asked.toISOString()}::timestamptz`));
    },

    /** Notes that the carrier was asked about these orders; no version bump (nothing a person changed). */
    async markTracked(ids: number[], at: Date) {
      if (ids.length === 0) return;
      await db.update(orders).set({ trackedAt: at }).where(inArray(orders.id, ids));
    },

    /** The supplier's orders among `ids` and their lines with the shelving to pick each from. */
    async pickList(supplierId: number, ids: number[]) {
      const found = await db
        .select({ id: orders.id, number: orders.number, itemsCount: orders.itemsCount })
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, ids)))
        .orderBy(asc(orders.number));
      const lines = rowsOf<{
        shelving_code: string | null;
        sku: string;
        name: string;
        quantity: number;
        orders: string[];
      }>(
        await db.execute(sql`
          select sh.code as shelving_code, oi.sku, min(oi.name) as name, sum(oi.quantity)::int as quantity,
            array_agg(distinct o.number::text) as orders
          from order_items oi
          join orders o on o.id = oi.order_id
          left join products p on p.id = oi.product_id and p.supplier_id = oi.supplier_id
          left join shelvings sh on sh.id = p.shelving_id
          where oi.supplier_id = ${supplierId} and oi.order_id = any(${sql.param(ids)}::bigint[])
          group by sh.code, oi.sku
          order by sh.code asc nulls last, oi.sku asc`),
      );
      return { orders: found, lines };
    },

    /**
     * Keeps the carrier's words on orders it did not move, in one statement and without a version
     * bump (no person's change to guard); an order whose TTN changed meanwhile is left alone.
     */
    async recordTracking(readings: { id: number; ttn: string; code: string; text: string }[], at: Date) {
      if (readings.length === 0) return;
      await db.execute(sql`
        update orders o set tracking_code = r.code, tracking_text = r.text, tracked_at = ${at.toISOString()}::timestamptz
        from (select unnest(${sql.param(readings.map((r) => r.id))}::bigint[]) as id,
                     unnest(${sql.param(readings.map((r) => r.ttn))}::text[]) as ttn,
                     unnest(${sql.param(readings.map((r) => r.code))}::text[]) as code,
                     unnest(${sql.param(readings.map((r) => r.text))}::text[]) as text) r
        where o.id = r.id and o.ttn = r.ttn`);
    },

    /** Makes the waybill `ttn` due for tracking now (the local test hook). */
    async forgetTracked(ttn: string) {
      await db.update(orders).set({ trackedAt: null }).where(eq(orders.ttn, ttn));
    },

    /** Parcels waiting at the branch since before `since`, not yet reminded of. */
    async waitingAtBranch(since: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_pickup'),
            sql`${orders.remindedAt} is null`,
            sql`${orders.atBranchSince} <= ${since.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
    },

    /** Claims the reminder of one order: true for the one caller that sets it. */
    async claimReminder(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ remindedAt: at })
        .where(and(eq(orders.id, id), sql`${orders.remindedAt} is null`))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

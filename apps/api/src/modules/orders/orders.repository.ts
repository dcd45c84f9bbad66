import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TAB_STATUSES,
  orderStatuses,
  type OrderSort,
  type OrderStatus,
  type OrdersFilter,
} from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { OrdersCursor } from './orders.cursor';
import { orderCounts, orderItems, orders } from './orders.table';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'supplierId'>;

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
 * What `search` matches: the order number (digits), the buyer's phone by its beginning (as +380…,
 * 380…, 0… or without the 0) or its last 3 or more digits, the TTN exactly or by its last 4 or more
 * digits, a fragment of the buyer's name, or an item's SKU exactly.
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
    const reversed = [...digits].reverse().join('');
    // A phone is at most 12 digits (380…): a longer number (a TTN) cannot be part of one. Its end and its
    // beginning are btree ranges; a trigram index would read thousands of phones for any digit string.
    if (digits.length >= 3 && digits.length <= 12) {
      matches.push(
        sql`select id from orders where supplier_id = ${supplierId} and reverse(buyer_phone) like ${`${reversed}%`}`,
      );
    }
    if (digits.length >= 5 && digits.length <= 12) {
      matches.push(
        sql`select id from orders where supplier_id = ${supplierId} and buyer_phone like ${`${phoneStart(digits)}%`}`,
      );
    }
    // The end of a TTN (as read off a parcel): a prefix of the reversed TTN, so the btree index serves it.
    if (digits.length >= 4) {
      matches.push(
        sql`select id from orders where supplier_id = ${supplierId} and ttn is not null and reverse(ttn) like ${`${reversed}%`}`,
      );
    }
  }
  return sql`${orders.id} in (${sql.join(matches, sql` union `)})`;
}

/** A phone's beginning as sellers type it (380…, 0… or without the 0), as the stored `+380…` starts. */
function phoneStart(digits: string): string {
  if (digits.startsWith('380')) return `+${digits}`;
  if (digits.startsWith('0')) return `+38${digits}`;
  return `+380${digits}`;
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

    /** The supplier's orders among `ids`, by number; others' ids are left out. */
    async many(supplierId: number, ids: number[]): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, ids)))
        .orderBy(asc(orders.number));
    },

    /** The order row read and locked for a change (the first lock of every order change). */
    async lock(tx: Db, where: { supplierId: number; id: number } | { externalId: string }) {
      const condition =
        'externalId' in where
          ? eq(orders.externalId, where.externalId)
          : and(eq(orders.supplierId, where.supplierId), eq(orders.id, where.id));
      const [order] = await tx.select().from(orders).where(condition).for('update');
      return order;
    },

    async insert(tx: Db, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: row!.id, supplierId: row!.supplierId })));
      await this.count(tx, row!.supplierId, [[row!.status, 1]]);
      return row!;
    },

    /** Applies `changes` and bumps the version; the caller holds the row lock. Answers the row as saved. */
    async update(tx: Db, order: OrderRow, changes: Partial<NewOrder>): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...changes, version: order.version + 1, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning();
      if (changes.status && changes.status !== order.status) {
        await this.count(tx, order.supplierId, [
          [order.status, -1],
          [changes.status, 1],
        ]);
      }
      return row!;
    },

    /** Keeps order_counts in step with a write (same transaction): one statement for every status moved. */
    async count(tx: Db, supplierId: number, deltas: [OrderStatus, number][]) {
      if (deltas.length === 0) return;
      await tx
        .insert(orderCounts)
        .values(deltas.map(([status, count]) => ({ supplierId, status, count })))
        .onConflictDoUpdate({
          target: [orderCounts.supplierId, orderCounts.status],
          set: { count: sql`${orderCounts.count} + excluded.count` },
        });
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
      // The outer row is named `orders.…`: drizzle writes a column of a one-table select without its
      // table, and a bare "id" inside the subquery would be order_items' own (every row, any
      // supplier's, got the same three lines).
      return db
        .select({
          order: orders,
          storeName: sql<string | null>`(select s.name from stores s where s.id = orders.store_id)`,
          sortValue: sortValues[filter.sort],
          preview: sql<{ name: string; quantity: number; image: string | null }[]>`(
            select coalesce(json_agg(json_build_object('name', x.name, 'quantity', x.quantity, 'image', x.image)), '[]')
            from (select oi.name, oi.quantity, oi.image from order_items oi
              where oi.order_id = orders.id order by oi.id limit 3) x)`,
        })
        .from(orders)
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
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

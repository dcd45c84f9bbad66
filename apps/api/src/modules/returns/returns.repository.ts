import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  returnStatuses,
  type ReturnEventType,
  type ReturnActor,
  type ReturnsFilter,
} from '@supplier/contracts/returns';
import type { ReturnStatus } from '@supplier/contracts/returns';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders } from '../orders';
import { returnCounts, returnEvents, returnItems, returnRequests, type ReturnPhoto } from './returns.table';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type NewReturn = typeof returnRequests.$inferInsert;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type NewReturnItem = Omit<typeof returnItems.$inferInsert, 'returnId' | 'supplierId'>;

export interface ReturnEventInput {
  type: ReturnEventType;
  actor: ReturnActor;
  userId?: number | null;
  memberId?: number | null;
  data?: Record<string, unknown>;
}

/** The keyset of a list page: the last row's creation time (text, to the microsecond) and id. */
export interface ReturnsCursor {
  createdAt: string;
  id: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const kyivDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;

/** A name found in more requests than this is read along the list's order instead of gathered first. */
const COMMON_NAME = 500;

/**
 * What `search` matches: the request's number (`1042-1`) or its order's (`1042`), the return TTN,
 * an item's SKU, a fragment of the buyer's name, or a part of the phone; each through its index,
 * united. A name as common as a surname borne by thousands is the exception (`common`): gathering
 * all its requests to sort them costs more than reading the list's index until a page is full, so
 * it is a plain condition there.
 */
function searchCondition(supplierId: number, search: string, common: boolean): SQL {
  const digits = search.replace(/[\s()+-]/g, '');
  const name = sql`${returnRequests.buyerName} ilike ${`%${escapeLike(search)}%`}`;
  const matches: SQL[] = [
    sql`select id from return_requests where supplier_id = ${supplierId} and number = ${search}`,
    sql`select id from return_requests where supplier_id = ${supplierId} and ttn = ${search}`,
    sql`select return_id from return_items where supplier_id = ${supplierId} and sku = ${search}`,
  ];
  if (/\p{L}/u.test(search) && !common) {
    matches.push(
      sql`select id from return_requests where supplier_id = ${supplierId} and buyer_name ilike ${`%${escapeLike(search)}%`}`,
    );
  }
  if (/^\d{1,15}$/.test(search)) {
    matches.push(sql`select r.id from return_requests r join orders o on o.id = r.order_id
      where r.supplier_id = ${supplierId} and o.supplier_id = ${supplierId} and o.number = ${Number(search)}`);
  }
  // A request's number (`1042-1`) is not part of a phone.
  if (/^\d{3,12}$/.test(digits) && !/^\d+-\d+$/.test(search)) {
    matches.push(
      sql`select id from return_requests where supplier_id = ${supplierId} and buyer_phone like ${`%${digits}%`}`,
    );
  }
  const united = sql`${returnRequests.id} in (${sql.join(matches, sql` union `)})`;
  return common ? sql`(${name} or ${united})` : united;
}

function filterConditions(supplierId: number, filter: ReturnsFilter, commonName: boolean): SQL[] {
  const conditions: SQL[] = [eq(returnRequests.supplierId, supplierId)];
  if (filter.tab !== 'all') conditions.push(eq(returnRequests.status, filter.tab));
  if (filter.search) conditions.push(searchCondition(supplierId, filter.search, commonName));
  if (filter.reason) conditions.push(eq(returnRequests.reason, filter.reason));
  if (filter.kind) conditions.push(eq(returnRequests.kind, filter.kind));
  if (filter.payment_method) conditions.push(eq(returnRequests.paymentMethod, filter.payment_method));
  if (filter.store_id) conditions.push(eq(returnRequests.storeId, filter.store_id));
  if (filter.date_from) conditions.push(sql`${returnRequests.createdAt} >= ${kyivDayStart(filter.date_from)}`);
  if (filter.date_to) {
    conditions.push(sql`${returnRequests.createdAt} < ${kyivDayStart(filter.date_to)} + interval '1 day'`);
  }
  return conditions;
}

/** The return requests, their items and history (SQL only). */
export function returnsRepository(db: Db) {
  return {
    async byExternalId(externalId: string, tx: Db = db): Promise<ReturnRow | undefined> {
      const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.externalId, externalId));
      return row;
    },

    async get(supplierId: number, id: number, tx: Db = db): Promise<ReturnRow | undefined> {
      const [row] = await tx
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.supplierId, supplierId), eq(returnRequests.id, id)));
      return row;
    },

    /** The request read and locked for a change (the first lock of every decision). */
    async lock(tx: Db, where: { supplierId: number; id: number } | { externalId: string }) {
      const condition =
        'externalId' in where
          ? eq(returnRequests.externalId, where.externalId)
          : and(eq(returnRequests.supplierId, where.supplierId), eq(returnRequests.id, where.id));
      const [row] = await tx.select().from(returnRequests).where(condition).for('update');
      return row;
    },

    /** Serializes the requests of one order (numbering and the quantities left) for the transaction. */
    async lockOrder(tx: Db, orderId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(33, ${orderId}::int)`);
    },

    /** Per order line: the units already asked back by requests not refused or cancelled (accepted ones as accepted), and how many requests the order has. */
    async askedOfOrder(tx: Db, orderId: number) {
      const rows = rowsOf<{ order_item_id: number; asked: number }>(
        await tx.execute(sql`
          select i.order_item_id, sum(coalesce(i.accepted_quantity, i.quantity))::int as asked
          from return_items i join return_requests r on r.id = i.return_id
          where r.order_id = ${orderId} and r.status not in ('refused', 'cancelled')
          group by i.order_item_id`),
      );
      const [count] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from return_requests where order_id = ${orderId}`),
      );
      return { asked: new Map(rows.map((row) => [Number(row.order_item_id), Number(row.asked)])), count: count!.n };
    },

    async insert(tx: Db, row: NewReturn, items: NewReturnItem[]): Promise<ReturnRow> {
      const [saved] = await tx.insert(returnRequests).values(row).returning();
      await tx
        .insert(returnItems)
        .values(items.map((item) => ({ ...item, returnId: saved!.id, supplierId: saved!.supplierId })));
      await this.count(tx, saved!.supplierId, [[saved!.status, 1]]);
      return saved!;
    },

    /** Applies `changes` and bumps the version; the caller holds the row lock. Answers the row as saved. */
    async update(tx: Db, row: ReturnRow, changes: Partial<NewReturn>): Promise<ReturnRow> {
      const [saved] = await tx
        .update(returnRequests)
        .set({ ...changes, version: row.version + 1, updatedAt: sql`now()` })
        .where(eq(returnRequests.id, row.id))
        .returning();
      if (changes.status && changes.status !== row.status) {
        await this.count(tx, row.supplierId, [
          [row.status, -1],
          [changes.status, 1],
        ]);
      }
      return saved!;
    },

    /** Keeps return_counts in step with a write (same transaction): one statement for every status moved. */
    async count(tx: Db, supplierId: number, deltas: [ReturnStatus, number][]) {
      await tx
        .insert(returnCounts)
        .values(deltas.map(([status, count]) => ({ supplierId, status, count })))
        .onConflictDoUpdate({
          target: [returnCounts.supplierId, returnCounts.status],
          set: { count: sql`${returnCounts.count} + excluded.count` },
        });
    },

    async items(returnId: number, tx: Db = db): Promise<ReturnItemRow[]> {
      return tx.select().from(returnItems).where(eq(returnItems.returnId, returnId)).orderBy(asc(returnItems.id));
    },

    /** Sets how many of each item the seller took back (0 for the ones declined). */
    async setAccepted(tx: Db, accepted: { id: number; quantity: number }[]) {
      for (const item of accepted) {
        await tx.update(returnItems).set({ acceptedQuantity: item.quantity }).where(eq(returnItems.id, item.id));
      }
    },

    async addEvents(tx: Db, row: Pick<ReturnRow, 'id' | 'supplierId'>, events: ReturnEventInput[]) {
      if (events.length === 0) return;
      await tx.insert(returnEvents).values(
        events.map((event) => ({
          returnId: row.id,
          supplierId: row.supplierId,
          type: event.type,
          actor: event.actor,
          userId: event.userId ?? null,
          memberId: event.memberId ?? null,
          // the name as it was: the history still names a member removed later
          memberName: event.memberId
            ? sql`(select p.name from team_members m join team_people p on p.id = m.person_id where m.id = ${event.memberId})`
            : null,
          data: event.data ?? {},
        })),
      );
    },

    async events(supplierId: number, returnId: number) {
      return rowsOf<{
        id: number;
        type: ReturnEventType;
        actor: ReturnActor;
        user_id: number | null;
        user_name: string | null;
        member_id: number | null;
        member_name: string | null;
        data: Record<string, unknown>;
        created_at: string;
      }>(
        await db.execute(sql`
          select e.id, e.type, e.actor, e.user_id, trim(s.firstname || ' ' || s.lastname) as user_name, e.member_id,
            e.member_name, e.data, e.created_at
          from return_events e left join suppliers s on s.id = e.user_id
          where e.supplier_id = ${supplierId} and e.return_id = ${returnId}
          order by e.id`),
      );
    },

    /** One keyset page of the list, newest (or oldest) first, with each row's store and order number. */
    async page(supplierId: number, filter: ReturnsFilter, cursor: ReturnsCursor | null) {
      const direction = filter.order === 'asc' ? asc : desc;
      const commonName = filter.search ? await this.isCommonName(supplierId, filter.search) : false;
      const conditions = filterConditions(supplierId, filter, commonName);
      if (cursor) {
        const op = sql.raw(filter.order === 'asc' ? '>' : '<');
        conditions.push(
          sql`(${returnRequests.createdAt}, ${returnRequests.id}) ${op} (${cursor.createdAt}::timestamptz, ${cursor.id}::bigint)`,
        );
      }
      return db
        .select({
          row: returnRequests,
          orderNumber: orders.number,
          storeName: sql<string | null>`(select s.name from stores s where s.id = ${returnRequests.storeId})`,
          createdText: sql<string>`${returnRequests.createdAt}::text`,
        })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(and(...conditions))
        .orderBy(direction(returnRequests.createdAt), direction(returnRequests.id))
        .limit(filter.per_page + 1);
    },

    /** Whether `search` is a name fragment found in more than `COMMON_NAME` of the supplier's requests (a capped count). */
    async isCommonName(supplierId: number, search: string): Promise<boolean> {
      if (!/\p{L}/u.test(search)) return false;
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from (select 1 from return_requests
          where supplier_id = ${supplierId} and buyer_name ilike ${`%${escapeLike(search)}%`} limit ${COMMON_NAME + 1}) x`),
      );
      return Number(row?.n ?? 0) > COMMON_NAME;
    },

    /** Requests per status of a supplier, from the counters. */
    async counts(supplierId: number): Promise<Record<ReturnStatus, number>> {
      const rows = await db
        .select({ status: returnCounts.status, count: returnCounts.count })
        .from(returnCounts)
        .where(eq(returnCounts.supplierId, supplierId));
      const counts = Object.fromEntries(returnStatuses.map((status) => [status, 0])) as Record<ReturnStatus, number>;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /** The buyer's other requests with this supplier (by phone), newest first, and how many in all. */
    async buyerReturns(supplierId: number, phone: string, limit: number) {
      const rows = await db
        .select({
          id: returnRequests.id,
          number: returnRequests.number,
          status: returnRequests.status,
          createdAt: returnRequests.createdAt,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(returnRequests)
        .where(and(eq(returnRequests.supplierId, supplierId), eq(returnRequests.buyerPhone, phone)))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(limit);
      return { rows, total: rows[0] ? Number(rows[0].total) : 0 };
    },

    async orderCountOfBuyer(supplierId: number, phone: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), eq(orders.buyerPhone, phone)));
      return Number(row?.n ?? 0);
    },

    async setPhotos(id: number, photos: ReturnPhoto[]) {
      await db.update(returnRequests).set({ photos }).where(eq(returnRequests.id, id));
    },

    async rawById(id: number): Promise<ReturnRow | undefined> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      return row;
    },

    /** Requests with a Nova Poshta return order still travelling, last asked about before `before`. */
    async dueForTracking(before: Date, limit: number): Promise<ReturnRow[]> {
      return db
        .select()
        .from(returnRequests)
        .where(
          and(
            sql`${returnRequests.waybillRef} is not null`,
            inArray(returnRequests.status, ['accepted', 'in_transit']),
            sql`(${returnRequests.trackedAt} is null or ${returnRequests.trackedAt} < ${before.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(sql`${returnRequests.trackedAt} asc nulls first`, asc(returnRequests.id))
        .limit(limit);
    },

    /** Notes the carrier's words without a version bump (nothing a person changed). */
    async markTracked(id: number, at: Date, reading: { code: string; text: string } | null, ttn?: string) {
      await db
        .update(returnRequests)
        .set({
          trackedAt: at,
          ...(reading ? { trackingCode: reading.code, trackingText: reading.text } : {}),
          ...(ttn ? { ttn } : {}),
        })
        .where(eq(returnRequests.id, id));
    },

    /** Makes the request whose return TTN (or original TTN) is `ttn` due now; true when there is one. */
    async forgetTracked(ttn: string): Promise<boolean> {
      const rows = await db
        .update(returnRequests)
        .set({ trackedAt: null })
        .where(
          and(
            sql`${returnRequests.waybillRef} is not null`,
            sql`(${returnRequests.ttn} = ${ttn} or ${returnRequests.orderId} in (select id from orders where ttn = ${ttn}))`,
          ),
        )
        .returning({ id: returnRequests.id });
      return rows.length > 0;
    },
  };
}

export type ReturnsRepository = ReturnType<typeof returnsRepository>;

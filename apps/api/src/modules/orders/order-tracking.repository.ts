import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from './orders.repository';
import { orders } from './orders.table';

/**
 * The orders' waybill bookkeeping outside a person's change (no version bump): tracking, the
 * sweep of waybills a killed process made, the reminders of parcels waiting at the branch.
 */
export function orderTrackingRepository(db: Db) {
  return {
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

export type OrderTrackingRepository = ReturnType<typeof orderTrackingRepository>;

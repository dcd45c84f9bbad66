import { sql } from 'drizzle-orm';
import type { DashboardRegion } from '@supplier/contracts/dashboard';
import type { OrderStatus } from '@supplier/contracts/orders';
import type { PayoutStatus } from '@supplier/contracts/money-payouts';
import type { ImportCounts, ImportStatus } from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Calendar days are Europe/Kyiv: `[from 00:00, to + 1 day 00:00)` in Kyiv time. */
const kyivStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;
const kyivEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Kyiv')`;

export interface DayStatusRow {
  day: string;
  status: OrderStatus;
  orders: number;
  revenue: number;
  units: number;
}

/** Reads of the dashboard; each scoped to one supplier, none writes. */
export function dashboardRepository(db: Db) {
  return {
    /** The rollup rows of `[from, to]` (Kyiv days), per day and status. */
    async dailyStats(supplierId: number, from: string, to: string): Promise<DayStatusRow[]> {
      const rows = rowsOf<{ day: string; status: OrderStatus; orders: number; revenue: string; units: string }>(
        await db.execute(sql`
          select day::text as day, status, orders, revenue, units from order_daily_stats
          where supplier_id = ${supplierId} and day between ${from}::date and ${to}::date and orders <> 0`),
      );
      return rows.map((row) => ({
        day: row.day,
        status: row.status,
        orders: Number(row.orders),
        revenue: Number(row.revenue),
        units: Number(row.units),
      }));
    },

    async regions(supplierId: number, from: string, to: string) {
      const rows = rowsOf<{ region: DashboardRegion; orders: string }>(
        await db.execute(sql`
          select region, sum(orders) as orders from order_daily_regions
          where supplier_id = ${supplierId} and day between ${from}::date and ${to}::date
          group by region having sum(orders) > 0
          order by sum(orders) desc, region`),
      );
      return rows.map((row) => ({ region: row.region, orders: Number(row.orders) }));
    },

    /**
     * The SKUs that sold most (by revenue) in orders of the period that were neither cancelled nor
     * returned, from the daily product rollup: the sums by an index-only scan of the period, then
     * the product, name and image of each of the few top SKUs as of its last day in the period.
     */
    async topProducts(supplierId: number, from: string, to: string, limit: number) {
      const rows = rowsOf<{
        product_id: string | null;
        sku: string;
        name: string;
        image: string | null;
        units: string;
        revenue: string;
      }>(
        await db.execute(sql`
          with top as (
            select sku, sum(units) as units, sum(revenue) as revenue
            from order_daily_products
            where supplier_id = ${supplierId} and day between ${from}::date and ${to}::date
            group by sku
            having sum(units) > 0
            order by sum(revenue) desc, sku
            limit ${limit})
          select last.product_id, top.sku, last.name, last.image, top.units, top.revenue
          from top cross join lateral (
            select p.product_id, p.name, p.image from order_daily_products p
            where p.supplier_id = ${supplierId} and p.sku = top.sku and p.day between ${from}::date and ${to}::date
            order by p.day desc limit 1) last
          order by top.revenue desc, top.sku`),
      );
      return rows.map((row) => ({
        product_id: row.product_id === null ? null : Number(row.product_id),
        sku: row.sku,
        name: row.name,
        image: row.image,
        units: Number(row.units),
        revenue: Number(row.revenue),
      }));
    },

    /** Reviews that came in each period, and their average rating (null when none came). */
    async reviews(supplierId: number, current: [string, string], previous: [string, string]) {
      const [row] = rowsOf<{
        count: string;
        rating: string | null;
        previous_count: string;
        previous_rating: string | null;
      }>(
        await db.execute(sql`
          select
            count(*) filter (where created_at >= ${kyivStart(current[0])}) as count,
            avg(rating) filter (where created_at >= ${kyivStart(current[0])}) as rating,
            count(*) filter (where created_at < ${kyivStart(current[0])}) as previous_count,
            avg(rating) filter (where created_at < ${kyivStart(current[0])}) as previous_rating
          from reviews
          where supplier_id = ${supplierId}
            and created_at >= ${kyivStart(previous[0])} and created_at < ${kyivEnd(current[1])}`),
      );
      const rating = (value: string | null | undefined) => (value == null ? null : Math.round(Number(value) * 10) / 10);
      return {
        count: Number(row?.count ?? 0),
        rating: rating(row?.rating),
        previousCount: Number(row?.previous_count ?? 0),
        previousRating: rating(row?.previous_rating),
      };
    },

    /** The main balance in kopiyky (0 before the first movement). */
    async mainBalance(supplierId: number): Promise<number> {
      const [row] = rowsOf<{ balance: string }>(
        await db.execute(sql`select balance from ledger_accounts where supplier_id = ${supplierId} and kind = 'main'`),
      );
      return Number(row?.balance ?? 0);
    },

    async hasOrders(supplierId: number): Promise<boolean> {
      const [row] = rowsOf<{ found: boolean }>(
        await db.execute(
          sql`select exists (select 1 from order_counts where supplier_id = ${supplierId} and count > 0) as found`,
        ),
      );
      return row?.found === true;
    },

    /** The latest placements and status changes of the supplier's orders. */
    async orderEvents(supplierId: number, limit: number) {
      return rowsOf<{
        id: string;
        type: 'placed' | 'status_changed';
        data: { from?: OrderStatus; to?: OrderStatus };
        at: string;
        order_id: string;
        number: string;
        total: string;
      }>(
        await db.execute(sql`
          select e.id, e.type, e.data, e.created_at as at, o.id as order_id, o.number, o.total
          from (select id, order_id, type, data, created_at from order_events
                where supplier_id = ${supplierId} and type in ('placed', 'status_changed')
                order by id desc limit ${limit}) e
          join orders o on o.id = e.order_id
          order by e.id desc`),
      );
    },

    async latestReviews(supplierId: number, limit: number) {
      return rowsOf<{ id: string; rating: number; product_name: string; author_name: string; at: string }>(
        await db.execute(sql`
          select id, rating, product_name, author_name, created_at as at from reviews
          where supplier_id = ${supplierId} order by id desc limit ${limit}`),
      );
    },

    async latestPayouts(supplierId: number, limit: number) {
      return rowsOf<{ id: string; amount: string; status: PayoutStatus; at: string }>(
        await db.execute(sql`
          select id, amount, status, updated_at as at from payouts
          where supplier_id = ${supplierId} order by id desc limit ${limit}`),
      );
    },

    /** Import runs that are over (done, failed or cancelled). */
    async finishedImports(supplierId: number, limit: number) {
      return rowsOf<{ id: string; file_name: string; status: ImportStatus; counts: ImportCounts; at: string }>(
        await db.execute(sql`
          select id, file_name, status, counts, finished_at as at from product_imports
          where supplier_id = ${supplierId} and finished_at is not null order by id desc limit ${limit}`),
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;

import { sql } from 'drizzle-orm';
import { returnReasons, type DashboardReturns, type ReturnReason } from '@supplier/contracts/returns';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const kyivDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;
const between = (column: string, from: string, to: string) =>
  sql`${sql.raw(column)} >= ${kyivDayStart(from)} and ${sql.raw(column)} < ${kyivDayStart(to)} + interval '1 day'`;

/** Requests per 100 orders completed (one decimal), null with none completed. */
const rate = (requests: number, completed: number) =>
  completed === 0 ? null : Math.round((requests / completed) * 1000) / 10;
const change = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10;

/**
 * The dashboard's return figures (a report over the returns' and orders' tables, ADR 0037): the
 * period's requests against the previous period's, the rate per orders completed in each, and the
 * period's reasons, most given first.
 */
export async function returnFigures(
  db: Db,
  supplierId: number,
  period: { from: string; to: string; previous_from: string; previous_to: string },
): Promise<DashboardReturns> {
  const periods = [
    [period.from, period.to],
    [period.previous_from, period.previous_to],
  ] as const;
  const [[current, previous], [completedNow, completedBefore]] = await Promise.all([
    Promise.all(
      periods.map(async ([from, to]) =>
        rowsOf<{ reason: ReturnReason; n: number }>(
          await db.execute(sql`select reason, count(*)::int as n from return_requests
            where supplier_id = ${supplierId} and ${between('created_at', from, to)} group by reason`),
        ),
      ),
    ),
    Promise.all(
      periods.map(async ([from, to]) => {
        const [row] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(distinct order_id)::int as n from order_events
            where supplier_id = ${supplierId} and type = 'status_changed' and data->>'to' = 'completed'
              and ${between('created_at', from, to)}`),
        );
        return Number(row?.n ?? 0);
      }),
    ),
  ]);
  const total = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + Number(row.n), 0);
  const [now, before] = [total(current!), total(previous!)];
  return {
    period,
    requests: { value: now, previous: before, change: change(now, before) },
    rate: { value: rate(now, completedNow!), previous: rate(before, completedBefore!) },
    top_reasons: current!
      .filter((row) => returnReasons.includes(row.reason))
      .map((row) => ({
        reason: row.reason,
        count: Number(row.n),
        percent: Math.round((Number(row.n) / now) * 1000) / 10,
      }))
      .sort((a, b) => b.count - a.count),
  };
}

import {
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_TIMELINE_LIMIT,
  DASHBOARD_TOP_PRODUCTS,
  daysBetween,
  type DashboardPeriod,
  type DashboardStatistics,
  type TimelineEvent,
} from '@supplier/contracts/dashboard';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { orderStatuses, type OrderStatus } from '@supplier/contracts/orders';
import type { Clock } from '../../drivers';
import type { DashboardRepository, DayStatusRow } from './dashboard.repository';

const DAY_MS = 86_400_000;
const kyivDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the Kyiv calendar day `at` falls on. */
export function kyivDate(at: Date): string {
  return kyivDay.format(at);
}

/** The ISO day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Orders that count for revenue, the average and units: neither cancelled nor returned. */
const LOST: readonly OrderStatus[] = ['cancelled', 'returned'];

interface Sums {
  orders: number;
  revenue: number;
  units: number;
  kept: number;
  cancellations: number;
  returns: number;
}

function sum(rows: DayStatusRow[]): Sums {
  const sums: Sums = { orders: 0, revenue: 0, units: 0, kept: 0, cancellations: 0, returns: 0 };
  for (const row of rows) {
    sums.orders += row.orders;
    if (row.status === 'cancelled') sums.cancellations += row.orders;
    else if (row.status === 'returned') sums.returns += row.orders;
    else {
      sums.kept += row.orders;
      sums.revenue += row.revenue;
      sums.units += row.units;
    }
  }
  return sums;
}

/** The change in percent (one decimal), null when there was nothing before. */
function change(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

const count = (value: number, previous: number) => ({ value, previous, change: change(value, previous) });
const money = (value: number, previous: number) => ({
  value: kopiykyToHryvnias(value),
  previous: kopiykyToHryvnias(previous),
  change: change(value, previous),
  format: formatMoney(value),
  previous_format: formatMoney(previous),
});

export interface PeriodQuery {
  period: DashboardPeriod;
  date_from?: string;
  date_to?: string;
}

/** The figures of the dashboard (issue 15), from the daily rollups and a few indexed reads. */
export function dashboardService({ repo, clock }: { repo: DashboardRepository; clock: Clock }) {
  /** The period's first and last Kyiv day, and the previous period of the same length. */
  function periodOf(query: PeriodQuery) {
    let from: string;
    let to: string;
    if (query.period === 'custom') {
      from = query.date_from!;
      to = query.date_to!;
    } else {
      to = kyivDate(clock.now());
      from = addDays(to, 1 - DASHBOARD_PERIOD_DAYS[query.period]);
    }
    const days = daysBetween(from, to);
    return {
      period: query.period,
      from,
      to,
      days,
      previous_from: addDays(from, -days),
      previous_to: addDays(from, -1),
    };
  }

  return {
    periodOf,

    async statistics(supplierId: number, query: PeriodQuery): Promise<DashboardStatistics> {
      const period = periodOf(query);
      const [rows, regions, top, reviews, balance, hasOrders] = await Promise.all([
        repo.dailyStats(supplierId, period.previous_from, period.to),
        repo.regions(supplierId, period.from, period.to),
        repo.topProducts(supplierId, period.from, period.to, DASHBOARD_TOP_PRODUCTS),
        repo.reviews(supplierId, [period.from, period.to], [period.previous_from, period.previous_to]),
        repo.mainBalance(supplierId),
        repo.hasOrders(supplierId),
      ]);
      const current = rows.filter((row) => row.day >= period.from);
      const now = sum(current);
      const before = sum(rows.filter((row) => row.day < period.from));
      const average = (sums: Sums) => (sums.kept === 0 ? 0 : Math.round(sums.revenue / sums.kept));

      const byDay = new Map<string, { revenue: number; orders: number }>();
      for (const row of rows) {
        const day = byDay.get(row.day) ?? { revenue: 0, orders: 0 };
        day.orders += row.orders;
        if (!LOST.includes(row.status)) day.revenue += row.revenue;
        byDay.set(row.day, day);
      }
      const byStatus = new Map<OrderStatus, number>();
      for (const row of current) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.orders);

      return {
        period,
        totals: {
          revenue: money(now.revenue, before.revenue),
          orders: count(now.orders, before.orders),
          average_order: money(average(now), average(before)),
          cancellations: count(now.cancellations, before.cancellations),
          returns: count(now.returns, before.returns),
          units: count(now.units, before.units),
          reviews: count(reviews.count, reviews.previousCount),
          rating: {
            value: reviews.rating,
            previous: reviews.previousRating,
            change:
              reviews.rating === null || reviews.previousRating === null
                ? null
                : change(reviews.rating, reviews.previousRating),
          },
        },
        balance: { value: kopiykyToHryvnias(balance), format: formatMoney(balance) },
        series: Array.from({ length: period.days }, (_, index) => {
          const day = addDays(period.from, index);
          const previousDay = addDays(period.previous_from, index);
          const figures = byDay.get(day) ?? { revenue: 0, orders: 0 };
          const previous = byDay.get(previousDay) ?? { revenue: 0, orders: 0 };
          return {
            day,
            revenue: kopiykyToHryvnias(figures.revenue),
            orders: figures.orders,
            previous_day: previousDay,
            previous_revenue: kopiykyToHryvnias(previous.revenue),
            previous_orders: previous.orders,
          };
        }),
        top_products: top.map((product) => ({
          ...product,
          revenue: kopiykyToHryvnias(product.revenue),
          revenue_format: formatMoney(product.revenue),
        })),
        statuses: orderStatuses.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
        regions,
        has_orders: hasOrders,
      };
    },

    /** The latest events of every kind, newest first, at most 50. */
    async timeline(supplierId: number): Promise<TimelineEvent[]> {
      const limit = DASHBOARD_TIMELINE_LIMIT;
      const [orderEvents, reviews, payouts, imports] = await Promise.all([
        repo.orderEvents(supplierId, limit),
        repo.latestReviews(supplierId, limit),
        repo.latestPayouts(supplierId, limit),
        repo.finishedImports(supplierId, limit),
      ]);
      const iso = (at: string | Date) => new Date(at).toISOString();
      const none = { order: null, review: null, payout: null, import: null };
      const events: TimelineEvent[] = [
        ...orderEvents.map((event) => ({
          ...none,
          id: `order_event:${event.id}`,
          type: event.type === 'placed' ? ('order_placed' as const) : ('order_status' as const),
          at: iso(event.at),
          order: {
            id: Number(event.order_id),
            number: Number(event.number),
            total: kopiykyToHryvnias(Number(event.total)),
            total_format: formatMoney(Number(event.total)),
            from: event.type === 'placed' ? null : (event.data.from ?? null),
            to: event.type === 'placed' ? null : (event.data.to ?? null),
          },
        })),
        ...reviews.map((review) => ({
          ...none,
          id: `review:${review.id}`,
          type: 'review' as const,
          at: iso(review.at),
          review: {
            id: Number(review.id),
            rating: Number(review.rating),
            product_name: review.product_name,
            author_name: review.author_name,
          },
        })),
        ...payouts.map((payout) => ({
          ...none,
          id: `payout:${payout.id}`,
          type: 'payout' as const,
          at: iso(payout.at),
          payout: {
            id: Number(payout.id),
            amount: kopiykyToHryvnias(Number(payout.amount)),
            amount_format: formatMoney(Number(payout.amount)),
            status: payout.status,
          },
        })),
        ...imports.map((run) => ({
          ...none,
          id: `import:${run.id}`,
          type: 'import' as const,
          at: iso(run.at),
          import: {
            id: Number(run.id),
            file_name: run.file_name,
            status: run.status,
            created: run.counts.create,
            updated: run.counts.update,
          },
        })),
      ];
      // Newest first; among events of one moment, the later-made (higher id) first.
      const serial = (id: string) => Number(id.slice(id.indexOf(':') + 1));
      events.sort((a, b) => b.at.localeCompare(a.at) || serial(b.id) - serial(a.id));
      return events.slice(0, limit);
    },
  };
}

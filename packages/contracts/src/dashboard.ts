import { z } from 'zod';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { importStatuses } from './imports';
import { issueMessage, type IssueLike } from './messages';
import { isoDate } from './money-ledger';
import { payoutStatuses } from './money-payouts';
import { orderStatusSchema } from './orders';
import { DASHBOARD_MAX_DAYS, dashboardPeriods, dashboardRegions, daysBetween } from './dashboard-constants';
import { optionalQuery } from './common';
export * from './dashboard-constants';

/**
 * The dashboard (`Дашборд`, issue 15, SPEC section 9): a period's figures against the previous
 * period of the same length, from the daily order rollups, and the timeline of recent events.
 * Days are calendar days in Europe/Kyiv; an order belongs to the day it was placed, in the status
 * it has now. Revenue, the average order and units count orders that are neither cancelled nor
 * returned; cancellations and returns are orders of the period that ended so.
 */

// ---------------------------------------------------------------------------------------------
// Validation texts

export const dashboardValidationMessages = {
  uk: {
    custom_dates_required: 'Для власного періоду вкажіть початкову й кінцеву дати.',
    period_too_long: `Період не може бути довшим за ${DASHBOARD_MAX_DAYS} днів.`,
  },
  en: {
    custom_dates_required: 'A custom period needs both a start and an end date.',
    period_too_long: `A period cannot be longer than ${DASHBOARD_MAX_DAYS} days.`,
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function dashboardIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = dashboardValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

/**
 * GET /admin-suppliers/v1/dashboard/statistics. `period=custom` takes `date_from` and `date_to`
 * (Kyiv calendar days, both included, at most 366 days); the other periods end today.
 */
export const dashboardStatisticsQuery = z
  .object({
    period: z.enum(dashboardPeriods).default('7d'),
    date_from: optionalQuery(isoDate),
    date_to: optionalQuery(isoDate),
  })
  .refine((query) => query.period !== 'custom' || (query.date_from !== undefined && query.date_to !== undefined), {
    message: 'custom_dates_required',
    path: ['date_from'],
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: 'date_range',
    path: ['date_to'],
  })
  .refine(
    (query) =>
      !query.date_from ||
      !query.date_to ||
      query.date_from > query.date_to ||
      daysBetween(query.date_from, query.date_to) <= DASHBOARD_MAX_DAYS,
    { message: 'period_too_long', path: ['date_to'] },
  );

/** A count this period and the previous one; `change` in percent, null when the previous was 0. */
const countFigure = z.object({
  value: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
/** Money as hryvnias with the formatted text beside it. */
const moneyFigure = countFigure.extend({ format: z.string(), previous_format: z.string() });
/** The average rating (1–5, one decimal); null when no review came in the period. */
const ratingFigure = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});

export const dashboardStatistics = z.object({
  period: z.object({
    period: z.enum(dashboardPeriods),
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    previous_from: z.string(),
    previous_to: z.string(),
  }),
  totals: z.object({
    revenue: moneyFigure,
    orders: countFigure,
    average_order: moneyFigure,
    cancellations: countFigure,
    returns: countFigure,
    units: countFigure,
    reviews: countFigure,
    rating: ratingFigure,
  }),
  /** The main balance now. */
  balance: z.object({ value: z.number(), format: z.string() }),
  /**
   * Every day of the period, oldest first (revenue in hryvnias), beside the same day of the
   * previous period (`previous_day` = `day` − `period.days`), so the charts draw both lines.
   */
  series: z.array(
    z.object({
      day: z.string(),
      revenue: z.number(),
      orders: z.number().int(),
      previous_day: z.string(),
      previous_revenue: z.number(),
      previous_orders: z.number().int(),
    }),
  ),
  top_products: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      sku: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      units: z.number().int(),
      revenue: z.number(),
      revenue_format: z.string(),
    }),
  ),
  /** Orders of the period by their status now, every status listed. */
  statuses: z.array(z.object({ status: orderStatusSchema, orders: z.number().int() })),
  /** Orders of the period by the destination's oblast, most first. */
  regions: z.array(z.object({ region: z.enum(dashboardRegions), orders: z.number().int() })),
  /** The supplier has never had an order: the page shows where to start instead. */
  has_orders: z.boolean(),
});
export type DashboardStatistics = z.infer<typeof dashboardStatistics>;
export const dashboardStatisticsResponse = z.object({ data: dashboardStatistics });

// ---------------------------------------------------------------------------------------------
// Timeline

export const timelineEventTypes = ['order_placed', 'order_status', 'review', 'payout', 'import'] as const;
export type TimelineEventType = (typeof timelineEventTypes)[number];

export const timelineEvent = z.object({
  /** Unique across kinds: `order_event:12`, `review:3`, `payout:4`, `import:5`. */
  id: z.string(),
  type: z.enum(timelineEventTypes),
  at: z.string(),
  order: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      total: z.number(),
      total_format: z.string(),
      from: orderStatusSchema.nullable(),
      to: orderStatusSchema.nullable(),
    })
    .nullable(),
  review: z
    .object({ id: z.number().int(), rating: z.number().int(), product_name: z.string(), author_name: z.string() })
    .nullable(),
  payout: z
    .object({ id: z.number().int(), amount: z.number(), amount_format: z.string(), status: z.enum(payoutStatuses) })
    .nullable(),
  import: z
    .object({
      id: z.number().int(),
      file_name: z.string(),
      status: z.enum(importStatuses),
      created: z.number().int(),
      updated: z.number().int(),
    })
    .nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;
export const dashboardTimelineResponse = z.object({ data: z.array(timelineEvent) });

/** What each endpoint of `dashboardEndpoints` takes and answers. */
export const dashboardEndpointSchemas = {
  getDashboardStatistics: {
    permission: 'dashboard',
    query: dashboardStatisticsQuery,
    responses: { 200: dashboardStatisticsResponse },
    errors: [401, 422],
  },
  getDashboardTimeline: { permission: 'dashboard', responses: { 200: dashboardTimelineResponse }, errors: [401] },
} satisfies EndpointTable;

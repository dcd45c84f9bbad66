import { z } from 'zod';
import { decimal, idParam, optionalQuery, rowId } from './common';
import type { Locale } from './constants';
import { dashboardStatisticsQuery } from './dashboard';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';
import { isoDate } from './money-ledger';
import { orderStatusSchema, paymentStatusSchema } from './orders-status';
import { paymentMethodIdSchema } from './payment-methods';
import { reviewPhoto } from './reviews';
import {
  refundMethods,
  refundPreferences,
  returnActions,
  returnActors,
  returnKinds,
  returnReasons,
  returnStatuses,
  returnTabs,
  returnWaybillKinds,
} from './returns-constants';
export * from './returns-constants';
export * from './returns-gateway';

/**
 * Returns and exchanges (`Повернення`, issue 33). A buyer's request arrives through the marketplace
 * gateway (`returns-gateway.ts`); the supplier decides under `/admin-suppliers/v1/returns`. Money
 * travels as hryvnias with a formatted text beside it; the server keeps kopiyky.
 */

export const returnStatusSchema = z.enum(returnStatuses);
export const returnReasonSchema = z.enum(returnReasons);
export const returnKindSchema = z.enum(returnKinds);
export const refundPreferenceSchema = z.enum(refundPreferences);

// ---------------------------------------------------------------------------------------------
// Validation texts

export const returnsValidationMessages = {
  uk: {
    version_required: 'Оновіть сторінку заявки й спробуйте ще раз.',
    search_too_long: 'Пошуковий запит задовгий.',
    refusal_reason_required: 'Напишіть покупцеві, чому заявку відхилено (щонайменше 10 символів).',
    refusal_reason_too_long: 'Причина задовга: не більше 1000 символів.',
    items_duplicate: 'Кожен товар заявки можна вказати лише раз.',
  },
  en: {
    version_required: 'Reload the request and try again.',
    search_too_long: 'The search text is too long.',
    refusal_reason_required: 'Tell the buyer why the request is refused (at least 10 characters).',
    refusal_reason_too_long: 'The reason is too long: 1000 characters at most.',
    items_duplicate: 'Each item of the request may be given once.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function returnsIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = returnsValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

// ---------------------------------------------------------------------------------------------
// The list

export const RETURNS_PER_PAGE_DEFAULT = 25;
export const RETURNS_PER_PAGE_MAX = 100;
export const RETURN_SEARCH_MAX = 100;
export const RETURN_REFUSAL_MIN = 10;
export const RETURN_REFUSAL_MAX = 1000;
export const RETURN_COMMENT_MAX = 1000;

/**
 * GET /admin-suppliers/v1/returns, newest first (`order=asc`: oldest first). `search` finds by the
 * request's or the order's number, the buyer's name or phone (any part), the return TTN or an
 * item's SKU. `cursor` is the `next_cursor` of the previous page (same tab, filters and order).
 * Dates are calendar days in Europe/Kyiv, both ends included.
 */
export const returnsQuery = z
  .object({
    tab: z.enum(returnTabs).default('all'),
    search: optionalQuery(z.string().trim().max(RETURN_SEARCH_MAX, { message: 'search_too_long' })),
    reason: optionalQuery(returnReasonSchema),
    kind: optionalQuery(returnKindSchema),
    payment_method: optionalQuery(paymentMethodIdSchema),
    store_id: optionalQuery(idParam),
    date_from: optionalQuery(isoDate),
    date_to: optionalQuery(isoDate),
    order: z.enum(['asc', 'desc']).default('desc'),
    cursor: optionalQuery(z.string().max(300)),
    per_page: decimal(z.number().int().min(1).max(RETURNS_PER_PAGE_MAX).default(RETURNS_PER_PAGE_DEFAULT)),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: 'date_range',
    path: ['date_to'],
  });
export type ReturnsQuery = Partial<z.output<typeof returnsQuery>>;
export type ReturnsFilter = z.output<typeof returnsQuery>;

const returnWaybill = z.object({
  kind: z.enum(returnWaybillKinds),
  /** Nova Poshta's return order number (`102-…`). */
  return_order_number: z.string(),
  /** The return TTN once Nova Poshta made it on the basis of the original (null until then). */
  ttn: z.string().nullable(),
  /** The carrier's last tracking answer, or null before the first. */
  tracking: z.object({ code: z.string(), text: z.string(), checked_at: z.string() }).nullable(),
  created_at: z.string(),
});

export const returnListItem = z.object({
  id: z.number().int(),
  /** Shown as `№ {number}`: the order's number and the request's place among its returns (`1042-1`). */
  number: z.string(),
  status: returnStatusSchema,
  kind: returnKindSchema,
  reason: returnReasonSchema,
  order: z.object({ id: z.number().int(), number: z.string() }),
  buyer: z.object({ name: z.string(), phone: z.string() }),
  items_preview: z.array(z.object({ name: z.string(), quantity: z.number().int(), image: z.string().nullable() })),
  /** Units asked back (all items). */
  items_count: z.number().int(),
  /** What goes back to the buyer: the accepted items once accepted, the asked ones before. */
  amount: z.number(),
  amount_format: z.string(),
  payment_method: paymentMethodIdSchema,
  refund_preference: refundPreferenceSchema.nullable(),
  photos_count: z.number().int(),
  ttn: z.string().nullable(),
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnListItem = z.infer<typeof returnListItem>;

export const returnsResponse = z.object({
  data: z.array(returnListItem),
  meta: z.object({
    per_page: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});

/** GET /admin-suppliers/v1/returns/counts: how many requests each tab holds (no other filter). */
export const returnCountsResponse = z.object({
  data: z.object(
    Object.fromEntries(returnTabs.map((tab) => [tab, z.number().int()])) as Record<
      (typeof returnTabs)[number],
      z.ZodNumber
    >,
  ),
});
export type ReturnCounts = z.infer<typeof returnCountsResponse>['data'];

// ---------------------------------------------------------------------------------------------
// The detail

export const returnItem = z.object({
  id: z.number().int(),
  /** Null when the product has since been deleted. */
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  price_format: z.string(),
  /** Asked back by the buyer. */
  quantity: z.number().int(),
  /** Taken back by the seller; null until decided (0: that item was not accepted). */
  accepted_quantity: z.number().int().nullable(),
  /** Bought in the order. */
  ordered_quantity: z.number().int(),
  shelving_code: z.string().nullable(),
});
export type ReturnItem = z.infer<typeof returnItem>;

export const returnEventTypes = [
  'requested',
  'accepted',
  'refused',
  'cancelled',
  'waybill_created',
  'waybill_failed',
  'in_transit',
  'received',
  'refunded',
  'replacement_created',
] as const;
export type ReturnEventType = (typeof returnEventTypes)[number];

/** One line of the history, oldest first: who and when. */
export const returnEvent = z.object({
  id: z.number().int(),
  type: z.enum(returnEventTypes),
  actor: z.enum(returnActors),
  /** The supplier account signed in for panel moves. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The team member who made it (their name then); null for the supplier's own sign-in and outside the panel. */
  member: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  /** The move in words, in the request's language. */
  text: z.string(),
  created_at: z.string(),
});
export type ReturnEvent = z.infer<typeof returnEvent>;

export const returnDetail = returnListItem.extend({
  external_id: z.string(),
  reason_text: z.string(),
  /** The buyer's words, or null. */
  comment: z.string().nullable(),
  photos: z.array(reviewPhoto),
  /** The buyer's IBAN for a bank transfer, or null. */
  refund_iban: z.string().nullable(),
  items: z.array(returnItem),
  order: z.object({
    id: z.number().int(),
    number: z.string(),
    status: orderStatusSchema,
    payment: z.object({ method: paymentMethodIdSchema, status: paymentStatusSchema }),
    total: z.number(),
    total_format: z.string(),
    /** When the order was completed (the 14 days count from it). */
    completed_at: z.string().nullable(),
    created_at: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    /** This buyer's orders and return requests with this supplier (by phone), this one included. */
    orders_count: z.number().int(),
    returns_count: z.number().int(),
    /** Their other requests, newest first (at most 10). */
    previous_returns: z.array(
      z.object({ id: z.number().int(), number: z.string(), status: returnStatusSchema, created_at: z.string() }),
    ),
  }),
  /** The reason the buyer was shown, when refused. */
  refusal_reason: z.string().nullable(),
  waybill: returnWaybill.nullable(),
  refund: z
    .object({ method: z.enum(refundMethods), amount: z.number(), amount_format: z.string(), refunded_at: z.string() })
    .nullable(),
  replacement_order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  next_actions: z.array(z.enum(returnActions)),
  history: z.array(returnEvent),
  /** Send back with a decision; a stale one answers 409 `version_conflict`. */
  version: z.number().int(),
});
export type ReturnDetail = z.infer<typeof returnDetail>;

export const returnResponse = z.object({ data: returnDetail });
/** A decision: a text and the request as saved. */
export const returnSavedResponse = z.object({ message: z.string(), data: returnDetail });

/** `{id}` of a request as text: anything that is not one answers 404 (as another supplier's does), never 422. */
export const returnParams = z.object({ id: z.string().max(32) });

// ---------------------------------------------------------------------------------------------
// Decisions (each carries the version read; a stale one or a move not allowed now answers 409)

const version = decimal(z.number({ message: 'version_required' }).int().min(0));

/**
 * POST …/returns/{id}/accept: take back every item asked (no `items`), or some of them
 * (`items`: the request's item ids with how many, 0 to decline one; at least one unit in all).
 * A Nova Poshta return waybill is made right after; when the carrier fails, the request stays
 * accepted and `waybill` may be asked again.
 */
export const acceptReturnRequest = z.object({
  version,
  items: z
    .array(z.object({ item_id: rowId, quantity: z.number().int().min(0).max(1000) }))
    .min(1)
    .max(50)
    .refine((items) => new Set(items.map((item) => item.item_id)).size === items.length, {
      message: 'items_duplicate',
    })
    .optional(),
});
export type AcceptReturnRequest = z.input<typeof acceptReturnRequest>;

/** POST …/returns/{id}/refuse: the reason is sent to the buyer as written. */
export const refuseReturnRequest = z.object({
  version,
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ message: 'refusal_reason_required' })
      .min(RETURN_REFUSAL_MIN, { message: 'refusal_reason_required' })
      .max(RETURN_REFUSAL_MAX, { message: 'refusal_reason_too_long' }),
  ),
});
export type RefuseReturnRequest = z.input<typeof refuseReturnRequest>;

/** POST …/returns/{id}/cancel, …/receive, …/waybill: only the version. */
export const returnVersionRequest = z.object({ version });

/** POST …/returns/{id}/refund: a cash-on-delivery refund the seller paid outside the marketplace. */
export const refundReturnRequest = z.object({
  version,
  comment: z.string().trim().max(RETURN_COMMENT_MAX).nullable().default(null),
});

// ---------------------------------------------------------------------------------------------
// The dashboard's figures

/**
 * GET /admin-suppliers/v1/dashboard/returns: return requests of the dashboard's period (its query),
 * beside the period before. `rate`: requests per 100 orders completed in the period (one decimal;
 * null with none completed). `top_reasons`: every reason given, most first.
 */
export const dashboardReturnsResponse = z.object({
  data: z.object({
    period: z.object({ from: z.string(), to: z.string(), previous_from: z.string(), previous_to: z.string() }),
    requests: z.object({ value: z.number().int(), previous: z.number().int(), change: z.number().nullable() }),
    rate: z.object({ value: z.number().nullable(), previous: z.number().nullable() }),
    top_reasons: z.array(z.object({ reason: returnReasonSchema, count: z.number().int(), percent: z.number() })),
  }),
});
export type DashboardReturns = z.infer<typeof dashboardReturnsResponse>['data'];

// ---------------------------------------------------------------------------------------------
// Realtime

/** `return.created` and `return.changed`: the request as the list shows it, and the tab counts after. */
export const returnRealtimeEvent = z.object({ return: returnListItem, counts: returnCountsResponse.shape.data });
export type ReturnRealtimeEvent = z.infer<typeof returnRealtimeEvent>;

// ---------------------------------------------------------------------------------------------
// The endpoint table

const returnErrors = [401, 404] as const;
const decisionErrors = [...returnErrors, 409, 422] as const;
const carrierErrors = [502, 504] as const;

/** What each endpoint of `returnsEndpoints` takes and answers. */
export const returnsEndpointSchemas = {
  listReturns: { permission: 'returns', query: returnsQuery, responses: { 200: returnsResponse }, errors: [401, 422] },
  countReturns: { permission: 'returns', responses: { 200: returnCountsResponse }, errors: [401] },
  getReturn: { permission: 'returns', params: returnParams, responses: { 200: returnResponse }, errors: returnErrors },
  acceptReturn: {
    permission: 'returns',
    params: returnParams,
    body: acceptReturnRequest,
    responses: { 200: returnSavedResponse },
    errors: decisionErrors,
  },
  refuseReturn: {
    permission: 'returns',
    params: returnParams,
    body: refuseReturnRequest,
    responses: { 200: returnSavedResponse },
    errors: decisionErrors,
  },
  cancelReturn: {
    permission: 'returns',
    params: returnParams,
    body: returnVersionRequest,
    responses: { 200: returnSavedResponse },
    errors: [...decisionErrors, ...carrierErrors],
  },
  createReturnWaybill: {
    permission: 'returns',
    params: returnParams,
    body: returnVersionRequest,
    responses: { 200: returnSavedResponse },
    errors: [...decisionErrors, ...carrierErrors],
  },
  receiveReturn: {
    permission: 'returns',
    params: returnParams,
    body: returnVersionRequest,
    responses: { 200: returnSavedResponse },
    errors: decisionErrors,
  },
  refundReturn: {
    permission: 'returns',
    params: returnParams,
    body: refundReturnRequest,
    responses: { 200: returnSavedResponse },
    errors: decisionErrors,
  },
  getDashboardReturns: {
    permission: 'dashboard',
    query: dashboardStatisticsQuery,
    responses: { 200: dashboardReturnsResponse },
    errors: [401, 422],
  },
} satisfies EndpointTable;

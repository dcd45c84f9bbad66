import { z } from 'zod';
import { decimal, idParam, optionalQuery, rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { carrierSchema } from './deliveries';
import { issueMessage, type IssueLike } from './messages';
import { isoDate } from './money-ledger';
import { paymentMethodIdSchema } from './payment-methods';
export * from './orders-constants';
import {
  cancelReasonSchema,
  deliveryStatusSchema,
  orderStatusSchema,
  orderTabSchema,
  paymentStatusSchema,
} from './orders-status';
import {
  ORDERS_BULK_MAX,
  bulkAcceptRequest,
  bulkAcceptResponse,
  bulkWaybillRequest,
  bulkWaybillResponse,
  orderIdList,
  pickListQuery,
  pickListResponse,
  waybillParcelResponse,
  waybillRequest,
} from './orders-waybills';
import { bulkStatusRequest, bulkStatusResponse, orderStatusChangeRequest } from './orders-status-changes';
export * from './orders-status';
export * from './orders-waybills';
export * from './orders-status-changes';

/**
 * Orders (`Замовлення`, issue 12, PRODUCT.md section 11). Orders enter through the marketplace
 * gateway; the supplier works them under `/admin-suppliers/v1/orders`. Money travels as hryvnias
 * with a formatted text beside it; the server keeps kopiyky. Order status, payment status and
 * delivery status are kept apart.
 */

// ---------------------------------------------------------------------------------------------
// Validation texts

export const ordersValidationMessages = {
  uk: {
    cancel_reason_required: 'Оберіть причину скасування.',
    reason_only_for_cancel: 'Причину вказують лише під час скасування.',
    version_required: 'Оновіть сторінку замовлення й спробуйте ще раз.',
    search_too_long: 'Пошуковий запит задовгий.',
  },
  en: {
    cancel_reason_required: 'Choose why the order is cancelled.',
    reason_only_for_cancel: 'A reason is given only when cancelling.',
    version_required: 'Reload the order and try again.',
    search_too_long: 'The search text is too long.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function ordersIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = ordersValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

// ---------------------------------------------------------------------------------------------
// The list

export const orderSorts = ['created_at', 'total', 'number'] as const;
export type OrderSort = (typeof orderSorts)[number];

export const ORDERS_PER_PAGE_DEFAULT = 25;
export const ORDERS_PER_PAGE_MAX = 100;
export const ORDER_SEARCH_MAX = 100;
export const ORDER_NOTE_MAX = 2000;

/**
 * GET /admin-suppliers/v1/orders. `search` finds by order number, buyer name, phone (its beginning
 * as +380…, 0… or without the 0, or its last digits), TTN (whole or its last digits) or an item's SKU. `cursor` is the `next_cursor` of the previous page (same tab,
 * filters and sort). Dates are calendar days in Europe/Kyiv, both ends included.
 */
const ordersFilterFields = z.object({
  tab: orderTabSchema.default('all'),
  /** Only these orders (the ticked ones), as `1,2,3`. */
  ids: optionalQuery(orderIdList(ORDERS_BULK_MAX)),
  search: optionalQuery(z.string().trim().max(ORDER_SEARCH_MAX, { message: 'search_too_long' })),
  date_from: optionalQuery(isoDate),
  date_to: optionalQuery(isoDate),
  store_id: optionalQuery(idParam),
  payment_method: optionalQuery(paymentMethodIdSchema),
  payment_status: optionalQuery(paymentStatusSchema),
  delivery_method: optionalQuery(carrierSchema),
  /** `true`: only orders with a TTN; `false`: only without. */
  has_ttn: optionalQuery(z.enum(['true', 'false'])),
  sort: z.enum(orderSorts).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
const datesInOrder = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;

export const ordersQuery = ordersFilterFields
  .extend({
    cursor: optionalQuery(z.string().max(300)),
    per_page: decimal(z.number().int().min(1).max(ORDERS_PER_PAGE_MAX).default(ORDERS_PER_PAGE_DEFAULT)),
  })
  .refine(datesInOrder, { message: 'date_range', path: ['date_to'] });
export type OrdersQuery = Partial<z.output<typeof ordersQuery>>;

export const orderExportFormats = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof orderExportFormats)[number];

/**
 * GET /admin-suppliers/v1/orders/export: every order the list's tab, search and filters find, in the
 * list's sort, as a CSV (UTF-8 with BOM) or XLSX file, streamed page by page.
 */
export const ordersExportQuery = ordersFilterFields
  .extend({ format: z.enum(orderExportFormats).default('xlsx') })
  .refine(datesInOrder, { message: 'date_range', path: ['date_to'] });
export type OrdersExportQuery = Partial<z.output<typeof ordersExportQuery>>;

export type OrdersFilter = z.output<typeof ordersQuery>;

export const orderBuyer = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type OrderBuyer = z.infer<typeof orderBuyer>;

export const orderRecipient = z.object({ name: z.string(), phone: z.string() });
export type OrderRecipient = z.infer<typeof orderRecipient>;

export const orderListItem = z.object({
  id: z.number().int(),
  /** Shown as `№ {number}`. */
  number: z.string(),
  status: orderStatusSchema,
  buyer: orderBuyer,
  /** The first few items, for the list at a glance. */
  items_preview: z.array(z.object({ name: z.string(), quantity: z.number().int(), image: z.string().nullable() })),
  items_count: z.number().int(),
  total: z.number(),
  total_format: z.string(),
  payment: z.object({ method: paymentMethodIdSchema, status: paymentStatusSchema }),
  delivery: z.object({
    carrier: carrierSchema,
    city: z.string().nullable(),
    ttn: z.string().nullable(),
    status: deliveryStatusSchema,
  }),
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What the buyer wrote with the order, or null; the list marks the orders that have one. */
  buyer_comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const ordersMeta = z.object({
  per_page: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export const ordersResponse = z.object({ data: z.array(orderListItem), meta: ordersMeta });

/** GET /admin-suppliers/v1/orders/counts: how many orders each tab holds (no other filter). */
export const orderCountsResponse = z.object({
  data: z.object({
    new: z.number().int(),
    processing: z.number().int(),
    shipped: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    returned: z.number().int(),
    all: z.number().int(),
  }),
});
export type OrderCounts = z.infer<typeof orderCountsResponse>['data'];

// ---------------------------------------------------------------------------------------------
// The detail

export const orderItem = z.object({
  id: z.number().int(),
  /** Null when the product has since been deleted. */
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  price_format: z.string(),
  quantity: z.number().int(),
  total: z.number(),
  total_format: z.string(),
  /** The shelving code to pick from, or null. */
  shelving_code: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** `api`: the supplier API, with an integration token (modules/supplier-api). */
export const orderActors = ['panel', 'gateway', 'carrier', 'system', 'api'] as const;
export type OrderActor = (typeof orderActors)[number];

export const orderEventTypes = [
  'placed',
  'status_changed',
  'payment_changed',
  'delivery_changed',
  'note_changed',
  'items_changed',
  'waybill_created',
  'waybill_deleted',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** One line of the history, oldest first. */
export const orderEvent = z.object({
  id: z.number().int(),
  type: z.enum(orderEventTypes),
  /** Where the change came from; `user` is set for changes made in the panel. */
  actor: z.enum(orderActors),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The team member who made it (their name then); null for the supplier's own sign-in and outside the panel. */
  member: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What changed, e.g. `{from: 'new', to: 'processing'}` or `{reason: 'out_of_stock'}`. */
  data: z.record(z.string(), z.unknown()),
  /** The change in words, in the request's language. */
  text: z.string(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatusSchema,
  /** The statuses the order may move to now. */
  next_statuses: z.array(orderStatusSchema),
  buyer: orderBuyer,
  recipient: orderRecipient,
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  items: z.array(orderItem),
  /** The items may be changed now (before shipment, unpaid). */
  can_edit_items: z.boolean(),
  subtotal: z.number(),
  subtotal_format: z.string(),
  delivery_cost: z.number(),
  delivery_cost_format: z.string(),
  total: z.number(),
  total_format: z.string(),
  /** The marketplace's commission (card payments only; 0 otherwise) and its percentage. */
  commission: z.number(),
  commission_format: z.string(),
  commission_percent: z.number(),
  /** What reaches the supplier: total minus commission. */
  supplier_receives: z.number(),
  supplier_receives_format: z.string(),
  delivery: z.object({
    carrier: carrierSchema,
    city: z.string().nullable(),
    /** Nova Poshta branch or postomat, e.g. `Відділення №12 (до 30 кг): вул. Хрещатик, 22`. */
    branch: z.string().nullable(),
    /** A door address, when delivered to the door. */
    address: z.string().nullable(),
    ttn: z.string().nullable(),
    status: deliveryStatusSchema,
    /** The carrier's last tracking answer (Nova Poshta's status text), or null before the first. */
    tracking: z.object({ code: z.string(), text: z.string(), checked_at: z.string() }).nullable(),
    /** A Nova Poshta waybill can be created now (before shipment, none yet). */
    can_create_waybill: z.boolean(),
    /** The waybill was created here and the parcel is not handed over yet, so it can be deleted. */
    can_delete_waybill: z.boolean(),
  }),
  payment: z.object({
    method: paymentMethodIdSchema,
    status: paymentStatusSchema,
    /** Prepayment asked (COD) in hryvnias, or null. */
    prepaid: z.number().nullable(),
    prepaid_format: z.string().nullable(),
  }),
  cancel_reason: cancelReasonSchema.nullable(),
  buyer_comment: z.string().nullable(),
  note: z.string(),
  history: z.array(orderEvent),
  /** Send back with a change; a stale one answers 409. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderResponse = z.object({ data: orderDetail });
/** A status change or a note: a text and the order as saved. */
export const orderSavedResponse = z.object({ message: z.string(), data: orderDetail });

/** `{id}` of an order as text: anything that is not one answers 404 (as another supplier's order does), never 422. */
export const orderParams = z.object({ id: z.string().max(32) });

// ---------------------------------------------------------------------------------------------
// Changes

/**
 * PUT /admin-suppliers/v1/orders/{id}/note: the internal note, not seen by buyers. Always given:
 * an empty text clears it, and a body without it (or with null) is refused rather than taken as
 * "clear", so a client that forgot the field cannot wipe the note.
 */
export const orderNoteRequest = z.object({
  note: z.string().trim().max(ORDER_NOTE_MAX),
});

export const ORDER_ITEMS_MAX = 50;
export const ORDER_ITEM_QUANTITY_MAX = 1000;

/**
 * PUT /admin-suppliers/v1/orders/{id}/items: the order's lines as they should be (before shipment,
 * unpaid). A product already in the order keeps its price of the moment; a new one takes today's.
 * Stock follows the difference; totals and the commission are counted again.
 */
export const orderItemsRequest = z.object({
  version: decimal(z.number({ message: 'version_required' }).int().min(0)),
  items: z
    .array(
      z.object({
        product_id: rowId,
        quantity: z.number().int().min(1).max(ORDER_ITEM_QUANTITY_MAX),
      }),
    )
    .min(1)
    .max(ORDER_ITEMS_MAX),
});

// ---------------------------------------------------------------------------------------------
// Realtime

/** `order.created` and `order.changed`: the order as the list shows it, and the tab counts after. */
export const orderRealtimeEvent = z.object({ order: orderListItem, counts: orderCountsResponse.shape.data });
export type OrderRealtimeEvent = z.infer<typeof orderRealtimeEvent>;

// ---------------------------------------------------------------------------------------------
// The endpoint table

const orderErrors = [401, 404] as const;
const carrierErrors = [409, 422, 502, 504] as const;

/** What each endpoint of `ordersEndpoints` takes and answers. */
export const ordersEndpointSchemas = {
  listOrders: { permission: 'orders:read', query: ordersQuery, responses: { 200: ordersResponse }, errors: [401, 422] },
  getOrdersPickList: {
    permission: 'waybills',
    query: pickListQuery,
    responses: { 200: pickListResponse },
    errors: [401, 422],
  },
  countOrders: { permission: 'orders:read', responses: { 200: orderCountsResponse }, errors: [401] },
  getOrder: { permission: 'orders:read', params: orderParams, responses: { 200: orderResponse }, errors: orderErrors },
  changeOrderStatus: {
    permission: 'orders:manage',
    params: orderParams,
    body: orderStatusChangeRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, 409, 422],
  },
  saveOrderNote: {
    permission: 'orders:manage',
    params: orderParams,
    body: orderNoteRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, 422],
  },
  editOrderItems: {
    permission: 'orders:manage',
    params: orderParams,
    body: orderItemsRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, 409, 422],
  },
  acceptOrders: {
    permission: 'orders:manage',
    body: bulkAcceptRequest,
    responses: { 200: bulkAcceptResponse },
    errors: [401, 422],
  },
  changeOrdersStatus: {
    permission: 'orders:manage',
    body: bulkStatusRequest,
    responses: { 200: bulkStatusResponse },
    errors: [401, 422],
  },
  createOrderWaybills: {
    permission: 'waybills',
    body: bulkWaybillRequest,
    responses: { 200: bulkWaybillResponse },
    errors: [401, ...carrierErrors],
  },
  getOrderWaybillParcel: {
    permission: 'waybills',
    params: orderParams,
    responses: { 200: waybillParcelResponse },
    errors: orderErrors,
  },
  createOrderWaybill: {
    permission: 'waybills',
    params: orderParams,
    body: waybillRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, ...carrierErrors],
  },
  deleteOrderWaybill: {
    permission: 'waybills',
    params: orderParams,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, ...carrierErrors],
  },
} satisfies EndpointTable;

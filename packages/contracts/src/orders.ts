import { z } from 'zod';
import { decimal, idParam, optionalQuery, rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { carrierSchema, type Carrier } from './deliveries';
import { issueMessage, type IssueLike } from './messages';
import { hryvniaAmount, isoDate } from './money-ledger';
import { paymentMethodIdSchema } from './payment-methods';
import { orderStatuses, type OrderStatus } from './orders-constants';
export * from './orders-constants';

/**
 * Orders (`Замовлення`, issue 12, PRODUCT.md section 11). Orders enter through the marketplace
 * gateway; the supplier works them under `/admin-suppliers/v1/orders`. Money travels as hryvnias
 * with a formatted text beside it; the server keeps kopiyky. Order status, payment status and
 * delivery status are kept apart.
 */

export const orderStatusSchema = z.enum(orderStatuses);

/**
 * Where an order may move from each status. `awaiting_pickup` straight from `confirmed`, and
 * `cancelled` from `awaiting_pickup`, are for self-pickup (carrier `pickup`) only; `shipped` is
 * for the carriers that ship. `isTransitionAllowed` applies that rule.
 */
export const ORDER_TRANSITIONS = {
  new: ['processing', 'cancelled'],
  processing: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'awaiting_pickup', 'cancelled'],
  shipped: ['delivering', 'awaiting_pickup', 'completed', 'returned'],
  delivering: ['awaiting_pickup', 'completed', 'returned'],
  awaiting_pickup: ['completed', 'returned', 'cancelled'],
  completed: ['returned'],
  cancelled: [],
  returned: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Whether an order of this carrier may move from `from` to `to`. */
export function isTransitionAllowed(from: OrderStatus, to: OrderStatus, carrier: Carrier): boolean {
  if (!(ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to)) return false;
  const pickup = carrier === 'pickup';
  if (from === 'confirmed' && to === 'shipped') return !pickup;
  if (from === 'confirmed' && to === 'awaiting_pickup') return pickup;
  if (from === 'awaiting_pickup' && to === 'cancelled') return pickup;
  if (from === 'awaiting_pickup' && to === 'returned') return !pickup;
  return true;
}

/** A status some move leads to (each but `new`); the detail page has a button text for each. */
export type OrderStatusTarget = (typeof ORDER_TRANSITIONS)[OrderStatus][number];

/** The statuses an order may move to next (the buttons the detail page offers). */
export function nextStatuses(from: OrderStatus, carrier: Carrier): OrderStatusTarget[] {
  return (ORDER_TRANSITIONS[from] as readonly OrderStatusTarget[]).filter((to) =>
    isTransitionAllowed(from, to, carrier),
  );
}

/** Statuses in which the goods are still with the supplier (items editable, buyer may cancel). */
export const PRE_SHIPMENT_STATUSES = ['new', 'processing', 'confirmed'] as const satisfies readonly OrderStatus[];

/** Payment, apart from the order status: `pending` until paid (COD: until the carrier pays). */
export const paymentStatuses = ['pending', 'prepaid', 'paid', 'refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels = {
  uk: { pending: 'Очікує оплати', prepaid: 'Передоплату отримано', paid: 'Оплачено', refunded: 'Повернено кошти' },
  en: { pending: 'Awaiting payment', prepaid: 'Prepayment received', paid: 'Paid', refunded: 'Refunded' },
} as const satisfies Record<Locale, Record<PaymentStatus, string>>;

/** Delivery, apart from the order status (moved by the carrier's tracking or the panel). */
export const deliveryStatuses = [
  'not_shipped',
  'shipped',
  'in_transit',
  'at_branch',
  'received',
  'refused',
  'returned',
] as const;
export const deliveryStatusSchema = z.enum(deliveryStatuses);
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryStatusLabels = {
  uk: {
    not_shipped: 'Не відправлено',
    shipped: 'Відправлено',
    in_transit: 'У дорозі',
    at_branch: 'У відділенні',
    received: 'Отримано',
    refused: 'Відмова',
    returned: 'Повернено відправнику',
  },
  en: {
    not_shipped: 'Not shipped',
    shipped: 'Shipped',
    in_transit: 'In transit',
    at_branch: 'At the branch',
    received: 'Received',
    refused: 'Refused',
    returned: 'Returned to sender',
  },
} as const satisfies Record<Locale, Record<DeliveryStatus, string>>;

// ---------------------------------------------------------------------------------------------
// Commission

/**
 * The marketplace's commission on card-paid orders (it holds the money), in percent by the
 * top-level category of each item; COD money goes through the carrier and pays none.
 */
export const MARKETPLACE_COMMISSION_PERCENT: Record<string, number> = {
  Електроніка: 7,
  'Побутова техніка': 8,
  Одяг: 15,
  Взуття: 15,
  'Дім і сад': 12,
  'Дитячі товари': 12,
  Спорт: 12,
  'Краса та здоров’я': 14,
  Авто: 10,
  Зоотовари: 10,
  Канцтовари: 12,
  Продукти: 8,
  Книги: 10,
  'Хобі та дозвілля': 12,
};
/** For a category not in the table. */
export const MARKETPLACE_COMMISSION_DEFAULT_PERCENT = 12;
export const COMMISSIONED_PAYMENT_METHODS = ['card_online'] as const;

// ---------------------------------------------------------------------------------------------
// Cancel reasons

export const cancelReasons = [
  'out_of_stock',
  'buyer_asked',
  'buyer_unreachable',
  'buyer_refused',
  'wrong_price',
  'duplicate',
  'delivery_impossible',
  'suspected_fraud',
  'other',
] as const;
export const cancelReasonSchema = z.enum(cancelReasons);
export type CancelReason = (typeof cancelReasons)[number];
export const cancelReasonLabels = {
  uk: {
    out_of_stock: 'Немає в наявності',
    buyer_asked: 'На прохання покупця',
    buyer_unreachable: 'Не вдалося зв’язатися з покупцем',
    buyer_refused: 'Покупець не забрав замовлення',
    wrong_price: 'Помилка в ціні',
    duplicate: 'Дублікат замовлення',
    delivery_impossible: 'Доставка неможлива',
    suspected_fraud: 'Підозра на шахрайство',
    other: 'Інша причина',
  },
  en: {
    out_of_stock: 'Out of stock',
    buyer_asked: 'The buyer asked',
    buyer_unreachable: 'Could not reach the buyer',
    buyer_refused: 'The buyer did not pick it up',
    wrong_price: 'Wrong price',
    duplicate: 'Duplicate order',
    delivery_impossible: 'Delivery is impossible',
    suspected_fraud: 'Suspected fraud',
    other: 'Other reason',
  },
} as const satisfies Record<Locale, Record<CancelReason, string>>;

// ---------------------------------------------------------------------------------------------
// Tabs

export const orderTabs = ['new', 'processing', 'shipped', 'completed', 'cancelled', 'returned', 'all'] as const;
export const orderTabSchema = z.enum(orderTabs);
export type OrderTab = (typeof orderTabs)[number];

/** The statuses each tab of the list holds. */
export const ORDER_TAB_STATUSES = {
  new: ['new'],
  processing: ['processing', 'confirmed'],
  shipped: ['shipped', 'delivering', 'awaiting_pickup'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  returned: ['returned'],
  all: orderStatuses,
} as const satisfies Record<OrderTab, readonly OrderStatus[]>;

export const orderTabLabels = {
  uk: {
    new: 'Нові',
    processing: 'В обробці',
    shipped: 'Відправлені',
    completed: 'Виконані',
    cancelled: 'Скасовані',
    returned: 'Повернення',
    all: 'Усі',
  },
  en: {
    new: 'New',
    processing: 'Processing',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
    returned: 'Returns',
    all: 'All',
  },
} as const satisfies Record<Locale, Record<OrderTab, string>>;

/** The tab an order of this status is listed under (besides `all`). */
export function tabOfStatus(status: OrderStatus): Exclude<OrderTab, 'all'> {
  const tab = orderTabs.find(
    (name) => name !== 'all' && (ORDER_TAB_STATUSES[name] as readonly string[]).includes(status),
  );
  return tab as Exclude<OrderTab, 'all'>;
}

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
export const ORDER_CANCEL_COMMENT_MAX = 500;

/**
 * GET /admin-suppliers/v1/orders. `search` finds by order number, buyer name, phone (any part of
 * +380…), TTN or an item's SKU. `cursor` is the `next_cursor` of the previous page (same tab,
 * filters and sort). Dates are calendar days in Europe/Kyiv, both ends included.
 */
/** `1,2,3` in a query string: order ids, at most `max`. */
const orderIdList = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
    z.array(idParam).min(1).max(max),
  );

/** Ticked orders at once: a page of the list at most. */
export const ORDERS_BULK_MAX = 100;

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
 * POST /admin-suppliers/v1/orders/{id}/status. `version` is the order's `version` as read; a
 * cancel needs a `reason` (and may carry a comment). An illegal move answers 422, a stale
 * version 409.
 */
export const orderStatusChangeRequest = z
  .object({
    to: orderStatusSchema,
    version: decimal(z.number({ message: 'version_required' }).int().min(0)),
    reason: optionalQuery(cancelReasonSchema),
    comment: optionalQuery(z.string().trim().max(ORDER_CANCEL_COMMENT_MAX)),
  })
  .superRefine((body, context) => {
    if (body.to === 'cancelled' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'cancel_reason_required', input: body.reason });
    }
    if (body.to !== 'cancelled' && body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reason_only_for_cancel', input: body.reason });
    }
  });

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
// Nova Poshta waybills (TTN)

export const WAYBILL_WEIGHT_MAX = 1000;
export const WAYBILL_SEATS_MAX = 20;
export const WAYBILL_DESCRIPTION_MAX = 100;
export const WAYBILL_BULK_MAX = 100;
export const waybillPayers = ['Recipient', 'Sender'] as const;
export const waybillPayerLabels = {
  uk: { Recipient: 'Одержувач', Sender: 'Відправник' },
  en: { Recipient: 'Recipient', Sender: 'Sender' },
} as const satisfies Record<Locale, Record<(typeof waybillPayers)[number], string>>;

/** What happened to one order of a bulk action. */
const bulkOrderOutcome = z.object({
  id: z.number().int(),
  /** The order number, or null for an id that is not the supplier's order. */
  number: z.string().nullable(),
  ok: z.boolean(),
  /** What happened, in words (or why not). */
  message: z.string(),
});

/** POST /admin-suppliers/v1/orders/accept: the ticked new orders go to processing, each with its own outcome. */
export const bulkAcceptRequest = z.object({
  ids: z.array(rowId).min(1).max(ORDERS_BULK_MAX),
});
export const bulkAcceptResponse = z.object({ data: z.array(bulkOrderOutcome) });
export type BulkAcceptResponse = z.infer<typeof bulkAcceptResponse>;

/** The parcel of a waybill; every field has a default a supplier usually keeps. */
const waybillParcel = z.object({
  /** kg */
  weight: z.number().min(0.1).max(WAYBILL_WEIGHT_MAX).default(1),
  seats: z.number().int().min(1).max(WAYBILL_SEATS_MAX).default(1),
  /** Who pays for the delivery. */
  payer: z.enum(waybillPayers).default('Recipient'),
  description: z.string().trim().min(1).max(WAYBILL_DESCRIPTION_MAX).default('Товари'),
});

/**
 * POST /admin-suppliers/v1/orders/{id}/waybill: creates the Nova Poshta waybill with the
 * supplier's sender settings and default key. The declared value defaults to the order total;
 * a COD order gets its cash on delivery (`BackwardDeliveryData`) for the rest to pay.
 */
export const waybillRequest = waybillParcel.extend({
  declared_value: hryvniaAmount({ min: 1, max: 10_000_000 }).optional(),
  version: decimal(z.number({ message: 'version_required' }).int().min(0)),
});

/** POST /admin-suppliers/v1/orders/waybills: one waybill per order, each with its own outcome. */
export const bulkWaybillRequest = waybillParcel.extend({
  ids: z.array(rowId).min(1).max(WAYBILL_BULK_MAX),
});
export const bulkWaybillResponse = z.object({
  data: z.array(bulkOrderOutcome.extend({ ttn: z.string().nullable() })),
});
export type BulkWaybillResponse = z.infer<typeof bulkWaybillResponse>;

// ---------------------------------------------------------------------------------------------
// Printing

export const PICK_LIST_MAX_ORDERS = 100;

/** GET /admin-suppliers/v1/orders/pick-list?ids=1,2,3: what to take from which shelving for these orders. */
export const pickListQuery = z.object({ ids: orderIdList(PICK_LIST_MAX_ORDERS) });

export const pickListResponse = z.object({
  data: z.object({
    /** The supplier's orders among the ids, by number; ids of others are left out. */
    orders: z.array(z.object({ id: z.number().int(), number: z.string(), items_count: z.number().int() })),
    /** One line per product and shelving, by shelving code (none last), then SKU. */
    lines: z.array(
      z.object({
        shelving_code: z.string().nullable(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        /** The order numbers the units go to. */
        orders: z.array(z.string()),
      }),
    ),
  }),
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
  listOrders: { query: ordersQuery, responses: { 200: ordersResponse }, errors: [401, 422] },
  getOrdersPickList: { query: pickListQuery, responses: { 200: pickListResponse }, errors: [401, 422] },
  countOrders: { responses: { 200: orderCountsResponse }, errors: [401] },
  getOrder: { params: orderParams, responses: { 200: orderResponse }, errors: orderErrors },
  changeOrderStatus: {
    params: orderParams,
    body: orderStatusChangeRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, 409, 422],
  },
  saveOrderNote: {
    params: orderParams,
    body: orderNoteRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, 422],
  },
  editOrderItems: {
    params: orderParams,
    body: orderItemsRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, 409, 422],
  },
  acceptOrders: { body: bulkAcceptRequest, responses: { 200: bulkAcceptResponse }, errors: [401, 422] },
  createOrderWaybills: {
    body: bulkWaybillRequest,
    responses: { 200: bulkWaybillResponse },
    errors: [401, ...carrierErrors],
  },
  createOrderWaybill: {
    params: orderParams,
    body: waybillRequest,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, ...carrierErrors],
  },
  deleteOrderWaybill: {
    params: orderParams,
    responses: { 200: orderSavedResponse },
    errors: [...orderErrors, ...carrierErrors],
  },
} satisfies EndpointTable;

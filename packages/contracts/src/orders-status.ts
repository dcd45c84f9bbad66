import { z } from 'zod';
import type { Locale } from './constants';
import type { Carrier } from './deliveries';
import { orderStatuses, type OrderStatus } from './orders-constants';

/**
 * An order's three statuses kept apart (order, payment, delivery), where an order may move from
 * each, the marketplace's commission, the cancel reasons and the list's tabs. Re-exported by
 * `orders.ts`.
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

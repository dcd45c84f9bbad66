import type { Locale } from './constants';

/** Orders' paths, statuses, their labels and realtime event names, without zod (the dashboard loads them first). */

export const ORDERS_BASE = '/admin-suppliers/v1/orders';
/** Every supplier-side call of orders; `{id}` is the order's id. */
export const ORDERS_PATHS = {
  list: ORDERS_BASE,
  counts: `${ORDERS_BASE}/counts`,
  accept: `${ORDERS_BASE}/accept`,
  bulkStatus: `${ORDERS_BASE}/status`,
  export: `${ORDERS_BASE}/export`,
  detail: (id: number | string) => `${ORDERS_BASE}/${id}`,
  status: (id: number | string) => `${ORDERS_BASE}/${id}/status`,
  note: (id: number | string) => `${ORDERS_BASE}/${id}/note`,
  items: (id: number | string) => `${ORDERS_BASE}/${id}/items`,
  waybill: (id: number | string) => `${ORDERS_BASE}/${id}/waybill`,
  sticker: (id: number | string) => `${ORDERS_BASE}/${id}/waybill/sticker`,
  waybills: `${ORDERS_BASE}/waybills`,
  pickList: `${ORDERS_BASE}/pick-list`,
} as const;

// ---------------------------------------------------------------------------------------------
// Statuses

export const orderStatuses = [
  'new',
  'processing',
  'confirmed',
  'shipped',
  'delivering',
  'awaiting_pickup',
  'completed',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels = {
  uk: {
    new: 'Нове',
    processing: 'В обробці',
    confirmed: 'Підтверджене',
    shipped: 'Відправлене',
    delivering: 'Доставляється',
    awaiting_pickup: 'Очікує у відділенні',
    completed: 'Виконане',
    cancelled: 'Скасоване',
    returned: 'Повернення',
  },
  en: {
    new: 'New',
    processing: 'Processing',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivering: 'Delivering',
    awaiting_pickup: 'Awaiting pickup',
    completed: 'Completed',
    cancelled: 'Cancelled',
    returned: 'Returned',
  },
} as const satisfies Record<Locale, Record<OrderStatus, string>>;

// ---------------------------------------------------------------------------------------------
// Realtime

/** Events on the supplier's private-orders.{id} channel, so the list and counts update live. */
export const ORDER_REALTIME_EVENTS = {
  created: 'order.created',
  changed: 'order.changed',
} as const;

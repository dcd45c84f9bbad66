import {
  orderSorts,
  orderTabs,
  paymentStatuses,
  type OrderSort,
  type OrdersExportQuery,
  type OrdersQuery,
  type OrderTab,
  type PaymentStatus,
} from '@supplier/contracts/orders';
import { carriers, type Carrier } from '@supplier/contracts/deliveries';
import { paymentMethodIds, type PaymentMethodId } from '@supplier/contracts/payment-methods';
import { isDay, isId, oneOf } from '@/lib/address-values';

/** The list's tab, search and filters as they live in the address bar (back and reload keep them). */
export interface OrdersParams {
  tab: OrderTab;
  search: string;
  date_from: string;
  date_to: string;
  payment_method: PaymentMethodId | '';
  payment_status: PaymentStatus | '';
  delivery_method: Carrier | '';
  has_ttn: 'true' | 'false' | '';
  /** A store's id (digits), or '' for every store. */
  store_id: string;
  /** `field.direction`, e.g. `total.desc`; newest first when empty. */
  sort: `${OrderSort}.${'asc' | 'desc'}` | '';
}

/** The sorts the list offers, as `field.direction`. */
export const ORDER_SORT_OPTIONS = orderSorts.flatMap((field) =>
  (['desc', 'asc'] as const).map((direction) => `${field}.${direction}` as const),
);

const DEFAULT_TAB: OrderTab = 'all';

export function readParams(search: URLSearchParams): OrdersParams {
  const get = (name: string) => search.get(name) ?? '';
  return {
    tab: oneOf(orderTabs, get('tab')) || DEFAULT_TAB,
    search: get('search'),
    date_from: isDay(get('date_from')) ? get('date_from') : '',
    date_to: isDay(get('date_to')) ? get('date_to') : '',
    payment_method: oneOf(paymentMethodIds, get('payment_method')),
    payment_status: oneOf(paymentStatuses, get('payment_status')),
    delivery_method: oneOf(carriers, get('delivery_method')),
    has_ttn: oneOf(['true', 'false'] as const, get('has_ttn')),
    store_id: isId(get('store_id')) ? get('store_id') : '',
    sort: oneOf(
      ORDER_SORT_OPTIONS.filter((option) => option !== 'created_at.desc'),
      get('sort'),
    ),
  };
}

/**
 * Only what is set goes into the address, and always the tab: an address without one is a list
 * opened afresh, whose tab the new orders' count chooses.
 */
export function writeParams(params: OrdersParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '') continue;
    search.set(key, value);
  }
  return search;
}

/** How the params live in the address (`useListAddress`). */
export const ORDERS_ADDRESS = { read: readParams, write: writeParams };

/** An end date before the start cannot match anything: the list is not asked for it. */
export const rangeInvalid = (params: OrdersParams): boolean =>
  Boolean(params.date_from && params.date_to && params.date_to < params.date_from);

export const filtersActive = (params: OrdersParams): boolean =>
  Boolean(
    params.date_from ||
    params.date_to ||
    params.payment_method ||
    params.payment_status ||
    params.delivery_method ||
    params.has_ttn ||
    params.store_id,
  );

/** What the list finds, as the API's query (the list's and the export's); empty filters are left out. */
function filterOf(params: OrdersParams): OrdersExportQuery {
  const query: OrdersExportQuery = { tab: params.tab };
  if (params.search.trim()) query.search = params.search.trim();
  if (params.date_from) query.date_from = params.date_from;
  if (params.date_to) query.date_to = params.date_to;
  if (params.payment_method) query.payment_method = params.payment_method;
  if (params.payment_status) query.payment_status = params.payment_status;
  if (params.delivery_method) query.delivery_method = params.delivery_method;
  if (params.has_ttn) query.has_ttn = params.has_ttn;
  if (params.store_id) query.store_id = Number(params.store_id);
  if (params.sort) {
    const [sort, order] = params.sort.split('.') as [OrderSort, 'asc' | 'desc'];
    query.sort = sort;
    query.order = order;
  }
  return query;
}

/** The API query of a page (`cursor` from the page stack). */
export function queryOf(params: OrdersParams, cursor: string | undefined): OrdersQuery {
  return cursor ? { ...filterOf(params), cursor } : filterOf(params);
}

/** The export's query: the same orders as the list, in a file of `format`. */
export function exportQueryOf(params: OrdersParams, format: 'csv' | 'xlsx'): OrdersExportQuery {
  return { ...filterOf(params), format };
}

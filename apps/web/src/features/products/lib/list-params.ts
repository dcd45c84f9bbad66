import type { ProductsQuery } from '@supplier/contracts/products';
import {
  PRODUCTS_PER_PAGE_DEFAULT,
  productAvailabilities,
  productSorts,
  productStatuses,
  type ProductSort,
  type SortOrder,
} from '@supplier/contracts/products-constants';

/** The list's filters and sort as they live in the address bar (so back and reload keep them). */
export interface ListParams {
  q: string;
  status: string;
  availability: string;
  category_id: string;
  category_name: string;
  shelving_id: string;
  price_min: string;
  price_max: string;
  stock_min: string;
  stock_max: string;
  sort: ProductSort;
  order: SortOrder;
  per_page: number;
}

export const PER_PAGE_CHOICES = [50, 100, 500] as const;

/** The sort choices of the toolbar, newest first by default. */
export const SORT_CHOICES: readonly [ProductSort, SortOrder][] = [
  ['created_at', 'desc'],
  ['created_at', 'asc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['name', 'asc'],
  ['name', 'desc'],
  ['stock', 'asc'],
  ['stock', 'desc'],
];

/** The filters of the panel (the status has its tabs, the search its box). */
export type FilterParams = Pick<
  ListParams,
  | 'availability'
  | 'category_id'
  | 'category_name'
  | 'shelving_id'
  | 'price_min'
  | 'price_max'
  | 'stock_min'
  | 'stock_max'
>;

/** What the panel's reset sets. */
export const NO_FILTERS: FilterParams = {
  availability: '',
  category_id: '',
  category_name: '',
  shelving_id: '',
  price_min: '',
  price_max: '',
  stock_min: '',
  stock_max: '',
};

/** Any filter of the panel is set (the category by its id, not its shown name). */
export const filtersActive = (params: ListParams): boolean =>
  (Object.keys(NO_FILTERS) as (keyof FilterParams)[]).some((key) => key !== 'category_name' && Boolean(params[key]));

export function readParams(search: URLSearchParams): ListParams {
  const get = (name: string) => search.get(name) ?? '';
  const sort = get('sort') as ProductSort;
  const perPage = Number(get('per_page'));
  return {
    q: get('q'),
    status: (productStatuses as readonly string[]).includes(get('status')) ? get('status') : '',
    availability: (productAvailabilities as readonly string[]).includes(get('availability')) ? get('availability') : '',
    category_id: /^\d+$/.test(get('category_id')) ? get('category_id') : '',
    category_name: get('category_name'),
    shelving_id: /^(\d+|none)$/.test(get('shelving_id')) ? get('shelving_id') : '',
    price_min: get('price_min'),
    price_max: get('price_max'),
    stock_min: get('stock_min'),
    stock_max: get('stock_max'),
    sort: productSorts.includes(sort) ? sort : 'created_at',
    order: get('order') === 'asc' ? 'asc' : 'desc',
    per_page: (PER_PAGE_CHOICES as readonly number[]).includes(perPage) ? perPage : PRODUCTS_PER_PAGE_DEFAULT,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === undefined) continue;
    if (key === 'sort' && value === 'created_at') continue;
    if (key === 'order' && value === 'desc') continue;
    if (key === 'per_page' && value === PRODUCTS_PER_PAGE_DEFAULT) continue;
    search.set(key, String(value));
  }
  return search;
}

/** How the params live in the address (`useListAddress`). */
export const PRODUCTS_ADDRESS = { read: readParams, write: writeParams };

const numberOrUndefined = (value: string) => {
  const number = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

/**
 * The first range whose "to" is below its "from" (price, then stock), or null. Such a filter
 * cannot match anything, so the list does not ask for it and keeps what it showed.
 */
export function contradictoryRange(params: ListParams): 'price' | 'stock' | null {
  for (const range of ['price', 'stock'] as const) {
    const from = numberOrUndefined(params[`${range}_min`]);
    const to = numberOrUndefined(params[`${range}_max`]);
    if (from !== undefined && to !== undefined && to < from) return range;
  }
  return null;
}

/** The API query of a page (`cursor` from the page stack). */
export function queryOf(params: ListParams, cursor: string | undefined): ProductsQuery {
  return {
    cursor,
    per_page: params.per_page,
    sort: params.sort,
    order: params.order,
    q: params.q.trim() || undefined,
    status: (params.status || undefined) as ProductsQuery['status'],
    availability: (params.availability || undefined) as ProductsQuery['availability'],
    category_id: params.category_id ? Number(params.category_id) : undefined,
    shelving_id: params.shelving_id === 'none' ? 'none' : params.shelving_id ? Number(params.shelving_id) : undefined,
    price_min: numberOrUndefined(params.price_min),
    price_max: numberOrUndefined(params.price_max),
    stock_min: numberOrUndefined(params.stock_min),
    stock_max: numberOrUndefined(params.stock_max),
  };
}

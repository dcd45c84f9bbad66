import type { OrdersQuery } from '@supplier/contracts/orders';

/** Query keys of the orders domain; an order event invalidates `all`. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...ordersKeys.lists(), query] as const,
  counts: () => [...ordersKeys.all, 'counts'] as const,
  detail: (id: number) => [...ordersKeys.all, 'detail', id] as const,
  /** Products found to add to an order. */
  products: (q: string) => [...ordersKeys.all, 'products', q] as const,
};

import type { ProductsQuery } from '@supplier/contracts/products';

/** Query keys of the products domain. */
export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (query: ProductsQuery) => [...productsKeys.lists(), query] as const,
  details: () => [...productsKeys.all, 'detail'] as const,
  detail: (id: number) => [...productsKeys.details(), id] as const,
  feed: () => [...productsKeys.all, 'feed'] as const,
};

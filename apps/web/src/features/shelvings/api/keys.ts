import type { ShelvingsQuery } from '@supplier/contracts/shelvings';

/** Query keys of the shelvings domain. */
export const shelvingsKeys = {
  all: ['shelvings'] as const,
  lists: () => [...shelvingsKeys.all, 'list'] as const,
  list: (query: ShelvingsQuery) => [...shelvingsKeys.lists(), query] as const,
  products: (id: number, page: number) => [...shelvingsKeys.all, 'products', id, page] as const,
};

import type { StoresQuery } from '@supplier/contracts/stores';

/** Query keys of the stores domain. */
export const storesKeys = {
  all: ['stores'] as const,
  lists: () => [...storesKeys.all, 'list'] as const,
  list: (query: StoresQuery) => [...storesKeys.lists(), query] as const,
  details: () => [...storesKeys.all, 'detail'] as const,
  detail: (id: number) => [...storesKeys.details(), id] as const,
  slugCheck: (slug: string, excludeId?: number) => [...storesKeys.all, 'slug-check', slug, excludeId ?? null] as const,
};

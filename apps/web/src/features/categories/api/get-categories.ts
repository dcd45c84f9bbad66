import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@supplier/contracts/categories';
import { apiRequest } from '@/lib/api-client';
import { categoriesKeys } from './keys';

/** GET /admin-suppliers/v1/categories?parent_id= → the children (the roots without parent_id). */
export function getCategories(parentId: number | null, signal?: AbortSignal): Promise<CategoriesResponse> {
  return apiRequest<CategoriesResponse>('admin-suppliers/v1/categories', {
    query: { parent_id: parentId ?? undefined },
    signal,
  });
}

export const categoriesQueryOptions = (parentId: number | null) =>
  queryOptions({
    queryKey: categoriesKeys.children(parentId),
    queryFn: ({ signal }) => getCategories(parentId, signal),
    staleTime: Infinity,
  });

export const useCategories = (parentId: number | null) => useQuery(categoriesQueryOptions(parentId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesEndpoints } from '@supplier/contracts/categories-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { categoriesKeys } from './keys';

/** The children of a category (the roots without a parent). */
export function getCategories(parentId: number | null, signal?: AbortSignal) {
  return callEndpoint(categoriesEndpoints.listCategories, { query: { parent_id: parentId ?? undefined }, signal });
}

export const categoriesQueryOptions = (parentId: number | null) =>
  queryOptions({
    queryKey: categoriesKeys.children(parentId),
    queryFn: ({ signal }) => getCategories(parentId, signal),
    staleTime: Infinity,
  });

export const useCategories = (parentId: number | null) => useQuery(categoriesQueryOptions(parentId));

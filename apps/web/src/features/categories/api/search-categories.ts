import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_SEARCH_MIN } from '@supplier/contracts/categories';
import { categoriesEndpoints } from '@supplier/contracts/categories-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { categoriesKeys } from './keys';

/** Matching categories with their paths, leaves first. */
export function searchCategories(q: string, signal?: AbortSignal) {
  return callEndpoint(categoriesEndpoints.searchCategories, { query: { q, limit: 30 }, signal });
}

export const searchCategoriesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: categoriesKeys.search(q),
    queryFn: ({ signal }) => searchCategories(q, signal),
    enabled: q.length >= CATEGORY_SEARCH_MIN,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export const useSearchCategories = (q: string) => useQuery(searchCategoriesQueryOptions(q));

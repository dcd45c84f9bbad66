import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_SEARCH_MIN, type CategoriesResponse } from '@supplier/contracts/categories';
import { apiRequest } from '@/lib/api-client';
import { categoriesKeys } from './keys';

/** GET /admin-suppliers/v1/categories/search?q= → matching categories with their paths, leaves first. */
export function searchCategories(q: string, signal?: AbortSignal): Promise<CategoriesResponse> {
  return apiRequest<CategoriesResponse>('admin-suppliers/v1/categories/search', { query: { q, limit: 30 }, signal });
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

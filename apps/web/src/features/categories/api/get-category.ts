import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryResponse } from '@supplier/contracts/categories';
import { apiRequest } from '@/lib/api-client';
import { categoriesKeys } from './keys';

/** GET /admin-suppliers/v1/categories/{id} → the category with its path and ancestors. */
export function getCategory(id: number, signal?: AbortSignal): Promise<CategoryResponse> {
  return apiRequest<CategoryResponse>(`admin-suppliers/v1/categories/${id}`, { signal, toastOnError: false });
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: categoriesKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: Infinity,
  });

export const useCategory = (id: number | null) =>
  useQuery({ ...categoryQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

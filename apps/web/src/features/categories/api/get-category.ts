import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesEndpoints } from '@supplier/contracts/categories-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { categoriesKeys } from './keys';

/** The category with its path and ancestors. */
export function getCategory(id: number, signal?: AbortSignal) {
  return callEndpoint(categoriesEndpoints.getCategory, { params: { id }, signal, toastOnError: false });
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: categoriesKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: Infinity,
  });

export const useCategory = (id: number | null) =>
  useQuery({ ...categoryQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoresQuery, StoresResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storesKeys } from './keys';

/** GET /admin-suppliers/v1/stores → {data, meta}: the supplier's stores, oldest first. */
export function getStores(query: StoresQuery, signal?: AbortSignal): Promise<StoresResponse> {
  return apiRequest<StoresResponse>('admin-suppliers/v1/stores', { query: { ...query }, signal, toastOnError: false });
}

export const storesQueryOptions = (query: StoresQuery) =>
  queryOptions({
    queryKey: storesKeys.list(query),
    queryFn: ({ signal }) => getStores(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStores = (query: StoresQuery) => useQuery(storesQueryOptions(query));

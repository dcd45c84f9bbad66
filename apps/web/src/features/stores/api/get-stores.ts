import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import type { StoresQuery } from '@supplier/contracts/stores';
import { callEndpoint } from '@/lib/endpoint-client';
import { storesKeys } from './keys';

/** {data, meta}: the supplier's stores, oldest first. */
export function getStores(query: StoresQuery, signal?: AbortSignal) {
  return callEndpoint(storesEndpoints.listStores, { query, signal, toastOnError: false });
}

export const storesQueryOptions = (query: StoresQuery) =>
  queryOptions({
    queryKey: storesKeys.list(query),
    queryFn: ({ signal }) => getStores(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStores = (query: StoresQuery) => useQuery(storesQueryOptions(query));

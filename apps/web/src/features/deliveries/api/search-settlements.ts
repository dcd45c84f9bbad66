import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** Cities and villages where Nova Poshta delivers. */
export async function searchSettlements(search: string, signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.searchNpSettlements, {
    query: { search },
    signal,
    toastOnError: false,
  });
  return data;
}

export const settlementsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: deliveriesKeys.settlements(search),
    queryFn: ({ signal }) => searchSettlements(search, signal),
    staleTime: 5 * 60_000,
  });

/** `search` already debounced by the caller; nothing is asked for below 2 characters. */
export const useSettlements = (search: string) =>
  useQuery({
    ...settlementsQueryOptions(search),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

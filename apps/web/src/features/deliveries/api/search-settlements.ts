import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NpSettlement } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/np/settlements?search=: cities and villages where Nova Poshta delivers. */
export async function searchSettlements(search: string, signal?: AbortSignal): Promise<NpSettlement[]> {
  const { data } = await apiRequest<{ data: NpSettlement[] }>(`${DELIVERIES_PATH}/np/settlements`, {
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

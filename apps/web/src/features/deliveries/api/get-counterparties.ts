import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NpCounterparty } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/np/counterparties?search=: the senders of the default key. */
export async function getCounterparties(search: string, signal?: AbortSignal): Promise<NpCounterparty[]> {
  const { data } = await apiRequest<{ data: NpCounterparty[] }>(`${DELIVERIES_PATH}/np/counterparties`, {
    query: { search },
    signal,
    toastOnError: false,
  });
  return data;
}

export const counterpartiesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: deliveriesKeys.counterparties(search),
    queryFn: ({ signal }) => getCounterparties(search, signal),
  });

export const useCounterparties = (enabled: boolean) => useQuery({ ...counterpartiesQueryOptions(), enabled });

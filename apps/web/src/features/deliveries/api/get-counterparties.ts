import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** The senders of the default key. */
export async function getCounterparties(search: string, signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.listNpCounterparties, {
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

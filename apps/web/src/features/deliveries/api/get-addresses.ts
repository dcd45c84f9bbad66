import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** The sender's door addresses. */
export async function getAddresses(counterpartyRef: string, signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.listNpAddresses, {
    query: { counterparty_ref: counterpartyRef },
    signal,
    toastOnError: false,
  });
  return data;
}

export const addressesQueryOptions = (counterpartyRef: string) =>
  queryOptions({
    queryKey: deliveriesKeys.addresses(counterpartyRef),
    queryFn: ({ signal }) => getAddresses(counterpartyRef, signal),
  });

export const useAddresses = (counterpartyRef: string | null, enabled: boolean) =>
  useQuery({ ...addressesQueryOptions(counterpartyRef ?? ''), enabled: enabled && Boolean(counterpartyRef) });

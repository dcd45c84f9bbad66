import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NpAddress } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/np/addresses?counterparty_ref=: the sender's door addresses. */
export async function getAddresses(counterpartyRef: string, signal?: AbortSignal): Promise<NpAddress[]> {
  const { data } = await apiRequest<{ data: NpAddress[] }>(`${DELIVERIES_PATH}/np/addresses`, {
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** The sender's contact persons with their phones. */
export async function getContactPersons(counterpartyRef: string, signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.listNpContactPersons, {
    query: { counterparty_ref: counterpartyRef },
    signal,
    toastOnError: false,
  });
  return data;
}

export const contactPersonsQueryOptions = (counterpartyRef: string) =>
  queryOptions({
    queryKey: deliveriesKeys.contactPersons(counterpartyRef),
    queryFn: ({ signal }) => getContactPersons(counterpartyRef, signal),
  });

export const useContactPersons = (counterpartyRef: string | null) =>
  useQuery({ ...contactPersonsQueryOptions(counterpartyRef ?? ''), enabled: Boolean(counterpartyRef) });

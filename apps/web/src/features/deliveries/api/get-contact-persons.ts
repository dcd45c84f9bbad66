import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NpContactPerson } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/np/contact-persons?counterparty_ref=: the sender's contact persons with their phones. */
export async function getContactPersons(counterpartyRef: string, signal?: AbortSignal): Promise<NpContactPerson[]> {
  const { data } = await apiRequest<{ data: NpContactPerson[] }>(`${DELIVERIES_PATH}/np/contact-persons`, {
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

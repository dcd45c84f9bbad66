import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** The saved sender, the default key and where the two stand (`state`). */
export function getSender(signal?: AbortSignal) {
  return callEndpoint(deliveriesEndpoints.getSender, { signal, toastOnError: false });
}

export const senderQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.sender(), queryFn: ({ signal }) => getSender(signal) });

export const useSender = () => useQuery(senderQueryOptions());

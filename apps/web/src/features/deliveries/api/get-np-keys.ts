import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** The supplier's Nova Poshta keys, masked, default first. */
export async function getNpKeys(signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.listNpKeys, { signal, toastOnError: false });
  return data;
}

export const npKeysQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.npKeys(), queryFn: ({ signal }) => getNpKeys(signal) });

export const useNpKeys = () => useQuery(npKeysQueryOptions());

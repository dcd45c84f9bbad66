import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** The supplier's Nova Poshta keys (`data`), masked, default first. */
export function getNpKeys(signal?: AbortSignal) {
  return callEndpoint(deliveriesEndpoints.listNpKeys, { signal, toastOnError: false });
}

export const npKeysQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.npKeys(), queryFn: ({ signal }) => getNpKeys(signal) });

export const useNpKeys = () => useQuery(npKeysQueryOptions());

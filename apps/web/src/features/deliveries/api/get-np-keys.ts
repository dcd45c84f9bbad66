import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NpKey } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/np-keys: the supplier's Nova Poshta keys, masked, default first. */
export async function getNpKeys(signal?: AbortSignal): Promise<NpKey[]> {
  const { data } = await apiRequest<{ data: NpKey[] }>(`${DELIVERIES_PATH}/np-keys`, { signal, toastOnError: false });
  return data;
}

export const npKeysQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.npKeys(), queryFn: ({ signal }) => getNpKeys(signal) });

export const useNpKeys = () => useQuery(npKeysQueryOptions());

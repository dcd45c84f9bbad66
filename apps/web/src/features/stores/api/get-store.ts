import { queryOptions, useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storesKeys } from './keys';

/** One store; another supplier's store is 404. */
export async function getStore(id: number, signal?: AbortSignal) {
  const { data } = await callEndpoint(storesEndpoints.getStore, { params: { id }, signal, toastOnError: false });
  return data;
}

export const storeQueryOptions = (id: number) =>
  queryOptions({ queryKey: storesKeys.detail(id), queryFn: ({ signal }) => getStore(id, signal) });

export const useStore = (id: number) => useQuery({ ...storeQueryOptions(id), enabled: id > 0 });

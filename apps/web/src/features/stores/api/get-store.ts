import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storesKeys } from './keys';

/** GET /admin-suppliers/v1/stores/{id} → {data}; another supplier's store is 404. */
export async function getStore(id: number, signal?: AbortSignal): Promise<Store> {
  const { data } = await apiRequest<{ data: Store }>(`admin-suppliers/v1/stores/${id}`, {
    signal,
    toastOnError: false,
  });
  return data;
}

export const storeQueryOptions = (id: number) =>
  queryOptions({ queryKey: storesKeys.detail(id), queryFn: ({ signal }) => getStore(id, signal) });

export const useStore = (id: number) => useQuery({ ...storeQueryOptions(id), enabled: id > 0 });

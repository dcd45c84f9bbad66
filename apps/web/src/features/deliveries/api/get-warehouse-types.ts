import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** Branch, cargo branch, postomat… as Nova Poshta names them. */
export async function getWarehouseTypes(signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.listNpWarehouseTypes, { signal, toastOnError: false });
  return data;
}

export const warehouseTypesQueryOptions = () =>
  queryOptions({
    queryKey: deliveriesKeys.warehouseTypes(),
    queryFn: ({ signal }) => getWarehouseTypes(signal),
    staleTime: 60 * 60_000,
  });

export const useWarehouseTypes = (enabled: boolean) => useQuery({ ...warehouseTypesQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NpWarehouseType } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/np/warehouse-types: branch, cargo branch, postomat… as Nova Poshta names them. */
export async function getWarehouseTypes(signal?: AbortSignal): Promise<NpWarehouseType[]> {
  const { data } = await apiRequest<{ data: NpWarehouseType[] }>(`${DELIVERIES_PATH}/np/warehouse-types`, {
    signal,
    toastOnError: false,
  });
  return data;
}

export const warehouseTypesQueryOptions = () =>
  queryOptions({
    queryKey: deliveriesKeys.warehouseTypes(),
    queryFn: ({ signal }) => getWarehouseTypes(signal),
    staleTime: 60 * 60_000,
  });

export const useWarehouseTypes = (enabled: boolean) => useQuery({ ...warehouseTypesQueryOptions(), enabled });

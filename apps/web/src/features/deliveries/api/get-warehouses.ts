import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NpWarehouse } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

export interface WarehousesQuery {
  cityRef: string;
  /** A warehouse type Ref, '' for every type. */
  typeRef: string;
  search: string;
}

/** GET /deliveries/np/warehouses?city_ref=&type_ref=&search=: at most 50 at a time, with the total. */
export function getWarehouses(
  { cityRef, typeRef, search }: WarehousesQuery,
  signal?: AbortSignal,
): Promise<{ data: NpWarehouse[]; total: number }> {
  return apiRequest(`${DELIVERIES_PATH}/np/warehouses`, {
    query: { city_ref: cityRef, type_ref: typeRef, search },
    signal,
    toastOnError: false,
  });
}

export const warehousesQueryOptions = (query: WarehousesQuery) =>
  queryOptions({
    queryKey: deliveriesKeys.warehouses(query),
    queryFn: ({ signal }) => getWarehouses(query, signal),
    staleTime: 5 * 60_000,
  });

export const useWarehouses = (query: WarehousesQuery, enabled: boolean) =>
  useQuery({
    ...warehousesQueryOptions(query),
    enabled: enabled && Boolean(query.cityRef),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

export interface WarehousesQuery {
  cityRef: string;
  /** A warehouse type Ref, '' for every type. */
  typeRef: string;
  search: string;
}

/** {data, total}: at most 50 at a time. */
export function getWarehouses({ cityRef, typeRef, search }: WarehousesQuery, signal?: AbortSignal) {
  return callEndpoint(deliveriesEndpoints.listNpWarehouses, {
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

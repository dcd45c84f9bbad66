import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrdersQuery } from '@supplier/contracts/orders';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** {data, meta{per_page, next_cursor}}: one keyset page. */
export function getOrders(query: OrdersQuery, signal?: AbortSignal) {
  return callEndpoint(ordersEndpoints.listOrders, { query, signal, toastOnError: false });
}

export const useOrders = (query: OrdersQuery, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ordersKeys.list(query),
      queryFn: ({ signal }) => getOrders(query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrdersQuery, type OrdersResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /admin-suppliers/v1/orders → {data, meta{per_page, next_cursor}}: one keyset page. */
export function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrdersResponse> {
  return apiRequest<OrdersResponse>(ORDERS_PATHS.list, {
    query: query as Record<string, string | number | undefined>,
    signal,
    toastOnError: false,
  });
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

import { useQuery } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrderCounts, type OrderCountsResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /admin-suppliers/v1/orders/counts → {data}: how many orders each status tab holds. */
export async function getOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  const { data } = await apiRequest<OrderCountsResponse>(ORDERS_PATHS.counts, { signal, toastOnError: false });
  return data;
}

export const useOrderCounts = () =>
  useQuery({ queryKey: ordersKeys.counts(), queryFn: ({ signal }) => getOrderCounts(signal) });

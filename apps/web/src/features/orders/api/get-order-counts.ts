import { useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useCan } from '@/lib/permissions';
import { ordersKeys } from './keys';

/** How many orders each status tab holds. */
export async function getOrderCounts(signal?: AbortSignal) {
  const { data } = await callEndpoint(ordersEndpoints.countOrders, { signal, toastOnError: false });
  return data;
}

export const useOrderCounts = () =>
  useQuery({
    queryKey: ordersKeys.counts(),
    queryFn: ({ signal }) => getOrderCounts(signal),
    enabled: useCan('orders:read'),
  });

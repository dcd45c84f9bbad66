import { useQuery } from '@tanstack/react-query';
import { ordersBuyersEndpoints } from '@supplier/contracts/orders-buyers-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** The order's buyer's other orders with the supplier (count, how they ended, total, the latest few). */
export const useBuyerOrders = (id: number) =>
  useQuery({
    queryKey: [...ordersKeys.detail(id), 'buyer-orders'] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(ordersBuyersEndpoints.getOrderBuyerOrders, { params: { id }, signal, toastOnError: false }))
        .data,
  });

import { useQuery } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrderDetail, type OrderResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /admin-suppliers/v1/orders/{id} → {data}; another supplier's order is 404. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const { data } = await apiRequest<OrderResponse>(ORDERS_PATHS.detail(id), { signal, toastOnError: false });
  return data;
}

export const useOrder = (id: number) =>
  useQuery({ queryKey: ordersKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), enabled: id > 0 });

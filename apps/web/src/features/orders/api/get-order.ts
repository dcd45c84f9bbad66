import { useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** One order; another supplier's order is 404. */
export async function getOrder(id: number, signal?: AbortSignal) {
  const { data } = await callEndpoint(ordersEndpoints.getOrder, { params: { id }, signal, toastOnError: false });
  return data;
}

export const useOrder = (id: number) =>
  useQuery({ queryKey: ordersKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), enabled: id > 0 });

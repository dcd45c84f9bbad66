import { useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** What to take from which shelving for these orders (`ids` go as `1,2,3`). */
export function usePickList(ids: number[]) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'pick-list', ids] as const,
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.getOrdersPickList, { query: { ids }, signal }),
    enabled: ids.length > 0,
  });
}

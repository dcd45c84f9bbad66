import { useQuery } from '@tanstack/react-query';
import { ORDERS_PATHS, type PickListResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /admin-suppliers/v1/orders/pick-list?ids=… : what to take from which shelving. */
export function usePickList(ids: number[]) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'pick-list', ids] as const,
    queryFn: ({ signal }) =>
      apiRequest<PickListResponse>(ORDERS_PATHS.pickList, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
  });
}

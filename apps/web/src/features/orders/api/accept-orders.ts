import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PATHS, type BulkAcceptRequest, type BulkAcceptResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** POST /admin-suppliers/v1/orders/accept → one outcome per order; the lists load again after. */
export function useAcceptOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAcceptRequest) =>
      apiRequest<BulkAcceptResponse>(ORDERS_PATHS.accept, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

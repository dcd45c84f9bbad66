import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PATHS, type BulkWaybillRequest, type BulkWaybillResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** POST /admin-suppliers/v1/orders/waybills → one outcome per order; the lists load again after. */
export function useCreateOrderWaybills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkWaybillRequest) =>
      apiRequest<BulkWaybillResponse>(ORDERS_PATHS.waybills, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

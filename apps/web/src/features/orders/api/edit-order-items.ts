import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrderItemsRequest, type OrderSavedResponse } from '@supplier/contracts/orders';
import { ApiError, apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';
import { orderSaved } from './order-saved';

/** PUT /admin-suppliers/v1/orders/{id}/items → {message, data}; a 409 loads the order again. */
export function useEditOrderItems(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderItemsRequest) =>
      apiRequest<OrderSavedResponse>(ORDERS_PATHS.items(id), { method: 'PUT', body, toastOnError: false }),
    onSuccess: (saved) => orderSaved(queryClient, saved.data),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
      }
    },
  });
}

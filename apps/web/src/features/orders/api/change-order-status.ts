import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrderSavedResponse, type OrderStatusChangeRequest } from '@supplier/contracts/orders';
import { ApiError, apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';
import { orderSaved } from './order-saved';

/**
 * POST /admin-suppliers/v1/orders/{id}/status → {message, data}. An illegal move answers 422
 * with the server's message, a stale `version` 409 (someone changed the order meanwhile).
 */
export function changeOrderStatus(id: number, body: OrderStatusChangeRequest): Promise<OrderSavedResponse> {
  return apiRequest<OrderSavedResponse>(ORDERS_PATHS.status(id), { method: 'POST', body, toastOnError: false });
}

/** On a 409 the order is fetched again, so the page shows its fresh state and legal actions. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderStatusChangeRequest) => changeOrderStatus(id, body),
    onSuccess: (saved) => orderSaved(queryClient, saved.data),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
      }
    },
  });
}

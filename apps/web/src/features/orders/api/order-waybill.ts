import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrderSavedResponse, type WaybillRequest } from '@supplier/contracts/orders';
import { ApiError, apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';
import { orderSaved } from './order-saved';

/** POST /admin-suppliers/v1/orders/{id}/waybill → {message, data}: the Nova Poshta TTN of the order. */
export function createOrderWaybill(id: number, body: WaybillRequest): Promise<OrderSavedResponse> {
  return apiRequest<OrderSavedResponse>(ORDERS_PATHS.waybill(id), { method: 'POST', body, toastOnError: false });
}

/** DELETE /admin-suppliers/v1/orders/{id}/waybill → {message, data}, while the parcel is not handed over. */
export function deleteOrderWaybill(id: number): Promise<OrderSavedResponse> {
  return apiRequest<OrderSavedResponse>(ORDERS_PATHS.waybill(id), { method: 'DELETE', toastOnError: false });
}

/** Creating or deleting the waybill; a 409 (changed meanwhile, already sent) loads the order again. */
export function useOrderWaybill(id: number) {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (saved: OrderSavedResponse) => orderSaved(queryClient, saved.data),
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
      }
    },
  };
  return {
    create: useMutation({ mutationFn: (body: WaybillRequest) => createOrderWaybill(id, body), ...settle }),
    remove: useMutation({ mutationFn: () => deleteOrderWaybill(id), ...settle }),
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { ApiError } from '@/lib/api-client';
import { callEndpoint, type EndpointBody, type EndpointResponse } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';
import { orderSaved } from './order-saved';

export type WaybillBody = EndpointBody<typeof ordersEndpoints.createOrderWaybill>;

/** The weight, sizes and contents the order's products give its waybill, and whether it goes to a parcel locker. */
export const useWaybillParcel = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ordersKeys.detail(id), 'waybill-parcel'] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(ordersEndpoints.getOrderWaybillParcel, { params: { id }, signal, toastOnError: false })).data,
    enabled,
  });

/** {message, data}: the Nova Poshta TTN of the order. */
export function createOrderWaybill(id: number, body: WaybillBody) {
  return callEndpoint(ordersEndpoints.createOrderWaybill, { params: { id }, body, toastOnError: false });
}

/** {message, data}, while the parcel is not handed over. */
export function deleteOrderWaybill(id: number) {
  return callEndpoint(ordersEndpoints.deleteOrderWaybill, { params: { id }, toastOnError: false });
}

/** Creating or deleting the waybill; a 409 (changed meanwhile, already sent) loads the order again. */
export function useOrderWaybill(id: number) {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (saved: EndpointResponse<typeof ordersEndpoints.createOrderWaybill>) =>
      orderSaved(queryClient, saved.data),
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
      }
    },
  };
  return {
    create: useMutation({ mutationFn: (body: WaybillBody) => createOrderWaybill(id, body), ...settle }),
    remove: useMutation({ mutationFn: () => deleteOrderWaybill(id), ...settle }),
  };
}

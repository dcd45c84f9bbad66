import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { ApiError } from '@/lib/api-client';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';
import { orderSaved } from './order-saved';

type StatusChange = EndpointBody<typeof ordersEndpoints.changeOrderStatus>;

/**
 * {message, data}. An illegal move answers 422 with the server's message, a stale `version` 409
 * (someone changed the order meanwhile).
 */
export function changeOrderStatus(id: number, body: StatusChange) {
  return callEndpoint(ordersEndpoints.changeOrderStatus, { params: { id }, body, toastOnError: false });
}

/** On a 409 the order is fetched again, so the page shows its fresh state and legal actions. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChange) => changeOrderStatus(id, body),
    onSuccess: (saved) => orderSaved(queryClient, saved.data),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
      }
    },
  });
}

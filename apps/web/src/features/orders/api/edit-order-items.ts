import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { ApiError } from '@/lib/api-client';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';
import { orderSaved } from './order-saved';

/** The order's lines as they should be → {message, data}; a 409 loads the order again. */
export function useEditOrderItems(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ordersEndpoints.editOrderItems>) =>
      callEndpoint(ordersEndpoints.editOrderItems, { params: { id }, body, toastOnError: false }),
    onSuccess: (saved) => orderSaved(queryClient, saved.data),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
      }
    },
  });
}

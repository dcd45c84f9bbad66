import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** One outcome per order; the lists load again after. */
export function useAcceptOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ordersEndpoints.acceptOrders>) =>
      callEndpoint(ordersEndpoints.acceptOrders, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

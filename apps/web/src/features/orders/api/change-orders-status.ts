import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** Many orders to one status, one outcome per order; the lists load again after. */
export function useChangeOrdersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ordersEndpoints.changeOrdersStatus>) =>
      callEndpoint(ordersEndpoints.changeOrdersStatus, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { ordersKeys } from './keys';

/** One Nova Poshta waybill per order, one outcome per order; the lists load again after. */
export function useCreateOrderWaybills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ordersEndpoints.createOrderWaybills>) =>
      callEndpoint(ordersEndpoints.createOrderWaybills, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

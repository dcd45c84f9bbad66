import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, DeliveryMethod } from '@supplier/contracts/deliveries';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** {enabled?, settings?}: switching on needs valid settings (422 otherwise). */
export function updateDeliveryMethod({
  carrier,
  ...body
}: EndpointBody<typeof deliveriesEndpoints.saveDeliveryMethod> & { carrier: Carrier }) {
  return callEndpoint(deliveriesEndpoints.saveDeliveryMethod, { params: { carrier }, body, toastOnError: false });
}

export function useUpdateDeliveryMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryMethod,
    onSuccess: (result) =>
      queryClient.setQueryData<DeliveryMethod[]>(deliveriesKeys.methods(), (methods) =>
        methods?.map((method) => (method.carrier === result.data.carrier ? result.data : method)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKeys.methods() }),
  });
}

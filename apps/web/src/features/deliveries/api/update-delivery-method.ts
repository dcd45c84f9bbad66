import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, DeliveryMethod, DeliveryMethodUpdateRequest } from '@supplier/contracts/deliveries';
import { saveDeliveryMethodEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/**
 * {enabled?, settings?} of one carrier: switching on needs valid settings (422 otherwise). The
 * settings come from the carrier's own form, checked there with the same schema.
 */
export function updateDeliveryMethod({ carrier, ...body }: DeliveryMethodUpdateRequest & { carrier: Carrier }) {
  const endpoint = saveDeliveryMethodEndpoints[carrier] as (typeof saveDeliveryMethodEndpoints)['courier'];
  return callEndpoint(endpoint, { body: body as never, toastOnError: false });
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

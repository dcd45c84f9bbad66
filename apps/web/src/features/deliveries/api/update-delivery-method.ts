import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, DeliveryMethod, DeliveryMethodUpdateRequest } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** PUT /deliveries/methods/{carrier} {enabled?, settings?}: switching on needs valid settings (422 otherwise). */
export function updateDeliveryMethod({
  carrier,
  ...body
}: DeliveryMethodUpdateRequest & { carrier: Carrier }): Promise<{ message: string; data: DeliveryMethod }> {
  return apiRequest(`${DELIVERIES_PATH}/methods/${carrier}`, { method: 'PUT', body, toastOnError: false });
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

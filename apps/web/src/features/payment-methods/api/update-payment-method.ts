import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodId, PaymentMethodUpdateRequest } from '@supplier/contracts/payment-methods';
import { savePaymentMethodEndpoints } from '@supplier/contracts/payment-methods-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { paymentMethodsKeys } from './keys';

/**
 * {enabled?, settings?} of one method: switching on needs valid settings (422 otherwise). The
 * settings come from the method's own form, checked there with the same schema.
 */
export function updatePaymentMethod({ id, ...body }: PaymentMethodUpdateRequest & { id: PaymentMethodId }) {
  const endpoint = savePaymentMethodEndpoints[id] as (typeof savePaymentMethodEndpoints)['cod'];
  return callEndpoint(endpoint, { body: body as never, toastOnError: false });
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: (result) => {
      queryClient.setQueryData(paymentMethodsKeys.detail(result.data.id), result.data);
      queryClient.setQueryData<PaymentMethod[]>(paymentMethodsKeys.lists(), (list) =>
        list?.map((method) => (method.id === result.data.id ? result.data : method)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsKeys.all }),
  });
}

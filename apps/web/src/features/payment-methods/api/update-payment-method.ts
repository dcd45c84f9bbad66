import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodId } from '@supplier/contracts/payment-methods';
import { paymentMethodsEndpoints } from '@supplier/contracts/payment-methods-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { paymentMethodsKeys } from './keys';

/** {enabled?, settings?}: switching on needs valid settings (422 otherwise). */
export function updatePaymentMethod({
  id,
  ...body
}: EndpointBody<typeof paymentMethodsEndpoints.savePaymentMethod> & { id: PaymentMethodId }) {
  return callEndpoint(paymentMethodsEndpoints.savePaymentMethod, { params: { id }, body, toastOnError: false });
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

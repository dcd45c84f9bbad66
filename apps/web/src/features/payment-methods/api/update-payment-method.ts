import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodId, PaymentMethodUpdateRequest } from '@supplier/contracts/payment-methods';
import { apiRequest } from '@/lib/api-client';
import { PAYMENT_METHODS_PATH, paymentMethodsKeys } from './keys';

/** PUT /payment-methods/{id} {enabled?, settings?}: switching on needs valid settings (422 otherwise). */
export function updatePaymentMethod({
  id,
  ...body
}: PaymentMethodUpdateRequest & { id: PaymentMethodId }): Promise<{ message: string; data: PaymentMethod }> {
  return apiRequest(`${PAYMENT_METHODS_PATH}/${id}`, { method: 'PUT', body, toastOnError: false });
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

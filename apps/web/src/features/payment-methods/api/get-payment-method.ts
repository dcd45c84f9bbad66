import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@supplier/contracts/payment-methods';
import { apiRequest } from '@/lib/api-client';
import { PAYMENT_METHODS_PATH, paymentMethodsKeys } from './keys';

/** GET /payment-methods/{id}: one method with this supplier's settings (404 for an unknown id). */
export async function getPaymentMethod(id: string, signal?: AbortSignal): Promise<PaymentMethod> {
  const { data } = await apiRequest<{ data: PaymentMethod }>(`${PAYMENT_METHODS_PATH}/${encodeURIComponent(id)}`, {
    signal,
    toastOnError: false,
  });
  return data;
}

export const paymentMethodQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentMethodsKeys.detail(id), queryFn: ({ signal }) => getPaymentMethod(id, signal) });

export const usePaymentMethod = (id: string) => useQuery(paymentMethodQueryOptions(id));

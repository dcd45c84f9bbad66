import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@supplier/contracts/payment-methods';
import { apiRequest } from '@/lib/api-client';
import { PAYMENT_METHODS_PATH, paymentMethodsKeys } from './keys';

/** GET /payment-methods: the catalogue with this supplier's switches and settings. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { data } = await apiRequest<{ data: PaymentMethod[] }>(PAYMENT_METHODS_PATH, { signal, toastOnError: false });
  return data;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsKeys.lists(), queryFn: ({ signal }) => getPaymentMethods(signal) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodsEndpoints } from '@supplier/contracts/payment-methods-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { paymentMethodsKeys } from './keys';

/** One method with this supplier's settings (404 for an unknown id). */
export async function getPaymentMethod(id: string, signal?: AbortSignal) {
  const { data } = await callEndpoint(paymentMethodsEndpoints.getPaymentMethod, {
    params: { id },
    signal,
    toastOnError: false,
  });
  return data;
}

export const paymentMethodQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentMethodsKeys.detail(id), queryFn: ({ signal }) => getPaymentMethod(id, signal) });

export const usePaymentMethod = (id: string) => useQuery(paymentMethodQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodsEndpoints } from '@supplier/contracts/payment-methods-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { paymentMethodsKeys } from './keys';

/** The catalogue with this supplier's switches and settings. */
export async function getPaymentMethods(signal?: AbortSignal) {
  const { data } = await callEndpoint(paymentMethodsEndpoints.listPaymentMethods, { signal, toastOnError: false });
  return data;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsKeys.lists(), queryFn: ({ signal }) => getPaymentMethods(signal) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

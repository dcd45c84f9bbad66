import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** Every carrier with its switch, settings and whether it is configured. */
export async function getDeliveryMethods(signal?: AbortSignal) {
  const { data } = await callEndpoint(deliveriesEndpoints.listDeliveryMethods, { signal, toastOnError: false });
  return data;
}

export const deliveryMethodsQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.methods(), queryFn: ({ signal }) => getDeliveryMethods(signal) });

export const useDeliveryMethods = () => useQuery(deliveryMethodsQueryOptions());

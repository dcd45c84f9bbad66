import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryMethod } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/methods: every carrier with its switch, settings and whether it is configured. */
export async function getDeliveryMethods(signal?: AbortSignal): Promise<DeliveryMethod[]> {
  const { data } = await apiRequest<{ data: DeliveryMethod[] }>(`${DELIVERIES_PATH}/methods`, {
    signal,
    toastOnError: false,
  });
  return data;
}

export const deliveryMethodsQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.methods(), queryFn: ({ signal }) => getDeliveryMethods(signal) });

export const useDeliveryMethods = () => useQuery(deliveryMethodsQueryOptions());

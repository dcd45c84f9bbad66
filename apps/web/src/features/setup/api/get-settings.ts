import { queryOptions } from '@tanstack/react-query';
import { setupEndpoints } from '@supplier/contracts/setup-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { setupKeys } from './keys';

/** Setup flags, balances, store, subscriptions (PRODUCT.md section 3). */
export function getSettings(signal?: AbortSignal) {
  return callEndpoint(setupEndpoints.getSettings, { signal, toastOnError: false });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 0,
    retry: false,
  });

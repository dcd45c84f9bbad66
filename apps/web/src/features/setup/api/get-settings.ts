import { queryOptions } from '@tanstack/react-query';
import type { SettingsResponse } from '@supplier/contracts/setup';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

/** GET /admin-suppliers/v1/settings: setup flags, balances, store, subscriptions (PRODUCT.md section 3). */
export function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return apiRequest<SettingsResponse>('admin-suppliers/v1/settings', { signal, toastOnError: false });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 0,
    retry: false,
  });

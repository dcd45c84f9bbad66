import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { notificationKeys } from './keys';

/** {data, available}: the channel × type matrix. */
export function getNotificationSettings(signal?: AbortSignal) {
  return callEndpoint(notificationsEndpoints.getNotificationSettings, { signal, toastOnError: false });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

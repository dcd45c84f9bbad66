import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '@supplier/contracts/notifications';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET v1/notification/settings → {data, available}: the channel × type matrix. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettingsResponse> {
  return apiRequest<NotificationSettingsResponse>('v1/notification/settings', { signal, toastOnError: false });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

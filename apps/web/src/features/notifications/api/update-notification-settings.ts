import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettingsBulk,
  NotificationSettingsResponse,
  NotificationSettingsUpdate,
} from '@supplier/contracts/notifications';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** PUT v1/notification/settings: the channels given, each with enabled and/or types. */
export function updateNotificationSettings(body: NotificationSettingsUpdate): Promise<NotificationSettingsResponse> {
  return apiRequest<NotificationSettingsResponse>('v1/notification/settings', { method: 'PUT', body });
}

/** PUT v1/notification/settings/bulk: a channel wholesale, a type across channels, or one cell. */
export function bulkUpdateNotificationSettings(body: NotificationSettingsBulk): Promise<NotificationSettingsResponse> {
  return apiRequest<NotificationSettingsResponse>('v1/notification/settings/bulk', { method: 'PUT', body });
}

/** One switch of the matrix; the answer (the whole matrix) replaces the cached one. */
export function useBulkUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateNotificationSettings,
    onSuccess: (response) => queryClient.setQueryData(notificationKeys.settings(), response),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { notificationKeys } from './keys';

/** A channel wholesale, a type across channels, or one cell. */
export function bulkUpdateNotificationSettings(
  body: EndpointBody<typeof notificationsEndpoints.saveNotificationSettings>,
) {
  return callEndpoint(notificationsEndpoints.saveNotificationSettings, { body });
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { updateLoadedNotifications } from './cache';
import { writeNewNotificationsCount } from './get-new-count';

export function markAllNotificationsAsRead() {
  return callEndpoint(notificationsEndpoints.markAllNotificationsRead);
}

export function useMarkAllNotificationsAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsAsRead,
    onSuccess: (response) => {
      const now = new Date().toISOString();
      updateLoadedNotifications(queryClient, (items) =>
        items.map((item) => ({ ...item, read_at: item.read_at ?? now })),
      );
      writeNewNotificationsCount(queryClient, response.new_count);
    },
  });
}

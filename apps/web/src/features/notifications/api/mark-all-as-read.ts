import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationActionResponse } from '@supplier/contracts/notifications';
import { apiRequest } from '@/lib/api-client';
import { updateLoadedNotifications } from './cache';
import { writeNewNotificationsCount } from './get-new-count';

/** POST v2/notifications/mark-all-as-read */
export function markAllNotificationsAsRead(): Promise<NotificationActionResponse> {
  return apiRequest<NotificationActionResponse>('v2/notifications/mark-all-as-read', { method: 'POST' });
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

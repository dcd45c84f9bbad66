import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationActionResponse } from '@supplier/contracts/notifications';
import { apiRequest } from '@/lib/api-client';
import { updateLoadedNotifications } from './cache';
import { writeNewNotificationsCount } from './get-new-count';

/** POST v2/notifications/{id}/mark-as-read */
export function markNotificationAsRead(id: number): Promise<NotificationActionResponse> {
  return apiRequest<NotificationActionResponse>(`v2/notifications/${id}/mark-as-read`, { method: 'POST' });
}

export function useMarkNotificationAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationAsRead,
    onSuccess: (response, id) => {
      const now = new Date().toISOString();
      updateLoadedNotifications(queryClient, (items) =>
        items.map((item) => (item.id === id && !item.read_at ? { ...item, read_at: now } : item)),
      );
      writeNewNotificationsCount(queryClient, response.new_count);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { updateLoadedNotifications } from './cache';
import { writeNewNotificationsCount } from './get-new-count';

export function markNotificationAsRead(id: number) {
  return callEndpoint(notificationsEndpoints.markNotificationRead, { params: { id } });
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

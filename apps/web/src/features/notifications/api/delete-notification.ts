import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { toast } from '@/components/ui/use-toast';
import { callEndpoint } from '@/lib/endpoint-client';
import i18n from '@/lib/i18n';
import { updateLoadedNotifications } from './cache';
import { writeNewNotificationsCount } from './get-new-count';
import { notificationKeys } from './keys';

/** → 'Видалення пройшло успішно!' */
export function deleteNotification(id: number) {
  return callEndpoint(notificationsEndpoints.deleteNotification, { params: { id } });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: async (response, id) => {
      updateLoadedNotifications(queryClient, (items) => items.filter((item) => item.id !== id));
      writeNewNotificationsCount(queryClient, response.new_count);
      toast({ variant: 'successful', description: response.message || i18n.t('notifications:deleted') });
      // later pages moved up by one: reload what is shown
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}

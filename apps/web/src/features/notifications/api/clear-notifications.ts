import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { toast } from '@/components/ui/use-toast';
import { callEndpoint } from '@/lib/endpoint-client';
import i18n from '@/lib/i18n';
import { writeNewNotificationsCount } from './get-new-count';
import { notificationKeys } from './keys';

/** Clears all → 'Усі сповіщення успішно видалено!' */
export function clearNotifications() {
  return callEndpoint(notificationsEndpoints.deleteAllNotifications);
}

/** SPEC section 4: clearing all resets the list to page 1. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: async (response) => {
      writeNewNotificationsCount(queryClient, 0);
      toast({ variant: 'successful', description: response.message || i18n.t('notifications:cleared') });
      await queryClient.resetQueries({ queryKey: notificationKeys.lists() });
    },
  });
}

import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification } from '@supplier/contracts/notifications';
import type { NotificationsPage } from './get-notifications';
import { notificationKeys } from './keys';

type Pages = InfiniteData<NotificationsPage, number>;

/** Changes the loaded lists in place (every filter), so the page answers at once. */
export function updateLoadedNotifications(
  queryClient: QueryClient,
  change: (items: Notification[]) => Notification[],
): void {
  queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data) })) } : data,
  );
}

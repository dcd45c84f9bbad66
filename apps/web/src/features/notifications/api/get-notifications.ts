import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationType } from '@supplier/contracts/notifications';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint, type EndpointResponse } from '@/lib/endpoint-client';
import { writeNewNotificationsCount } from './get-new-count';
import { notificationKeys } from './keys';

export type NotificationFilter = NotificationType | 'all';
export type NotificationsPage = EndpointResponse<typeof notificationsEndpoints.listNotifications>;

/** One page (the server's per_page, SPEC section 9). */
export function getNotifications({ page, type }: { page: number; type: NotificationFilter }, signal?: AbortSignal) {
  return callEndpoint(notificationsEndpoints.listNotifications, {
    query: { page, 'filter[type]': type === 'all' ? undefined : type },
    signal,
    toastOnError: false,
  });
}

/**
 * SPEC section 4: page 1 replaces the list, later pages append (the infinite query's pages).
 * Every answer also refreshes the bell's count.
 */
export const notificationsQueryOptions = (type: NotificationFilter, queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(type),
    queryFn: async ({ pageParam, signal }) => {
      const response = await getNotifications({ page: pageParam, type }, signal);
      writeNewNotificationsCount(queryClient, response.new_count);
      return response;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 10_000,
  });

/** The loaded pages as one list (`data`), with how many the filter holds in all (`total`). */
export function useNotifications(type: NotificationFilter, queryClient: QueryClient) {
  return useInfiniteQuery({
    ...notificationsQueryOptions(type, queryClient),
    select: (answer) => ({ data: flattenNotifications(answer.pages), total: answer.pages[0]?.meta.total ?? 0 }),
  });
}

/** The loaded pages as one list; a notification that moved to a later page shows once. */
function flattenNotifications(pages: NotificationsPage[] | undefined): Notification[] {
  const seen = new Set<number>();
  const items: Notification[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

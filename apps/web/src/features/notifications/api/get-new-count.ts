import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { notificationKeys } from './keys';
import { useFirstPageShown } from '@/lib/first-page-shown';

const POLL_INTERVAL = 60_000;

/** The unread count; the bell reads a failure as 0, quietly. */
export async function getNewNotificationsCount(signal?: AbortSignal): Promise<number> {
  try {
    const { count } = await callEndpoint(notificationsEndpoints.countNewNotifications, { signal, toastOnError: false });
    return count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export const newNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.newCount(),
    queryFn: ({ signal }) => getNewNotificationsCount(signal),
    refetchInterval: POLL_INTERVAL,
    retry: false,
  });

/** The bell's count, asked for after the first page's own data (lib/first-page-shown). */
export const useNewNotificationsCount = () =>
  useQuery({ ...newNotificationsCountQueryOptions(), enabled: useFirstPageShown() });

/** The bell's count as an answer of the API gave it (list, mark-as-read, delete…). */
export function writeNewNotificationsCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(notificationKeys.newCount(), Math.max(0, count));
}

/**
 * Realtime `notification.created` carries the new count; the bell takes it without a fetch, and
 * an open `Сповіщення` list reloads to show the new one on top.
 */
export function setNewNotificationsCount(queryClient: QueryClient, count: number): void {
  writeNewNotificationsCount(queryClient, count);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}

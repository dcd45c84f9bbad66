import type { Locale } from '@supplier/contracts/constants';
import type { Notification } from '@supplier/contracts/notifications';
import { notificationText } from './notification-texts';
import type { NotificationRow } from './notifications.repository';

/** A notification as `locale` reads it. */
export function presentNotification(row: NotificationRow, locale: Locale): Notification {
  const { title, body } = notificationText(row, locale);
  return {
    id: row.id,
    type: row.type,
    title,
    body,
    data: row.data ?? null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

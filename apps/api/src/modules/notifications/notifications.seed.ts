import { notificationPermission } from '@supplier/contracts/notification-permissions';
import { count, eq } from 'drizzle-orm';
import type { NotificationType } from '@supplier/contracts/notifications';
import type { Db } from '../../db/client';
import type { MessageParams } from '../../i18n/messages';
import { keyedText, type NotificationTextKey } from './notification-texts';
import { notifications } from './notifications.table';

interface DemoNotification {
  type: NotificationType;
  key: NotificationTextKey;
  params: MessageParams;
  link?: string;
  /** How long ago it arrived. */
  minutesAgo: number;
  read: boolean;
}

/** Newest first: some new, some read, every type. */
const DEMO: DemoNotification[] = [
  {
    type: 'order',
    key: 'order_created',
    params: { order: 10482, total: '1 849 грн', total_kopiyky: 184900 },
    link: '/orders',
    minutesAgo: 12,
    read: false,
  },
  {
    type: 'ttn_added',
    key: 'ttn_added',
    params: { order: 10477, ttn: '20450812345678' },
    link: '/orders',
    minutesAgo: 95,
    read: false,
  },
  {
    type: 'remind_after_3_days',
    key: 'parcel_waiting',
    params: { order: 10465, ttn: '20450812339876', branch: 12 },
    link: '/orders',
    minutesAgo: 60 * 5,
    read: false,
  },
  {
    type: 'system',
    key: 'photo_rules_updated',
    params: { size: '800×800' },
    link: '/articles-information',
    minutesAgo: 60 * 20,
    read: false,
  },
  {
    type: 'shipment_sent',
    key: 'shipment_sent',
    params: { order: 10471, ttn: '20450812340012' },
    link: '/orders',
    minutesAgo: 60 * 26,
    read: true,
  },
  {
    type: 'product',
    key: 'product_moderated',
    params: { sku: '204117' },
    link: '/products/list',
    minutesAgo: 60 * 30,
    read: true,
  },
  {
    type: 'product',
    key: 'import_finished',
    params: { rows: 248, created: 196, updated: 47, skipped: 5 },
    link: '/products/imports',
    minutesAgo: 60 * 50,
    read: true,
  },
  {
    type: 'order',
    key: 'order_cancelled',
    params: { order: 10459 },
    link: '/orders',
    minutesAgo: 60 * 72,
    read: true,
  },
  {
    type: 'system',
    key: 'welcome',
    params: {},
    link: '/articles-information',
    minutesAgo: 60 * 24 * 7,
    read: true,
  },
];

/**
 * The demo supplier's notifications. Idempotent: nothing is added while the supplier has any
 * notification (after "clear all" they come back on the next start).
 */
export async function seedDemoNotifications(db: Db, supplierId: number, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.supplierId, supplierId));
  if ((existing?.n ?? 0) > 0) return;
  // oldest first, so ids grow with time like real ones
  await db.insert(notifications).values(
    [...DEMO].reverse().map((item) => {
      const createdAt = new Date(now.getTime() - item.minutesAgo * 60_000);
      return {
        supplierId,
        type: item.type,
        // What SQL reads; the panel renders the key in the reader's language.
        ...keyedText(item.key, item.params, 'uk'),
        textKey: item.key,
        textParams: item.params,
        permission: notificationPermission(item.type, item.key),
        data: item.link ? { link: item.link } : null,
        createdAt,
        readAt: item.read ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      };
    }),
  );
}

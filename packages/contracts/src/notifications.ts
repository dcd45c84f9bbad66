import { z } from 'zod';
import { decimal, idParam, idParams, messageResponse, paginationMeta } from './common';
import type { EndpointTable } from './endpoint';
import { notificationTypes } from './realtime';

/**
 * Notifications (SPEC sections 3, 7, 9; PRODUCT.md section 5): the list of the bell, the
 * per-channel settings, Web Push subscriptions.
 */

export { notificationTypes };
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

export const notificationChannels = ['telegram', 'sms', 'push', 'email'] as const;
export const notificationChannel = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannel>;

/** SPEC section 3: the types each channel can carry. Anything else is refused with 422. */
export const CHANNEL_TYPES = {
  telegram: ['ttn_added', 'shipment_sent', 'remind_after_3_days', 'system'],
  sms: ['ttn_added', 'shipment_sent', 'remind_after_3_days'],
  push: ['product', 'order', 'system'],
  email: ['product', 'order', 'system'],
} as const satisfies Record<NotificationChannel, readonly NotificationType[]>;

export function channelAllows(channel: NotificationChannel, type: NotificationType): boolean {
  return (CHANNEL_TYPES[channel] as readonly NotificationType[]).includes(type);
}

/** SPEC section 9: the list's default page size. */
export const NOTIFICATIONS_PER_PAGE = 5;

/** What `data` of a notification may carry; `link` is a path inside the panel (e.g. /orders). */
export const notificationData = z.looseObject({ link: z.string().max(500).optional() });
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id: z.number().int(),
  type: notificationType,
  title: z.string(),
  body: z.string(),
  data: notificationData.nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** GET v2/notifications?page&filter[type] (the query string keeps the bracket as part of the name). */
export const notificationsQuery = z.object({
  page: decimal(z.number().int().min(1).max(100_000).default(1)),
  per_page: decimal(z.number().int().min(1).max(50).default(NOTIFICATIONS_PER_PAGE)),
  'filter[type]': z.preprocess((value) => (value === '' ? undefined : value), notificationType.optional()),
});

export const notificationsResponse = z.object({
  data: z.array(notification),
  /** Unread notifications of every type (the bell's count). */
  new_count: z.number().int(),
  meta: paginationMeta,
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationParams = idParams;

/** GET v2/notifications/count/new */
export const newCountResponse = z.object({ count: z.number().int() });

/** Answer of mark-as-read, mark-all-as-read, delete and clear: the text and the bell's new count. */
export const notificationActionResponse = z.object({ message: z.string(), new_count: z.number().int() });
export type NotificationActionResponse = z.infer<typeof notificationActionResponse>;

// --- Settings ---------------------------------------------------------------------------------

export const channelSettings = z.object({ enabled: z.boolean(), types: z.array(notificationType) });

export const notificationSettings = z.object({
  telegram: channelSettings,
  sms: channelSettings,
  push: channelSettings,
  email: channelSettings,
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** GET/PUT v1/notification/settings answer: the settings and the types each channel allows. */
export const notificationSettingsResponse = z.object({
  data: notificationSettings,
  available: z.object({
    telegram: z.array(notificationType),
    sms: z.array(notificationType),
    push: z.array(notificationType),
    email: z.array(notificationType),
  }),
  message: z.string().optional(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;

const channelUpdate = z.object({
  enabled: z.boolean().optional(),
  types: z
    .array(notificationType)
    .max(notificationTypes.length)
    .transform((types) => [...new Set(types)])
    .optional(),
});

/**
 * PUT v1/notification/settings: any of the channels, each with `enabled` and/or the full list of
 * `types`. Channels left out keep what they had. A type the channel does not allow (CHANNEL_TYPES)
 * is a 422 on `<channel>.types`.
 */
export const notificationSettingsUpdate = z.object({
  telegram: channelUpdate.optional(),
  sms: channelUpdate.optional(),
  push: channelUpdate.optional(),
  email: channelUpdate.optional(),
});
export type NotificationSettingsUpdate = z.input<typeof notificationSettingsUpdate>;

/**
 * PUT v1/notification/settings/bulk, one switch over many cells of the channel × type matrix:
 * - `{channel, enabled}`: the channel wholesale: on with every type it allows, or off (its types kept);
 * - `{type, enabled}`: the type in every channel that allows it (added to or removed from `types`);
 * - `{channel, type, enabled}`: one cell; the channel must allow the type (else 422 on `type`).
 * Enabling a type never switches a disabled channel on. Neither channel nor type: 422 on `channel`.
 */
export const notificationSettingsBulk = z.object({
  channel: notificationChannel.optional(),
  type: notificationType.optional(),
  enabled: z.boolean(),
});
export type NotificationSettingsBulk = z.infer<typeof notificationSettingsBulk>;

// --- Web Push ---------------------------------------------------------------------------------

/** GET v1/notification/push-key: the VAPID public key for PushManager.subscribe. */
export const pushKeyResponse = z.object({ public_key: z.string() });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, { message: 'invalid' });

/** POST v1/notification/push-subscriptions: PushSubscription.toJSON() of the browser. */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url.min(20).max(200), auth: base64url.min(8).max(100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE v1/notification/push-subscriptions */
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().max(2000) });

export const notificationsEndpointSchemas = {
  listNotifications: {
    permission: 'member',
    query: notificationsQuery,
    responses: { 200: notificationsResponse },
    errors: [401],
  },
  countNewNotifications: { permission: 'member', responses: { 200: newCountResponse }, errors: [401] },
  markAllNotificationsRead: { permission: 'member', responses: { 200: notificationActionResponse }, errors: [401] },
  markNotificationRead: {
    permission: 'member',
    params: notificationParams,
    responses: { 200: notificationActionResponse },
    errors: [401, 404],
  },
  deleteNotification: {
    permission: 'member',
    params: notificationParams,
    responses: { 200: notificationActionResponse },
    errors: [401, 404],
  },
  deleteAllNotifications: { permission: 'member', responses: { 200: notificationActionResponse }, errors: [401] },
  getNotificationSettings: { permission: 'member', responses: { 200: notificationSettingsResponse }, errors: [401] },
  saveNotificationSetting: {
    permission: 'member',
    body: notificationSettingsUpdate,
    responses: { 200: notificationSettingsResponse },
    errors: [401, 422],
  },
  saveNotificationSettings: {
    permission: 'member',
    body: notificationSettingsBulk,
    responses: { 200: notificationSettingsResponse },
    errors: [401, 422],
  },
  getPushKey: { permission: 'member', responses: { 200: pushKeyResponse }, errors: [401] },
  addPushSubscription: {
    permission: 'member',
    body: pushSubscriptionRequest,
    responses: { 201: messageResponse },
    errors: [401, 422],
  },
  removePushSubscription: {
    permission: 'member',
    body: pushUnsubscribeRequest,
    responses: { 200: messageResponse },
    errors: [401, 404],
  },
} satisfies EndpointTable;

// --- Dev ----------------------------------------------------------------------------------------

/** POST /api/dev/notifications (not in production unless DEV_TOOLS=true): notify() for a supplier. */
export const devNotificationRequest = z.object({
  supplier_id: idParam,
  type: notificationType,
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).default(''),
  data: notificationData.nullable().optional(),
});

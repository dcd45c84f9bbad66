import { endpoints } from './endpoint';
import type { notificationsEndpointSchemas } from './notifications';

/**
 * Notifications (SPEC section 7): the bell's list, the channel settings and Web Push
 * subscriptions: where each endpoint lives; its schemas are in `notifications.ts`.
 */
export const notificationsEndpoints = endpoints<typeof notificationsEndpointSchemas>()({
  listNotifications: 'GET /v2/notifications',
  countNewNotifications: 'GET /v2/notifications/count/new',
  markAllNotificationsRead: 'POST /v2/notifications/mark-all-as-read',
  markNotificationRead: 'POST /v2/notifications/:id/mark-as-read',
  deleteNotification: 'DELETE /v2/notifications/:id',
  deleteAllNotifications: 'DELETE /v2/notifications',
  getNotificationSettings: 'GET /v1/notification/settings',
  saveNotificationSetting: 'PUT /v1/notification/settings',
  saveNotificationSettings: 'PUT /v1/notification/settings/bulk',
  getPushKey: 'GET /v1/notification/push-key',
  addPushSubscription: 'POST /v1/notification/push-subscriptions',
  removePushSubscription: 'DELETE /v1/notification/push-subscriptions',
});

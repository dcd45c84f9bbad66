import { roleCan, type Permission } from './permissions';
import { TEAM_ROLES, type TeamRole } from './team-roles';

/**
 * Who reads which notification in a shop's team (issue 34, ADR 0052): each notification belongs to
 * the permission of the team's matrix that reads its subject, and a member sees it in the bell, gets
 * its realtime event and its deliveries only when their role holds that permission. No zod here:
 * the shell's bell reads it on the first load.
 */

/** SPEC section 3's notification types. */
export const notificationTypes = [
  'order',
  'ttn_added',
  'shipment_sent',
  'remind_after_3_days',
  'product',
  'system',
] as const;

export type NotificationTypeName = (typeof notificationTypes)[number];

const PERMISSION_OF_TYPE: Record<NotificationTypeName, Permission> = {
  order: 'orders:read',
  ttn_added: 'orders:read',
  shipment_sent: 'orders:read',
  remind_after_3_days: 'orders:read',
  product: 'catalogue',
  system: 'settings',
};

/**
 * SPEC's types name few subjects: a chat message, a review and a return come as `order`, a
 * disabled webhook as `system`. Their text key says what they are about.
 */
const PERMISSION_OF_TEXT: Readonly<Record<string, Permission>> = {
  chat_message: 'chats',
  review_created: 'reviews',
  return_requested: 'returns',
  return_status: 'returns',
  webhook_disabled: 'integrations',
};

/** Every permission a notification can belong to. */
export const NOTIFICATION_PERMISSIONS: readonly Permission[] = [
  ...new Set([...Object.values(PERMISSION_OF_TYPE), ...Object.values(PERMISSION_OF_TEXT)]),
];

/** The permission that reads a notification of `type` with the product's text `textKey` (null: written by a person). */
export function notificationPermission(type: NotificationTypeName, textKey: string | null | undefined): Permission {
  return (
    (textKey && Object.hasOwn(PERMISSION_OF_TEXT, textKey) && PERMISSION_OF_TEXT[textKey]) || PERMISSION_OF_TYPE[type]
  );
}

/** The notifications' permissions a role reads: every one for an owner. */
export const notificationPermissionsOf = (role: TeamRole): Permission[] =>
  NOTIFICATION_PERMISSIONS.filter((permission) => roleCan(role, permission));

/** The roles that read a notification of `permission`. */
export const rolesReading = (permission: Permission): TeamRole[] =>
  TEAM_ROLES.filter((role) => roleCan(role, permission));

/**
 * The channel of `notification.created` for one role of a supplier, without `private-`: every
 * member of that role hears the notifications it reads, with the unread count they see. Only a
 * member of that role may subscribe to it.
 */
export const notificationChannelName = (role: TeamRole, supplierId: number): string =>
  `notifications-${role}.${supplierId}`;

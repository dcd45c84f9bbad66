import type { EndpointPermission } from './permissions';

/**
 * The supplier's private realtime channels, one per family of events, each read by the role that
 * holds its permission (issue 34, ADR 0048): the auth endpoint refuses the rest, and the panel
 * subscribes only to what its role may read. SPEC's `customer.{id}` keeps `customer.change`, every
 * member's; the bell's `notification.created` goes to each role's own channel (notification-permissions.ts). No zod here: the shell reads it on the first load.
 */
export const SUPPLIER_CHANNELS = {
  customer: 'member',
  orders: 'orders:read',
  returns: 'returns',
  reviews: 'reviews',
  chats: 'chats',
  balance: 'money:read',
} as const satisfies Record<string, EndpointPermission>;

export type SupplierChannel = keyof typeof SUPPLIER_CHANNELS;

/** An event's family by its first word: `order.changed` is the orders channel's. */
const FAMILY_OF_EVENT: Record<string, SupplierChannel> = {
  order: 'orders',
  return: 'returns',
  review: 'reviews',
  chat: 'chats',
  balance: 'balance',
};

/** Which of the supplier's channels carries `event` (anything not of a family is the customer channel's). */
export const supplierChannelOf = (event: string): SupplierChannel =>
  FAMILY_OF_EVENT[event.split('.', 1)[0]!] ?? 'customer';

/** The channel carrying `event` for a supplier, without `private-` (laravel-echo's form): `orders.12`. */
export const supplierChannelName = (event: string, supplierId: number): string =>
  `${supplierChannelOf(event)}.${supplierId}`;

/**
 * A member's own channel: `member.changed` tells their open panels that the owner changed their
 * role (they read their account again) or deactivated them (they sign out).
 */
export const memberChannelName = (memberId: number): string => `member.${memberId}`;

export const MEMBER_CHANGED_EVENT = 'member.changed';

/** Event names exactly as the panel listens to them; here, without zod, for the shell's first load. */
export const REALTIME_EVENTS = {
  customerChange: 'customer.change',
  connectTelegram: 'connect-telegram',
  notificationCreated: 'notification.created',
  balanceChanged: 'balance.changed',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The payload of `member.changed`. */
export interface MemberChangedEvent {
  active: boolean;
}

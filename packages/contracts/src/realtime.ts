import { z } from 'zod';
import type { EndpointTable } from './endpoint';
import { supplier } from './identity';
import { notificationTypes } from './notification-permissions';
import type { MemberChangedEvent } from './realtime-channels';
import { moneyTotal } from './setup';

/**
 * Realtime over the Pusher Channels protocol (PRODUCT.md section 5, PROTOCOLS.md section 1).
 * Channel names here are the full server-side names; laravel-echo's `private(name)` takes them
 * without the `private-` prefix.
 */

export { REALTIME_EVENTS, type RealtimeEventName } from './realtime-channels';

export const PRIVATE_PREFIX = 'private-';

/** Channel names without the `private-` prefix (the form laravel-echo's private() takes). */
export const realtimeChannels = {
  customer: (supplierId: number) => `customer.${supplierId}`,
  connectTelegram: (supplierId: number) => `connect-telegram.${supplierId}`,
};

/** Protocol limits shared by the server, the auth endpoint and the HTTP API (soketi's values). */
export const CHANNEL_NAME_PATTERN = /^[-a-zA-Z0-9_=@,.;]+$/;
export const CHANNEL_NAME_MAX = 200;
export const EVENT_NAME_MAX = 200;
export const socketIdPattern = /^\d+\.\d+$/;

export const channelName = z.string().max(CHANNEL_NAME_MAX).regex(CHANNEL_NAME_PATTERN, { message: 'invalid' });
export const socketId = z.string().max(50).regex(socketIdPattern, { message: 'invalid' });

// --- Event payloads -------------------------------------------------------------------------

/** `customer.change` on private-customer.{id}: `data` is merged into the stored user data. */
export const customerChangeEvent = z.object({ data: supplier.partial() });
export type CustomerChangeEvent = z.infer<typeof customerChangeEvent>;

/** `connect-telegram` on private-connect-telegram.{id}: the chat id the bot bound. */
export const connectTelegramEvent = z.object({ tgChatId: z.string(), success: z.boolean() });
export type ConnectTelegramEvent = z.infer<typeof connectTelegramEvent>;

export { notificationTypes };

/**
 * `notification.created` on private-notifications-{role}.{id} (ADR 0052): the new notification (its
 * own fields may grow) and the count of unread ones that role's bell shows.
 */
export const notificationCreatedEvent = z.object({
  notification: z.looseObject({ id: z.number().int(), type: z.enum(notificationTypes) }),
  new_count: z.number().int().min(0),
});
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEvent>;

/** `balance.changed` on private-balance.{id}: both balances after the movement. */
export const balanceChangedEvent = z.object({ balance: moneyTotal, service_balance: moneyTotal });

/** `member.changed` on private-member.{memberId} (ADR 0048). */
export const memberChangedEvent = z.object({ active: z.boolean() }) satisfies z.ZodType<MemberChangedEvent>;
export type BalanceChangedEvent = z.infer<typeof balanceChangedEvent>;

// --- Calls ----------------------------------------------------------------------------------

/** GET /api/realtime/config: how pusher-js / laravel-echo reach the realtime server. */
export const realtimeConfigResponse = z.object({
  key: z.string(),
  cluster: z.string(),
  wsHost: z.string(),
  wsPort: z.number().int(),
  wssPort: z.number().int(),
  forceTLS: z.boolean(),
  enabledTransports: z.array(z.enum(['ws', 'wss'])),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigResponse>;

/**
 * The realtime client's configuration. POST /api/broadcasting/auth stays outside the table: pusher-js
 * calls it with a form-encoded body, in the Pusher protocol's shape.
 */
export const realtimeEndpointSchemas = {
  getRealtimeConfig: { permission: 'public', responses: { 200: realtimeConfigResponse }, errors: [] },
} satisfies EndpointTable;

/** POST /api/broadcasting/auth (form-encoded by pusher-js). */
export const broadcastingAuthRequest = z.object({ socket_id: socketId, channel_name: channelName });
export const broadcastingAuthResponse = z.object({ auth: z.string(), channel_data: z.string().optional() });
export type BroadcastingAuthResponse = z.infer<typeof broadcastingAuthResponse>;

/** Pusher HTTP API: one event (POST /apps/{appId}/events, and each item of batch_events). */
export const pusherTriggerBody = z.object({
  name: z.string().min(1),
  data: z.string(),
  channel: z.string().optional(),
  channels: z.array(z.string()).optional(),
  socket_id: socketId.optional(),
});
export type PusherTriggerBody = z.infer<typeof pusherTriggerBody>;
export const pusherBatchBody = z.object({ batch: z.array(pusherTriggerBody) });
export const pusherChannelsResponse = z.object({
  channels: z.record(z.string(), z.object({ subscription_count: z.number().int(), occupied: z.boolean() })),
});

import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  PRIVATE_PREFIX,
  REALTIME_EVENTS,
  balanceChangedEvent,
  connectTelegramEvent,
  customerChangeEvent,
  memberChangedEvent,
  notificationCreatedEvent,
  realtimeChannels,
  type BalanceChangedEvent,
  type ConnectTelegramEvent,
  type CustomerChangeEvent,
  type NotificationCreatedEvent,
} from '@supplier/contracts/realtime';
import {
  IMPORT_PROGRESS_EVENT,
  importChannel,
  importProgressEvent,
  type ImportProgressEvent,
} from '@supplier/contracts/imports';
import {
  MEMBER_CHANGED_EVENT,
  memberChannelName,
  supplierChannelName,
  type MemberChangedEvent,
} from '@supplier/contracts/realtime-channels';
import { ORDER_REALTIME_EVENTS, orderRealtimeEvent, type OrderRealtimeEvent } from '@supplier/contracts/orders';
import { REVIEW_REALTIME_EVENTS, reviewRealtimeEvent, type ReviewRealtimeEvent } from '@supplier/contracts/reviews';
import { RETURN_REALTIME_EVENTS, returnRealtimeEvent, type ReturnRealtimeEvent } from '@supplier/contracts/returns';
import { notificationChannelName } from '@supplier/contracts/notification-permissions';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { Broadcaster } from '../../drivers/broadcaster';

/**
 * The product's realtime events (PRODUCT.md section 5) as typed publishers. Delivery is best
 * effort and never holds a reply: the broadcaster takes the event at once (an external server gets
 * it in the background, retried briefly) and a failure is logged, never failing the change.
 *
 *   await realtimeEvents(app.drivers.broadcaster, request.log).customerChanged(id, { telegram_id: null });
 */
export function realtimeEvents(broadcaster: Broadcaster, log?: FastifyBaseLogger) {
  async function publish<S extends z.ZodType>(channel: string, event: string, schema: S, payload: z.input<S>) {
    const data = schema.parse(payload);
    try {
      await broadcaster.publish([`${PRIVATE_PREFIX}${channel}`], event, data);
    } catch (error) {
      log?.warn({ err: error, event, channel }, 'realtime event not published');
    }
  }
  /** An event of the supplier's, on the channel of its family (ADR 0048). */
  const ofSupplier = <S extends z.ZodType>(supplierId: number, event: string, schema: S, payload: z.input<S>) =>
    publish(supplierChannelName(event, supplierId), event, schema, payload);
  return {
    /** `customer.change`: fields of the stored user that changed. */
    customerChanged: (supplierId: number, data: CustomerChangeEvent['data']) =>
      ofSupplier(supplierId, REALTIME_EVENTS.customerChange, customerChangeEvent, { data }),
    /** `connect-telegram`: the bot bound a chat. */
    connectTelegram: (supplierId: number, payload: ConnectTelegramEvent) =>
      publish(
        realtimeChannels.connectTelegram(supplierId),
        REALTIME_EVENTS.connectTelegram,
        connectTelegramEvent,
        payload,
      ),
    /** `connect-telegram` on a member's own channel: the bot bound the member's own chat (ADR 0052). */
    memberTelegramConnected: (memberId: number, payload: ConnectTelegramEvent) =>
      publish(memberChannelName(memberId), REALTIME_EVENTS.connectTelegram, connectTelegramEvent, payload),
    /** `notification.created`: a new notification for the bells of one role that reads it (ADR 0052). */
    notificationCreated: (supplierId: number, role: TeamRole, payload: NotificationCreatedEvent) =>
      publish(
        notificationChannelName(role, supplierId),
        REALTIME_EVENTS.notificationCreated,
        notificationCreatedEvent,
        payload,
      ),
    /** `balance.changed`: both balances after a money movement. */
    balanceChanged: (supplierId: number, payload: BalanceChangedEvent) =>
      ofSupplier(supplierId, REALTIME_EVENTS.balanceChanged, balanceChangedEvent, payload),
    /** `order.created`: a new order for the live list, with the tab counts after it. */
    orderCreated: (supplierId: number, payload: OrderRealtimeEvent) =>
      ofSupplier(supplierId, ORDER_REALTIME_EVENTS.created, orderRealtimeEvent, payload),
    /** `order.changed`: an order moved (panel, gateway or carrier), with the tab counts after it. */
    orderChanged: (supplierId: number, payload: OrderRealtimeEvent) =>
      ofSupplier(supplierId, ORDER_REALTIME_EVENTS.changed, orderRealtimeEvent, payload),
    /** `review.created`: a new review for the live list, with the unanswered count after it. */
    reviewCreated: (supplierId: number, payload: ReviewRealtimeEvent) =>
      ofSupplier(supplierId, REVIEW_REALTIME_EVENTS.created, reviewRealtimeEvent, payload),
    /** `review.changed`: a review was answered or reported, with the unanswered count after it. */
    reviewChanged: (supplierId: number, payload: ReviewRealtimeEvent) =>
      ofSupplier(supplierId, REVIEW_REALTIME_EVENTS.changed, reviewRealtimeEvent, payload),
    /** `return.created`: a new return request for the live list, with the tab counts after it. */
    returnCreated: (supplierId: number, payload: ReturnRealtimeEvent) =>
      ofSupplier(supplierId, RETURN_REALTIME_EVENTS.created, returnRealtimeEvent, payload),
    /** `return.changed`: a request moved (decision, buyer, carrier, refund), with the tab counts after it. */
    returnChanged: (supplierId: number, payload: ReturnRealtimeEvent) =>
      ofSupplier(supplierId, RETURN_REALTIME_EVENTS.changed, returnRealtimeEvent, payload),
    /** `member.changed`: the owner changed a member's role or deactivated them (their open panels follow). */
    memberChanged: (memberId: number, payload: MemberChangedEvent) =>
      publish(memberChannelName(memberId), MEMBER_CHANGED_EVENT, memberChangedEvent, payload),
    /** `import.progress`: a product import run as it stands, after each batch and at its end. */
    importProgress: (payload: ImportProgressEvent) =>
      publish(importChannel(payload.id), IMPORT_PROGRESS_EVENT, importProgressEvent, payload),
  };
}

export type RealtimeEvents = ReturnType<typeof realtimeEvents>;

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import { emitWebhookEvent } from '../integrations';
import { sendToStorefront } from '../marketplace';
import { balanceAnnouncer, moneyStore, type BalanceAnnouncer } from '../money';
import type { NotificationsService } from '../notifications';
import { ordersContext, type OrdersContext } from '../orders';
import { realtimeEvents, type RealtimeEvents } from '../realtime';
import { returnsRepository, type ReturnsRepository } from './returns.repository';

/**
 * What the returns use cases work over: the database, the module's repository, and the faces of
 * the modules a return touches (orders for the order, its stock and the replacement order; money
 * for the refund; webhooks, the storefront, realtime and notifications to tell everyone).
 */
export interface ReturnsContext {
  db: Db;
  returns: ReturnsRepository;
  orders: OrdersContext;
  emitWebhookEvent: typeof emitWebhookEvent;
  sendToStorefront: typeof sendToStorefront;
  events: RealtimeEvents;
  balances: BalanceAnnouncer;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Queues the photo job of a new request. */
  queuePhotos: (tx: Db, returnId: number) => Promise<void>;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function returnsContext(app: FastifyInstance, queuePhotos: ReturnsContext['queuePhotos']): ReturnsContext {
  const db = app.database.db;
  return {
    db,
    returns: returnsRepository(db),
    orders: ordersContext(app),
    emitWebhookEvent,
    sendToStorefront,
    events: realtimeEvents(app.drivers.broadcaster, app.log),
    balances: balanceAnnouncer({ store: moneyStore(db), broadcaster: app.drivers.broadcaster, log: app.log }),
    notifications: app.notifications,
    queuePhotos,
    clock: app.drivers.clock,
    log: app.log.child({ module: 'returns' }),
  };
}

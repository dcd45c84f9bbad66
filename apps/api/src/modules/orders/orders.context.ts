import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import type { NovaPoshtaClient } from '../../drivers/novaposhta';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { realtimeEvents, type RealtimeEvents } from '../realtime';
import { productsStockRepository } from '../catalog';
import { deliveriesRepository, npKeysService, type NpKeysService, type SenderRow } from '../deliveries';
import { emitWebhookEvent } from '../integrations';
import type { NotificationsService } from '../notifications';
import { storesRepository } from '../stores';
import { orderLinesRepository, type OrderLinesRepository } from './order-lines.repository';
import { orderTrackingRepository, type OrderTrackingRepository } from './order-tracking.repository';
import { ordersRepository, type OrdersRepository } from './orders.repository';

/**
 * What the orders use cases work over: the database, the module's repositories and the other
 * modules' faces they use (catalog's stock, stores' names, webhook events, realtime,
 * notifications, Nova Poshta keys and sender). The panel's routes, the gateway, the jobs and the
 * supplier API take the same context, so a change made by any has the same history, stock,
 * notifications and realtime events.
 */
export interface OrdersContext {
  db: Db;
  orders: OrdersRepository;
  lines: OrderLinesRepository;
  tracking: OrderTrackingRepository;
  /** Catalog's stock: products are locked and moved in the order's transaction. */
  stock: ReturnType<typeof productsStockRepository>;
  emitWebhookEvent: typeof emitWebhookEvent;
  events: RealtimeEvents;
  /** The name of the supplier's store (null: none, or not the supplier's), read through the stores module. */
  storeName: (supplierId: number, storeId: number | null, tx?: Db) => Promise<string | null>;
  notifications: Pick<NotificationsService, 'notify'>;
  novaposhta: {
    client: NovaPoshtaClient;
    keys: NpKeysService;
    sender: (supplierId: number) => Promise<SenderRow | null>;
    /** NOVAPOSHTA_DRIVER=live: the sticker is Nova Poshta's own printed marking, fetched with the key. */
    liveMarking: boolean;
    /** A waybill is asked about again at most this often. */
    trackingEveryMs: number;
  };
  clock: Clock;
  log: FastifyBaseLogger;
}

export function ordersContext(app: FastifyInstance): OrdersContext {
  const db = app.database.db;
  const deliveries = deliveriesRepository(db);
  const client = app.drivers.novaposhta.client;
  return {
    db,
    orders: ordersRepository(db),
    lines: orderLinesRepository(db),
    tracking: orderTrackingRepository(db),
    stock: productsStockRepository(),
    emitWebhookEvent,
    events: realtimeEvents(app.drivers.broadcaster, app.log),
    storeName: async (supplierId, storeId, tx = db) =>
      storeId === null ? null : ((await storesRepository(tx).find(supplierId, storeId))?.name ?? null),
    notifications: app.notifications,
    novaposhta: {
      client,
      keys: npKeysService({
        db,
        repo: deliveries,
        client,
        box: secretBoxFromConfig(app.config),
        clock: app.drivers.clock,
      }),
      sender: (supplierId) => deliveries.sender.find(supplierId),
      liveMarking: app.config.NOVAPOSHTA_DRIVER === 'live',
      trackingEveryMs: app.config.NOVAPOSHTA_TRACKING_SECONDS * 1000,
    },
    clock: app.drivers.clock,
    log: app.log,
  };
}

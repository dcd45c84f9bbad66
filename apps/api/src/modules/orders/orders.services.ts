import type { FastifyInstance } from 'fastify';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { realtimeEvents } from '../broadcasting/realtime-events';
import { deliveriesRepository } from '../deliveries/deliveries.repository';
import { npKeysService } from '../deliveries/np-keys.service';
import { ordersRepository } from './orders.repository';
import { ordersService } from './orders.service';
import { waybillsService } from './orders.waybills';

/**
 * The orders rules and Nova Poshta waybills as one app wires them: the panel's routes and the
 * supplier API (modules/supplier-api) take the same services, so a change made by
 * either has the same history, stock, notifications and realtime events.
 */
export function ordersServices(app: FastifyInstance) {
  const repo = ordersRepository(app.database.db);
  const orders = ordersService({
    repo,
    events: realtimeEvents(app.drivers.broadcaster, app.log),
    notifications: app.notifications,
    log: app.log,
  });
  const novaposhta = app.drivers.novaposhta;
  const keys = npKeysService({
    repo: deliveriesRepository(app.database.db),
    client: novaposhta.client,
    box: secretBoxFromConfig(app.config),
    clock: app.drivers.clock,
  });
  const waybills = waybillsService({
    orders,
    repo,
    deliveries: deliveriesRepository(app.database.db),
    keys,
    client: novaposhta.client,
    clock: app.drivers.clock,
    liveMarking: app.config.NOVAPOSHTA_DRIVER === 'live',
    log: app.log.child({ module: 'orders.waybills' }),
  });
  return { repo, orders, keys, waybills };
}

export type OrdersServices = ReturnType<typeof ordersServices>;

import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { realtimeEvents } from '../realtime';
import { channelSenders } from './delivery.channels';
import { deliveryJob } from './delivery.job';
import { DELIVERY_JOB, notificationsRepository } from './notifications.repository';
import { notificationsDevRoutes, notificationsRoutes } from './notifications.routes';
import { notificationsService, type NotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Notifications for the rest of the product:
     *   await app.notifications.notify(supplierId, {type: 'order', key: 'order_created', params: {order: 1042, total}, data: {link: '/orders'}});
     */
    notifications: NotificationsHandle;
  }
}

type NotificationsHandle = NotificationsService;
const byDatabase = new WeakMap<object, NotificationsHandle>();

/**
 * The notifications of an app for tests, which hold the root instance, where the decorator of the
 * `/api` context is not visible. Modules use `app.notifications`.
 */
export function notificationsOf(app: { database: object }): NotificationsHandle {
  const found = byDatabase.get(app.database);
  if (!found) throw new Error('the notifications module is not registered on this app');
  return found;
}

/**
 * The notifications module (ADR 0037): `app.notifications`, the `notification.delivery` job on the
 * job runner, and its routes (SPEC section 7 notification calls).
 */
export const notificationsModule = fp<Record<never, never>>(
  async (appInstance) => {
    const app = appInstance.withTypeProvider<ZodTypeProvider>();
    const config = app.config;
    const repository = notificationsRepository(app.database.db);
    app.jobs.register(
      DELIVERY_JOB,
      deliveryJob({
        repository,
        senders: channelSenders({
          telegram: app.drivers.telegram,
          sms: app.drivers.sms,
          mail: app.drivers.mail,
          push: app.drivers.push,
          repository,
          publicUrl: config.PUBLIC_URL,
        }),
        clock: app.drivers.clock,
        maxAttempts: config.NOTIFICATIONS_MAX_ATTEMPTS,
        retryBaseMs: config.NOTIFICATIONS_RETRY_SECONDS * 1000,
      }),
    );
    const service = notificationsService({
      repository,
      events: realtimeEvents(app.drivers.broadcaster, app.log),
      clock: app.drivers.clock,
    });
    app.decorate('notifications', service);
    byDatabase.set(app.database, service);

    await app.register(notificationsRoutes, { service });
    await app.register(notificationsDevRoutes, { service });
  },
  { name: 'notifications' },
);

import type { FastifyPluginAsync } from 'fastify';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { WEBHOOK_RETRIES } from '../../lib/standard-webhooks';
import { integrationsRoutes } from './integrations.routes';
import { WEBHOOK_DELIVERY_JOB } from './webhooks/webhook-events.repository';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import { webhooksService } from './webhooks/webhooks.service';

/**
 * The integrations module (ADR 0037): the supplier's API tokens, their webhook endpoints and the
 * `webhooks.deliver` job.
 */
export const integrationsModule: FastifyPluginAsync = async (app) => {
  const webhooks = webhooksService({
    db: app.database.db,
    box: secretBoxFromConfig(app.config),
    clock: app.drivers.clock,
    notifications: app.notifications,
    log: app.log,
    allowPrivate: app.devTools,
  });
  app.jobs.register<{ deliveryId: number }>(WEBHOOK_DELIVERY_JOB, {
    ...WEBHOOK_RETRIES,
    run: ({ deliveryId }, { attempt }) => webhooks.deliver(deliveryId, attempt),
    failed: ({ deliveryId }, reason) => webhooks.gaveUp(deliveryId, reason),
  });

  await app.register(webhooksRoutes, { webhooks });
  await app.register(integrationsRoutes);
};

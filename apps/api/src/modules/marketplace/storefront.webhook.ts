import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STOREFRONT_INBOX_PATHS, type StorefrontEventType } from '@supplier/contracts/marketplace';
import type { Db } from '../../db/client';
import { PermanentJobError } from '../../jobs/job-runner';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { signedWebhookHeaders, WEBHOOK_RETRIES, WEBHOOK_TIMEOUT_MS } from '../../lib/standard-webhooks';
import { marketplaceSecret, ownOrigin } from './marketplace.gateway';

export const STOREFRONT_WEBHOOK_JOB = 'storefront.webhook';

type StorefrontDelivery = {
  id: string;
  type: StorefrontEventType;
  timestamp: string;
  data: Record<string, unknown>;
};

/**
 * Queues an event for the storefront in the caller's transaction: it leaves if and only if the
 * change it tells of commits, and the job runner delivers it (with retries) after the reply.
 */
export async function sendToStorefront(
  db: Db,
  type: StorefrontEventType,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const payload: StorefrontDelivery = { id: `msg_${randomUUID()}`, type, timestamp: at.toISOString(), data };
  await enqueueJobs(db, [{ kind: STOREFRONT_WEBHOOK_JOB, payload: { ...payload } }]);
}

/**
 * Delivers storefront events: to MARKETPLACE_WEBHOOK_URL, or in the local mode to the local
 * storefront of this process, signed and retried as every outgoing webhook
 * (`lib/standard-webhooks.ts`: 5 s, 20 s, 80 s … for about a day); the same `webhook-id` on every
 * try, so the storefront applies each event once.
 */
export function registerStorefrontWebhook(app: FastifyInstance): void {
  let secret: string | undefined;
  let warned = false;
  app.jobs.register<StorefrontDelivery>(STOREFRONT_WEBHOOK_JOB, {
    ...WEBHOOK_RETRIES,
    run: async (event) => {
      const local = app.devTools ? ownOrigin(app) : null;
      const url = app.config.MARKETPLACE_WEBHOOK_URL ?? (local ? `${local}${STOREFRONT_INBOX_PATHS.webhook}` : null);
      if (!url) {
        if (!warned) app.log.warn('MARKETPLACE_WEBHOOK_URL is unset: storefront events are dropped');
        warned = true;
        return;
      }
      secret ??= marketplaceSecret(app.config);
      const body = JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedWebhookHeaders(secret, event.id, app.drivers.clock.now(), body),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return;
      const problem = `the storefront answered ${response.status}`;
      // A storefront that refuses the signature will refuse every retry too.
      if (response.status === 401 || response.status === 403) throw new PermanentJobError(problem);
      throw new Error(problem);
    },
  });
}

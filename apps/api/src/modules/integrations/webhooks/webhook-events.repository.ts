import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { WebhookEventType } from '@supplier/contracts/webhooks';
import type { Db } from '../../../db/client';
import { enqueueJobs } from '../../../jobs/jobs.repository';
import { integrations } from '../integrations.table';
import { webhookDeliveries, webhookEndpoints } from './webhooks.table';

export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/** The JSON a receiver gets: `{type, timestamp, data}` (timestamp: when it happened, ISO 8601). */
export function webhookBody(type: string, at: Date, data: Record<string, unknown>): Record<string, unknown> {
  return { type, timestamp: at.toISOString(), data };
}

/**
 * Tells the supplier's webhook endpoints of a change, in the caller's transaction (as
 * `sendToStorefront` does for the storefront): a delivery row and a job per endpoint that wants
 * `type` (of an integration not revoked), kept if and only if the change commits. With no such
 * endpoint it is one indexed read (`webhook_endpoints_supplier_idx`) and nothing is written.
 */
export async function emitWebhookEvent(
  db: Db,
  supplierId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  at: Date = new Date(),
): Promise<void> {
  await emitWebhookEvents(db, supplierId, type, [data], at);
}

/** `emitWebhookEvent` for many changes of one kind at once (a bulk update): one read, one event id each. */
export async function emitWebhookEvents(
  db: Db,
  supplierId: number,
  type: WebhookEventType,
  events: Record<string, unknown>[],
  at: Date = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(integrations, and(eq(integrations.id, webhookEndpoints.integrationId), isNull(integrations.revokedAt)))
    .where(
      and(
        eq(webhookEndpoints.supplierId, supplierId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (endpoints.length === 0) return;
  const deliveries = events.flatMap((data) => {
    const eventId = `msg_${randomUUID()}`;
    const payload = webhookBody(type, at, data);
    return endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      supplierId,
      eventType: type,
      eventId,
      payload,
      nextAttemptAt: at,
      createdAt: at,
    }));
  });
  // 1,000 rows of 7 values a statement: far below PostgreSQL's 65,535 parameters
  for (let start = 0; start < deliveries.length; start += 1_000) {
    const rows = await db
      .insert(webhookDeliveries)
      .values(deliveries.slice(start, start + 1_000))
      .returning({ id: webhookDeliveries.id });
    await enqueueJobs(
      db,
      rows.map((row) => ({ kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: row.id } })),
    );
  }
}

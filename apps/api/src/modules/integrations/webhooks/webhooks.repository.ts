import { and, count, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { WebhookDeliveryState, WebhookEventType } from '@supplier/contracts/webhooks';
import type { Db } from '../../../db/client';
import { integrations } from '../integrations.table';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.table';

/** What a delivery's try met, as recorded on it. */
export interface DeliveryTry {
  state: WebhookDeliveryState;
  responseCode: number | null;
  responseBody: string | null;
  lastError: string | null;
  durationMs: number;
  nextAttemptAt: Date | null;
  at: Date;
}

/**
 * Webhook endpoints and their deliveries (ADR 0024); `webhook-events.repository` queues the
 * deliveries of events. Reads run on the connection given; methods taking `tx` run inside the
 * service's transaction.
 */
export function webhooksRepository(db: Db) {
  const mine = (supplierId: number, id: number) =>
    and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.supplierId, supplierId));

  return {
    async integration(supplierId: number, integrationId: number): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: integrations.id, name: integrations.name })
        .from(integrations)
        .where(and(eq(integrations.id, integrationId), eq(integrations.supplierId, supplierId)));
      return row ?? null;
    },

    async integrationName(integrationId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: integrations.name })
        .from(integrations)
        .where(eq(integrations.id, integrationId));
      return row?.name ?? null;
    },

    async endpoint(supplierId: number, integrationId: number, id: number): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.id, id),
            eq(webhookEndpoints.integrationId, integrationId),
            eq(webhookEndpoints.supplierId, supplierId),
          ),
        );
      return row ?? null;
    },

    endpoints(supplierId: number, integrationId: number): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.integrationId, integrationId), eq(webhookEndpoints.supplierId, supplierId)))
        .orderBy(webhookEndpoints.id);
    },

    /** Locks the integration, so creates of its endpoints run one at a time. */
    async lockIntegration(tx: Db, integrationId: number): Promise<void> {
      await tx.execute(sql`select id from ${integrations} where id = ${integrationId} for update`);
    },

    async countEndpoints(tx: Db, integrationId: number): Promise<number> {
      const [existing] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.integrationId, integrationId));
      return existing?.n ?? 0;
    },

    /** A new endpoint, its secret not sealed yet (the seal's context is its id). */
    async insertEndpoint(
      tx: Db,
      supplierId: number,
      integrationId: number,
      values: { url: string; events: WebhookEventType[]; secretHint: string },
    ): Promise<WebhookEndpointRow> {
      const [inserted] = await tx
        .insert(webhookEndpoints)
        .values({ supplierId, integrationId, ...values, secretSealed: '' })
        .returning();
      return inserted!;
    },

    async sealSecret(tx: Db, id: number, secretSealed: string): Promise<WebhookEndpointRow> {
      const [sealed] = await tx
        .update(webhookEndpoints)
        .set({ secretSealed })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return sealed!;
    },

    async updateEndpoint(
      supplierId: number,
      id: number,
      values: { url: string; events: WebhookEventType[] },
      at: Date,
    ): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ url: values.url, events: values.events, updatedAt: at })
        .where(mine(supplierId, id))
        .returning();
      return row ?? null;
    },

    async replaceSecret(
      supplierId: number,
      id: number,
      secret: { sealed: string; hint: string },
      at: Date,
    ): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secretSealed: secret.sealed, secretHint: secret.hint, updatedAt: at })
        .where(mine(supplierId, id))
        .returning();
      return row ?? null;
    },

    /** Enabled again: no longer disabled, and its run of failures starts over. */
    async enableEndpoint(supplierId: number, id: number, at: Date): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0, updatedAt: at })
        .where(mine(supplierId, id))
        .returning();
      return row ?? null;
    },

    /** Disables an enabled endpoint: false when it was disabled already. */
    async disableEndpoint(id: number, reason: string, at: Date): Promise<boolean> {
      const [disabled] = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledAt: at, disabledReason: reason })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
        .returning();
      return disabled !== undefined;
    },

    async deleteEndpoint(supplierId: number, id: number): Promise<void> {
      await db.delete(webhookEndpoints).where(mine(supplierId, id));
    },

    /**
     * A success: the endpoint's run of failures ends and its last delivery time is `at`, written
     * only when there was a run or the time is unset or older than `staleBefore`.
     */
    async endpointSucceeded(id: number, at: Date, staleBefore: Date): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ lastDeliveryAt: at, consecutiveFailures: 0 })
        .where(
          and(
            eq(webhookEndpoints.id, id),
            or(
              ne(webhookEndpoints.consecutiveFailures, 0),
              isNull(webhookEndpoints.lastDeliveryAt),
              lt(webhookEndpoints.lastDeliveryAt, staleBefore),
            ),
          ),
        );
    },

    /** A failure: one more in the endpoint's run, its last delivery time `at`. */
    async endpointFailed(id: number, at: Date): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ lastDeliveryAt: at, consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, id));
    },

    /** A delivery with its endpoint. */
    async delivery(deliveryId: number): Promise<{ delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow } | null> {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return row ?? null;
    },

    async endpointDelivery(endpointId: number, deliveryId: number): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
      return row ?? null;
    },

    /** An endpoint's deliveries, newest first, with their count. */
    async deliveries(
      endpointId: number,
      filter: { state?: WebhookDeliveryState; eventType?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
      const where = and(
        eq(webhookDeliveries.endpointId, endpointId),
        filter.state ? eq(webhookDeliveries.state, filter.state) : undefined,
        filter.eventType ? eq(webhookDeliveries.eventType, filter.eventType) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** A delivery tried at once (a ping), not queued. */
    async insertDelivery(values: {
      endpointId: number;
      supplierId: number;
      eventType: string;
      eventId: string;
      payload: Record<string, unknown>;
      createdAt: Date;
    }): Promise<WebhookDeliveryRow> {
      const [delivery] = await db.insert(webhookDeliveries).values(values).returning();
      return delivery!;
    },

    /** Records a try: one more attempt, and what it met. */
    async recordTry(deliveryId: number, attempt: DeliveryTry): Promise<WebhookDeliveryRow> {
      const [saved] = await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          state: attempt.state,
          responseCode: attempt.responseCode,
          responseBody: attempt.responseBody,
          lastError: attempt.lastError,
          durationMs: attempt.durationMs,
          nextAttemptAt: attempt.nextAttemptAt,
          lastAttemptAt: attempt.at,
          ...(attempt.state === 'delivered' ? { deliveredAt: attempt.at } : {}),
        })
        .where(eq(webhookDeliveries.id, deliveryId))
        .returning();
      return saved!;
    },

    /** The delivery failed for good, untried or not: nothing more is queued. */
    async failDelivery(deliveryId: number, lastError: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', lastError, nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, deliveryId));
    },
  };
}

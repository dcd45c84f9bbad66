import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryState, WebhookEventType } from '@supplier/contracts/webhooks';
import { suppliers } from '../../identity/identity.table';
import { integrations } from '../integrations.table';

/**
 * Where an integration's events go (ADR 0024). The secret is sealed with the product's secret box
 * (SECRETS_KEY, context `webhook_endpoints:<id>`); the person sees it once, at creation and at
 * each rotation. An endpoint whose delivery failed every retry for about a day is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    integrationId: bigint('integration_id', { mode: 'number' })
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** `whsec_` and the next 4 characters. */
    secretHint: text('secret_hint').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The emit query of every change: the supplier's enabled endpoints.
    index('webhook_endpoints_supplier_idx')
      .on(t.supplierId)
      .where(sql`${t.enabled}`),
    index('webhook_endpoints_integration_idx').on(t.integrationId, t.id),
  ],
);

/** One event for one endpoint, with what its latest try met. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    /** `webhook-id`: the same on every try and redelivery. */
    eventId: text('event_id').notNull(),
    /** `{type, timestamp, data}` as signed and sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseBody: text('response_body'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_endpoint_state_idx').on(t.endpointId, t.state, t.id),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

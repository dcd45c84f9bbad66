import { z } from 'zod';
import { decimal, messageResponse, pageQuery, paginationMeta } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { integrationParams } from './integrations';
import { issueMessage, type IssueLike } from './messages';

/**
 * Webhooks of an integration (issue 15, ADR 0024): endpoints a supplier's own systems listen on,
 * each with the events it wants. Every event is POSTed as JSON `{type, timestamp, data}` signed as
 * Standard Webhooks (docs/webhooks.md):
 *
 *   webhook-id: <the event's id, the same on every retry>
 *   webhook-timestamp: <unix seconds>
 *   webhook-signature: v1,<base64 HMAC-SHA256(key, id + "." + timestamp + "." + raw body)>
 *
 * where the key is the base64-decoded part of the secret after `whsec_`. Calls live under
 * `/admin-suppliers/v1/integrations/{id}/webhooks`.
 */
export const webhookEventTypes = [
  'order.created',
  'order.status_changed',
  'product.updated',
  'import.finished',
  'review.created',
  'chat.message',
  'return.requested',
  'return.status_changed',
] as const;
export const webhookEventType = z.enum(webhookEventTypes);
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** The test event a person sends from the panel; no endpoint subscribes to it. */
export const WEBHOOK_PING_EVENT = 'ping';

export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Endpoints per integration. */
export const WEBHOOKS_PER_INTEGRATION_MAX = 10;

/**
 * The local receiver (local mode only, this machine only): point an endpoint at
 * `http://127.0.0.1:<port>/api/dev/webhook-receiver` and read what arrived, newest first.
 */
export const WEBHOOK_RECEIVER_PATHS = {
  receive: '/api/dev/webhook-receiver',
  list: '/api/dev/webhook-receiver',
} as const;

export const webhooksValidationMessages = {
  uk: {
    webhook_url: 'Вкажіть адресу, що починається з https://',
    webhook_events: 'Оберіть хоча б одну подію.',
  },
  en: {
    webhook_url: 'Enter an address starting with https://',
    webhook_events: 'Choose at least one event.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export function webhooksIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = webhooksValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

/** http(s) only here; whether http and which hosts are allowed is the server's call (production: https, public). */
export const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOK_URL_MAX_LENGTH)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), { message: 'webhook_url' });

export const webhookRequest = z.object({
  url: webhookUrl,
  events: z
    .array(webhookEventType)
    .min(1, { message: 'webhook_events' })
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
});

export const webhookEndpoint = z.object({
  id: z.number().int(),
  integration_id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventType),
  /** The secret's first characters (`whsec_AbCd`), to recognise it. */
  secret_hint: z.string(),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  consecutive_failures: z.number().int(),
  last_delivery_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhooksResponse = z.object({ data: z.array(webhookEndpoint) });
export type WebhooksResponse = z.infer<typeof webhooksResponse>;
export const webhookSavedResponse = z.object({ message: z.string(), data: webhookEndpoint });
/** Creation and rotation: the whole secret, shown this once. */
export const webhookSecretResponse = z.object({ message: z.string(), data: webhookEndpoint, secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponse>;

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

export const webhookDelivery = z.object({
  id: z.number().int(),
  event_type: z.string(),
  event_id: z.string(),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  /** The start of the receiver's answer, or why there was none. */
  response_body: z.string().nullable(),
  last_error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  /** The signed body as sent. */
  payload: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesQuery = pageQuery.extend({
  state: z.enum(webhookDeliveryStates).optional(),
  event_type: z.string().max(40).optional(),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuery>;
export const webhookDeliveriesResponse = z.object({ data: z.array(webhookDelivery), meta: paginationMeta });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponse>;
export const webhookDeliveryResponse = z.object({ message: z.string(), data: webhookDelivery });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponse>;

export const webhookParams = z.object({ id: z.string().max(32), webhookId: z.string().max(32) });
export const webhookDeliveryParams = webhookParams.extend({ deliveryId: z.string().max(32) });

const webhookErrors = [401, 404];

/** What each endpoint of `webhooksEndpoints` takes and answers. */
export const webhooksEndpointSchemas = {
  listWebhooks: {
    permission: 'integrations',
    params: integrationParams,
    responses: { 200: webhooksResponse },
    errors: webhookErrors,
    requires: ['subscription'],
  },
  createWebhook: {
    permission: 'integrations',
    params: integrationParams,
    body: webhookRequest,
    responses: { 201: webhookSecretResponse },
    errors: [...webhookErrors, 409, 422],
    requires: ['subscription'],
  },
  updateWebhook: {
    permission: 'integrations',
    params: webhookParams,
    body: webhookRequest,
    responses: { 200: webhookSavedResponse },
    errors: [...webhookErrors, 422],
    requires: ['subscription'],
  },
  deleteWebhook: {
    permission: 'integrations',
    params: webhookParams,
    responses: { 200: messageResponse },
    errors: webhookErrors,
    requires: ['subscription'],
  },
  rotateWebhookSecret: {
    permission: 'integrations',
    params: webhookParams,
    responses: { 200: webhookSecretResponse },
    errors: webhookErrors,
    requires: ['subscription'],
  },
  enableWebhook: {
    permission: 'integrations',
    params: webhookParams,
    responses: { 200: webhookSavedResponse },
    errors: webhookErrors,
    requires: ['subscription'],
  },
  pingWebhook: {
    permission: 'integrations',
    params: webhookParams,
    responses: { 200: webhookDeliveryResponse },
    errors: webhookErrors,
    requires: ['subscription'],
  },
  listWebhookDeliveries: {
    permission: 'integrations',
    params: webhookParams,
    query: webhookDeliveriesQuery,
    responses: { 200: webhookDeliveriesResponse },
    errors: [...webhookErrors, 422],
    requires: ['subscription'],
  },
  redeliverWebhook: {
    permission: 'integrations',
    params: webhookDeliveryParams,
    responses: { 200: webhookDeliveryResponse },
    errors: [...webhookErrors, 409],
    requires: ['subscription'],
  },
} satisfies EndpointTable;

/** What the local receiver kept of one request, as it came. */
export const receivedWebhook = z.object({
  received_at: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
export const receivedWebhooksResponse = z.object({ data: z.array(receivedWebhook) });
export type ReceivedWebhook = z.infer<typeof receivedWebhook>;
export const receivedWebhooksQuery = z.object({ limit: decimal(z.number().int().min(1).max(500).default(100)) });

import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import {
  WEBHOOK_PING_EVENT,
  WEBHOOKS_PER_INTEGRATION_MAX,
  type WebhookDelivery,
  type WebhookDeliveriesQuery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@supplier/contracts/webhooks';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../drivers';
import { httpErrors } from '../../../errors';
import { describeError } from '../../../jobs/job-runner';
import { FetchRefused, fetchableUrl, isPrivateAddress, postToPublicUrl } from '../../../lib/public-fetch';
import type { SecretBox } from '../../../lib/secret-box';
import {
  newWebhookSecret,
  nextWebhookAttempt,
  signedWebhookHeaders,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TIMEOUT_MS,
} from '../../../lib/standard-webhooks';
import type { NotificationsService } from '../../notifications';
import { webhookBody } from './webhook-events.repository';
import { recordWebhookChange } from './webhooks.activity';
import { webhooksText } from './webhooks.messages';
import { webhooksRepository } from './webhooks.repository';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.table';
import { transaction } from '../../../db/transaction';

export interface WebhooksServiceDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  notifications: Pick<NotificationsService, 'notify'>;
  log: FastifyBaseLogger;
  /**
   * The local mode (DEV_TOOLS): http and loopback or private addresses are allowed, so an endpoint
   * may point at the local receiver. Otherwise https only, and only public addresses, checked
   * when saved and again on every connection (DNS can change).
   */
  allowPrivate: boolean;
}

/** A delivery attempt's outcome, for the log. */
interface Outcome {
  ok: boolean;
  code: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

const sealContext = (id: number) => `webhook_endpoints:${id}`;
const hintOf = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    integration_id: row.integrationId,
    url: row.url,
    events: row.events,
    secret_hint: row.secretHint,
    enabled: row.enabled,
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledReason,
    consecutive_failures: row.consecutiveFailures,
    last_delivery_at: iso(row.lastDeliveryAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_type: row.eventType,
    event_id: row.eventId,
    state: row.state,
    attempts: row.attempts,
    response_code: row.responseCode,
    response_body: row.responseBody,
    last_error: row.lastError,
    duration_ms: row.durationMs,
    next_attempt_at: iso(row.nextAttemptAt),
    payload: JSON.stringify(row.payload),
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    last_attempt_at: iso(row.lastAttemptAt),
  };
}

/** Webhook endpoints of an integration, their deliveries and the delivery itself (ADR 0024). */
export function webhooksService({ db, box, clock, notifications, log, allowPrivate }: WebhooksServiceDeps) {
  const repo = webhooksRepository(db);
  const integrationMissing = (locale: Locale) => httpErrors.notFound(webhooksText(locale, 'integration_not_found'));
  const endpointMissing = (locale: Locale) => httpErrors.notFound(webhooksText(locale, 'webhook_not_found'));

  async function integrationOf(supplierId: number, integrationId: number, locale: Locale) {
    const row = await repo.integration(supplierId, integrationId);
    if (!row) throw integrationMissing(locale);
    return row;
  }

  async function endpointOf(supplierId: number, integrationId: number, id: number, locale: Locale) {
    const row = await repo.endpoint(supplierId, integrationId, id);
    if (!row) throw endpointMissing(locale);
    return row;
  }

  /**
   * The save-time check of an address (server-side request forgery): https, and every address
   * its name resolves to public. The same check runs at each connection (publicOnlyLookup).
   */
  async function checkUrl(url: string, locale: Locale): Promise<void> {
    if (allowPrivate) return;
    const refuse = (key: 'url_https' | 'url_private' | 'url_unresolved') => {
      const text = webhooksText(locale, key);
      return httpErrors.unprocessable(key, text, { url: [text] });
    };
    let parsed: URL;
    try {
      parsed = fetchableUrl(url, false);
    } catch (error) {
      throw refuse(error instanceof FetchRefused && error.reason === 'private_address' ? 'url_private' : 'url_https');
    }
    if (parsed.protocol !== 'https:') throw refuse('url_https');
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return;
    let addresses: { address: string }[];
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      throw refuse('url_unresolved');
    }
    if (addresses.length === 0) throw refuse('url_unresolved');
    if (addresses.some((entry) => isPrivateAddress(entry.address))) throw refuse('url_private');
  }

  /** One POST of a delivery, signed now; never throws. */
  async function send(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<Outcome> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const secret = box.open(endpoint.secretSealed, sealContext(endpoint.id));
      const body = JSON.stringify(delivery.payload);
      if (!allowPrivate && !endpoint.url.startsWith('https://')) throw new FetchRefused('bad_url', 'https only');
      const answer = await postToPublicUrl(endpoint.url, {
        allowPrivate,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        keepBytes: 1024,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Supplier-Panel-Webhooks/1',
          ...signedWebhookHeaders(secret, delivery.eventId, clock.now(), body),
        },
      });
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        ok,
        code: answer.status,
        body: answer.body,
        error: ok ? null : `status ${answer.status}`,
        durationMs: took(),
      };
    } catch (error) {
      const reason = error instanceof FetchRefused ? error.message : describeError(error);
      return { ok: false, code: null, body: null, error: reason.slice(0, 500), durationMs: took() };
    }
  }

  /**
   * Records a try: the delivery's state, and the endpoint's run of failures and last delivery
   * time. Two statements, not one transaction: every delivery of a busy endpoint would otherwise
   * queue on the endpoint's row lock. A success touches the endpoint only when it ends a run of
   * failures or its last delivery time is 10 s old, so concurrent deliveries rarely meet there.
   */
  async function record(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    outcome: Outcome,
    next: Date | null,
    at: Date,
  ): Promise<WebhookDeliveryRow> {
    const saved = await repo.recordTry(delivery.id, {
      state: outcome.ok ? 'delivered' : next ? 'pending' : 'failed',
      responseCode: outcome.code,
      responseBody: outcome.body,
      lastError: outcome.error,
      durationMs: outcome.durationMs,
      nextAttemptAt: outcome.ok ? null : next,
      at,
    });
    if (outcome.ok) await repo.endpointSucceeded(endpoint.id, at, new Date(at.getTime() - 10_000));
    else await repo.endpointFailed(endpoint.id, at);
    return saved;
  }

  /** After a day of failed tries: the endpoint stops getting events and its supplier is told. */
  async function disable(endpoint: WebhookEndpointRow, event: string, at: Date): Promise<void> {
    const disabled = await repo.disableEndpoint(endpoint.id, webhooksText('uk', 'disabled_failing', { event }), at);
    if (!disabled) return;
    const integration = await repo.integrationName(endpoint.integrationId);
    await notifications
      .notify(endpoint.supplierId, {
        type: 'system',
        key: 'webhook_disabled',
        params: { url: endpoint.url, integration: integration ?? '', event },
        data: { link: `/integrations/edit/${endpoint.integrationId}`, webhook_id: endpoint.id },
      })
      .catch((error: unknown) => log.warn({ err: error, webhookId: endpoint.id }, 'webhook disabled, not notified'));
  }

  /** One immediate try asked for by a person (a ping, a redelivery): recorded, not retried. */
  async function tryNow(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow, locale: Locale) {
    const outcome = await send(endpoint, delivery);
    const saved = await record(endpoint, delivery, outcome, null, clock.now());
    const reason =
      outcome.code !== null
        ? webhooksText(locale, 'answered', { code: outcome.code })
        : outcome.error?.startsWith('timeout')
          ? webhooksText(locale, 'reason_timeout')
          : outcome.error?.startsWith('private_address')
            ? webhooksText(locale, 'reason_private')
            : webhooksText(locale, 'reason_unreachable');
    return {
      message: outcome.ok
        ? webhooksText(locale, 'delivered', { code: outcome.code ?? 0 })
        : webhooksText(locale, 'not_delivered', { reason }),
      data: presentDelivery(saved),
    };
  }

  return {
    checkUrl,

    /**
     * The job's try number `attempt` of a queued delivery. A failure is thrown while tries remain
     * (the runner waits as `nextWebhookAttempt` says); the last failure disables the endpoint.
     */
    async deliver(deliveryId: number, attempt: number): Promise<void> {
      const found = await repo.delivery(deliveryId);
      if (!found || found.delivery.state !== 'pending') return;
      const { endpoint, delivery } = found;
      const at = clock.now();
      if (!endpoint.enabled) {
        await repo.failDelivery(delivery.id, 'endpoint disabled');
        return;
      }
      const outcome = await send(endpoint, delivery);
      const next = outcome.ok ? null : nextWebhookAttempt(attempt, at);
      await record(endpoint, delivery, outcome, next, at);
      if (outcome.ok) return;
      if (next) throw new Error(`webhook ${endpoint.id} delivery ${delivery.id}: ${outcome.error}`);
      await disable(endpoint, delivery.eventType, clock.now());
    },

    /** The job gave up on its own (a crash or timeout on the last try): the delivery failed. */
    async gaveUp(deliveryId: number, reason: string): Promise<void> {
      const found = await repo.delivery(deliveryId);
      if (!found || found.delivery.state !== 'pending') return;
      await repo.failDelivery(deliveryId, reason.slice(0, 500));
      await disable(found.endpoint, found.delivery.eventType, clock.now());
    },

    async list(supplierId: number, integrationId: number, locale: Locale) {
      await integrationOf(supplierId, integrationId, locale);
      const rows = await repo.endpoints(supplierId, integrationId);
      return { data: rows.map(presentEndpoint) };
    },

    async create(
      supplierId: number,
      integrationId: number,
      body: { url: string; events: WebhookEventType[] },
      locale: Locale,
    ) {
      await integrationOf(supplierId, integrationId, locale);
      await checkUrl(body.url, locale);
      const secret = newWebhookSecret();
      const row = await transaction(db, async (tx) => {
        // One at a time per integration, so the limit holds under concurrent creates.
        await repo.lockIntegration(tx, integrationId);
        if ((await repo.countEndpoints(tx, integrationId)) >= WEBHOOKS_PER_INTEGRATION_MAX) {
          throw httpErrors.conflict(
            'webhooks_limit',
            webhooksText(locale, 'webhooks_limit', { max: WEBHOOKS_PER_INTEGRATION_MAX }),
          );
        }
        const inserted = await repo.insertEndpoint(tx, supplierId, integrationId, {
          url: body.url,
          events: body.events,
          secretHint: hintOf(secret),
        });
        const sealed = await repo.sealSecret(tx, inserted.id, box.seal(secret, sealContext(inserted.id)));
        await recordWebhookChange(tx, null, sealed);
        return sealed;
      });
      return { message: webhooksText(locale, 'webhook_created'), data: presentEndpoint(row), secret };
    },

    async update(
      supplierId: number,
      integrationId: number,
      id: number,
      body: { url: string; events: WebhookEventType[] },
      locale: Locale,
    ) {
      const current = await endpointOf(supplierId, integrationId, id, locale);
      if (body.url !== current.url) await checkUrl(body.url, locale);
      const row = await transaction(db, async (tx) => {
        const saved = await webhooksRepository(tx).updateEndpoint(supplierId, id, body, clock.now());
        if (saved) await recordWebhookChange(tx, current, saved);
        return saved;
      });
      if (!row) throw endpointMissing(locale);
      return { message: webhooksText(locale, 'webhook_saved'), data: presentEndpoint(row) };
    },

    async remove(supplierId: number, integrationId: number, id: number, locale: Locale) {
      const current = await endpointOf(supplierId, integrationId, id, locale);
      await transaction(db, async (tx) => {
        await webhooksRepository(tx).deleteEndpoint(supplierId, id);
        await recordWebhookChange(tx, current, null);
      });
      return { message: webhooksText(locale, 'webhook_deleted') };
    },

    async rotateSecret(supplierId: number, integrationId: number, id: number, locale: Locale) {
      await endpointOf(supplierId, integrationId, id, locale);
      const secret = newWebhookSecret();
      const row = await repo.replaceSecret(
        supplierId,
        id,
        { sealed: box.seal(secret, sealContext(id)), hint: hintOf(secret) },
        clock.now(),
      );
      if (!row) throw endpointMissing(locale);
      return { message: webhooksText(locale, 'secret_rotated'), data: presentEndpoint(row), secret };
    },

    async enable(supplierId: number, integrationId: number, id: number, locale: Locale) {
      const current = await endpointOf(supplierId, integrationId, id, locale);
      const row = await transaction(db, async (tx) => {
        const enabled = await webhooksRepository(tx).enableEndpoint(supplierId, id, clock.now());
        if (enabled) await recordWebhookChange(tx, current, enabled);
        return enabled;
      });
      if (!row) throw endpointMissing(locale);
      return { message: webhooksText(locale, 'webhook_enabled'), data: presentEndpoint(row) };
    },

    /** A `ping` event sent at once (and logged), whatever events the endpoint wants. */
    async ping(supplierId: number, integrationId: number, id: number, locale: Locale) {
      const endpoint = await endpointOf(supplierId, integrationId, id, locale);
      const at = clock.now();
      const delivery = await repo.insertDelivery({
        endpointId: endpoint.id,
        supplierId,
        eventType: WEBHOOK_PING_EVENT,
        eventId: `msg_${randomUUID()}`,
        payload: webhookBody(WEBHOOK_PING_EVENT, at, { integration_id: integrationId, webhook_id: endpoint.id }),
        createdAt: at,
      });
      return tryNow(endpoint, delivery, locale);
    },

    /** The same event (the same webhook-id) once more, now; not while its retries are still queued. */
    async redeliver(supplierId: number, integrationId: number, id: number, deliveryId: number, locale: Locale) {
      const endpoint = await endpointOf(supplierId, integrationId, id, locale);
      const delivery = await repo.endpointDelivery(endpoint.id, deliveryId);
      if (!delivery) throw httpErrors.notFound(webhooksText(locale, 'delivery_not_found'));
      if (delivery.state === 'pending' && delivery.attempts > 0) {
        throw httpErrors.conflict('delivery_pending', webhooksText(locale, 'delivery_pending'));
      }
      return tryNow(endpoint, delivery, locale);
    },

    async deliveries(
      supplierId: number,
      integrationId: number,
      id: number,
      query: Required<Pick<WebhookDeliveriesQuery, 'page' | 'per_page'>> & WebhookDeliveriesQuery,
      locale: Locale,
    ) {
      const endpoint = await endpointOf(supplierId, integrationId, id, locale);
      const page = Number(query.page);
      const perPage = Number(query.per_page);
      const { rows, total: n } = await repo.deliveries(
        endpoint.id,
        { state: query.state, eventType: query.event_type },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return {
        data: rows.map(presentDelivery),
        meta: { total: n, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(n / perPage)) },
      };
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;

import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import {
  receivedWebhooksQuery,
  receivedWebhooksResponse,
  WEBHOOK_RECEIVER_PATHS,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookParams,
  webhookRequest,
  webhookSavedResponse,
  webhookSecretResponse,
  webhooksIssueText,
  webhooksResponse,
  WEBHOOKS_PATHS,
  type ReceivedWebhook,
} from '@supplier/contracts/webhooks';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { idParam } from '../../../lib/ids';
import { secretBoxFromConfig } from '../../../lib/secret-box';
import { WEBHOOK_RETRIES } from '../../../lib/standard-webhooks';
import { supplierId } from '../../../plugins/auth';
import { validationTexts } from '../../../plugins/errors';
import { WEBHOOK_DELIVERY_JOB } from './webhooks.events';
import { webhooksText } from './webhooks.messages';
import { webhooksService } from './webhooks.service';

const LIST = WEBHOOKS_PATHS.list(':id');
const ONE = WEBHOOKS_PATHS.one(':id', ':webhookId');
const RECEIVER_KEEP = 500;

const integrationParams = z.object({ id: z.string().max(32) });

/**
 * Webhooks of an integration (ADR 0024): the endpoints, their delivery log, the test ping and
 * redelivery; the `webhooks.deliver` job; in the local mode the local receiver.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
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

  if (app.devTools) await app.register(localReceiver);

  await app.register(async (inner) => {
    const api = inner.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', api.authenticate);
    validationTexts(api, webhooksIssueText);

    const schema = { tags: ['webhooks'], security: [{ bearer: [] }] };
    const errors = { 401: apiError, 404: apiError };
    const integrationId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(webhooksText(locale, 'integration_not_found')));
    const webhookId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(webhooksText(locale, 'webhook_not_found')));

    api.get(
      LIST,
      {
        schema: {
          operationId: 'listWebhooks',
          summary: 'The webhook endpoints of an integration',
          ...schema,
          params: integrationParams,
          response: { 200: webhooksResponse, ...errors },
        },
      },
      async (request) =>
        webhooks.list(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
    );

    api.post(
      LIST,
      {
        schema: {
          operationId: 'createWebhook',
          summary: 'Adds a webhook endpoint; its secret is in the answer, this once',
          ...schema,
          params: integrationParams,
          body: webhookRequest,
          response: { 201: webhookSecretResponse, ...errors, 409: apiError, 422: apiError },
        },
      },
      async (request, reply) => {
        const { locale } = request;
        const created = await webhooks.create(
          supplierId(request),
          integrationId(request.params.id, locale),
          request.body,
          locale,
        );
        return reply.code(201).send(created);
      },
    );

    api.put(
      ONE,
      {
        schema: {
          operationId: 'updateWebhook',
          summary: 'Changes a webhook endpoint’s address and events',
          ...schema,
          params: webhookParams,
          body: webhookRequest,
          response: { 200: webhookSavedResponse, ...errors, 422: apiError },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.update(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          request.body,
          locale,
        );
      },
    );

    api.delete(
      ONE,
      {
        schema: {
          operationId: 'deleteWebhook',
          summary: 'Deletes a webhook endpoint and its delivery log',
          ...schema,
          params: webhookParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.remove(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          locale,
        );
      },
    );

    api.post(
      WEBHOOKS_PATHS.rotateSecret(':id', ':webhookId'),
      {
        schema: {
          operationId: 'rotateWebhookSecret',
          summary: 'Replaces the endpoint’s secret; the new one is in the answer, this once',
          ...schema,
          params: webhookParams,
          response: { 200: webhookSecretResponse, ...errors },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.rotateSecret(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          locale,
        );
      },
    );

    api.post(
      WEBHOOKS_PATHS.enable(':id', ':webhookId'),
      {
        schema: {
          operationId: 'enableWebhook',
          summary: 'Enables an endpoint that was disabled after a day of failed deliveries',
          ...schema,
          params: webhookParams,
          response: { 200: webhookSavedResponse, ...errors },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.enable(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          locale,
        );
      },
    );

    api.post(
      WEBHOOKS_PATHS.ping(':id', ':webhookId'),
      {
        schema: {
          operationId: 'pingWebhook',
          summary: 'Sends a signed `ping` event to the endpoint now and logs it',
          ...schema,
          params: webhookParams,
          response: { 200: webhookDeliveryResponse, ...errors },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.ping(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          locale,
        );
      },
    );

    api.get(
      WEBHOOKS_PATHS.deliveries(':id', ':webhookId'),
      {
        schema: {
          operationId: 'listWebhookDeliveries',
          summary: 'The endpoint’s delivery log, newest first, one page at a time',
          ...schema,
          params: webhookParams,
          querystring: webhookDeliveriesQuery,
          response: { 200: webhookDeliveriesResponse, ...errors, 422: apiError },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.deliveries(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          request.query,
          locale,
        );
      },
    );

    api.post(
      WEBHOOKS_PATHS.redeliver(':id', ':webhookId', ':deliveryId'),
      {
        schema: {
          operationId: 'redeliverWebhook',
          summary: 'Sends one logged event to the endpoint again now (the same webhook-id)',
          ...schema,
          params: webhookDeliveryParams,
          response: { 200: webhookDeliveryResponse, ...errors, 409: apiError },
        },
      },
      async (request) => {
        const { locale, params } = request;
        return webhooks.redeliver(
          supplierId(request),
          integrationId(params.id, locale),
          webhookId(params.webhookId, locale),
          idParam(params.deliveryId, () => httpErrors.notFound(webhooksText(locale, 'delivery_not_found'))),
          locale,
        );
      },
    );
  });
};

/**
 * The local receiver (local mode, this machine only, as everything under /api/dev): any POST to
 * it is kept as it came (headers and raw body, the last 500), and GET lists them newest first, so
 * a person or a test can point an endpoint at it and check the signature with the secret.
 */
const localReceiver: FastifyPluginAsyncZod = async (app) => {
  const received: ReceivedWebhook[] = [];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const path = WEBHOOK_RECEIVER_PATHS.receive.slice('/api'.length);

  app.post(
    path,
    { config: { sessionHeader: false }, schema: { hide: true, response: { 204: z.null() } } },
    async (request, reply) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.unshift({
        received_at: app.drivers.clock.now().toISOString(),
        path: request.url,
        headers,
        body: typeof request.body === 'string' ? request.body : '',
      });
      received.splice(RECEIVER_KEEP);
      return reply.code(204).send(null);
    },
  );

  app.get(
    WEBHOOK_RECEIVER_PATHS.list.slice('/api'.length),
    {
      config: { sessionHeader: false },
      schema: { hide: true, querystring: receivedWebhooksQuery, response: { 200: receivedWebhooksResponse } },
    },
    async (request) => ({ data: received.slice(0, request.query.limit) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receivedWebhooksQuery,
  receivedWebhooksResponse,
  WEBHOOK_RECEIVER_PATHS,
  webhooksEndpointSchemas,
  webhooksIssueText,
  type ReceivedWebhook,
} from '@supplier/contracts/webhooks';
import { webhooksEndpoints } from '@supplier/contracts/webhooks-endpoints';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { idParam } from '../../../lib/ids';
import { supplierId } from '../../../plugins/auth';
import { validationTexts } from '../../../plugins/errors';
import { webhooksText } from './webhooks.messages';
import type { WebhooksService } from './webhooks.service';

const RECEIVER_KEEP = 500;

const integrationId = (id: string, locale: Locale) =>
  idParam(id, () => httpErrors.notFound(webhooksText(locale, 'integration_not_found')));
const webhookId = (id: string, locale: Locale) =>
  idParam(id, () => httpErrors.notFound(webhooksText(locale, 'webhook_not_found')));

/**
 * Webhooks of an integration (ADR 0024): the endpoints, their delivery log, the test ping and
 * redelivery; in the local mode the local receiver.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  if (app.devTools) await app.register(localReceiver);

  await app.register(async (api) => {
    api.addHook('onRequest', api.authenticate);
    validationTexts(api, webhooksIssueText);

    const route = endpointRoutes(api, webhooksEndpoints, webhooksEndpointSchemas, {
      tags: ['webhooks'],
      security: [{ bearer: [] }],
    });

    route('listWebhooks', { summary: 'The webhook endpoints of an integration' }, async (request) =>
      webhooks.list(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
    );

    route(
      'createWebhook',
      { summary: 'Adds a webhook endpoint; its secret is in the answer, this once' },
      async (request) => {
        const { locale } = request;
        return webhooks.create(supplierId(request), integrationId(request.params.id, locale), request.body, locale);
      },
    );

    route('updateWebhook', { summary: 'Changes a webhook endpoint’s address and events' }, async (request) => {
      const { locale, params } = request;
      return webhooks.update(
        supplierId(request),
        integrationId(params.id, locale),
        webhookId(params.webhookId, locale),
        request.body,
        locale,
      );
    });

    route('deleteWebhook', { summary: 'Deletes a webhook endpoint and its delivery log' }, async (request) => {
      const { locale, params } = request;
      return webhooks.remove(
        supplierId(request),
        integrationId(params.id, locale),
        webhookId(params.webhookId, locale),
        locale,
      );
    });

    route(
      'rotateWebhookSecret',
      { summary: 'Replaces the endpoint’s secret; the new one is in the answer, this once' },
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

    route(
      'enableWebhook',
      { summary: 'Enables an endpoint that was disabled after a day of failed deliveries' },
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

    route(
      'pingWebhook',
      { summary: 'Sends a signed `ping` event to the endpoint now and logs it' },
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

    route(
      'listWebhookDeliveries',
      { summary: 'The endpoint’s delivery log, newest first, one page at a time' },
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

    route(
      'redeliverWebhook',
      { summary: 'Sends one logged event to the endpoint again now (the same webhook-id)' },
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

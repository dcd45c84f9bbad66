import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import { telegramEndpointSchemas, telegramOutboxResponse, telegramUpdate } from '@supplier/contracts/telegram';
import { telegramEndpoints } from '@supplier/contracts/telegram-endpoints';
import { LocalTelegramBot } from '../../drivers/telegram';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { telegramText } from './telegram.messages';
import type { TelegramService } from './telegram.service';

export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Connecting the supplier's Telegram: deep link, bot webhook, disconnect. */
export const telegramRoutes: FastifyPluginAsyncZod<{ service: TelegramService; secret: () => string }> = async (
  app,
  { service, secret },
) => {
  const bot = app.drivers.telegram;

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.authenticate);
    const route = endpointRoutes(signedIn, telegramEndpoints, telegramEndpointSchemas, {
      tags: ['telegram'],
      security: [{ bearer: [] }],
    });

    route(
      'createTelegramLink',
      { summary: 'A one-time link that connects the signed-in person’s Telegram (a member’s own, ADR 0052)' },
      async (request) =>
        service.createConnectLink({ supplierId: supplierId(request), memberId: request.auth!.memberId }),
    );

    route('disconnectTelegram', { summary: 'Disconnects the signed-in person’s Telegram' }, async (request) =>
      service.disconnect({ supplierId: supplierId(request), memberId: request.auth!.memberId }, request.locale),
    );
  });

  // Outside the endpoint table: Telegram calls it with its secret header, not a supplier's token.
  app.post(
    '/telegram/webhook',
    {
      config: { sessionHeader: false, rateLimit: false },
      onRequest: async (request) => {
        if (!service.isWebhookSecret(request.headers[WEBHOOK_SECRET_HEADER], secret())) {
          throw httpErrors.badSignature('invalid_webhook_secret', telegramText(request.locale, 'webhook_secret'));
        }
      },
      schema: {
        operationId: 'telegramWebhook',
        summary: 'Updates from the Telegram Bot API (secret token header)',
        security: [{ telegramSecret: [] }],
        tags: ['telegram'],
        body: telegramUpdate,
        response: { 200: z.object({ ok: z.literal(true) }), 401: apiError },
      },
    },
    async (request) => {
      await service.handleUpdate(request.body);
      return { ok: true as const };
    },
  );

  if (app.devTools && bot instanceof LocalTelegramBot) {
    app.get(
      '/dev/telegram-outbox',
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          querystring: z.object({ chat_id: z.string().max(40).optional() }),
          response: { 200: telegramOutboxResponse },
        },
      },
      async (request) => ({
        data: bot.outbox(request.query.chat_id).map((m) => ({
          chat_id: m.chatId,
          text: m.text,
          created_at: m.sentAt.toISOString(),
        })),
      }),
    );
  }
};

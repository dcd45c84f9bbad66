import type { FastifyPluginAsync } from 'fastify';
import { BotApiTelegramBot } from '../../drivers/telegram';
import { localSecret } from '../../lib/local-secrets';
import { realtimeEvents } from '../realtime';
import { telegramRepository } from './telegram.repository';
import { telegramRoutes } from './telegram.routes';
import { telegramService } from './telegram.service';

/** The telegram module (ADR 0037): the routes, and pointing the Bot API at the webhook. */
export const telegramModule: FastifyPluginAsync = async (app) => {
  const config = app.config;
  const bot = app.drivers.telegram;
  const service = telegramService({
    repository: telegramRepository(app.database.db),
    bot,
    clock: app.drivers.clock,
    events: realtimeEvents(app.drivers.broadcaster, app.log),
    botUsername: config.TELEGRAM_BOT_USERNAME,
    log: app.log,
  });
  let webhookSecret: string | undefined;
  const secret = () =>
    (webhookSecret ??= config.TELEGRAM_WEBHOOK_SECRET ?? localSecret(config.DATA_DIR, 'telegram_webhook_secret'));

  await app.register(telegramRoutes, { service, secret });

  // The Bot API driver points Telegram at this webhook once the server is up (https only).
  if (bot instanceof BotApiTelegramBot && config.PUBLIC_URL) {
    app.addHook('onReady', async () => {
      const url = new URL('/api/telegram/webhook', config.PUBLIC_URL).toString();
      if (!url.startsWith('https://')) {
        app.log.warn({ url }, 'telegram webhook not set: Telegram needs an https PUBLIC_URL');
        return;
      }
      bot.setWebhook(url, secret()).then(
        () => app.log.info({ url }, 'telegram webhook set'),
        (error: unknown) => app.log.warn({ err: error }, 'telegram webhook not set'),
      );
    });
  }
};

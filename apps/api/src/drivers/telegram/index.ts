import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { BotApiTelegramBot } from './bot.driver';
import { LocalTelegramBot } from './local.driver';
import type { TelegramBot } from './telegram.driver';

export { BotApiTelegramBot } from './bot.driver';
export { LocalTelegramBot, type TelegramOutboxMessage } from './local.driver';
export { TelegramSendError, type TelegramBot } from './telegram.driver';

/** TELEGRAM_DRIVER=local (default) keeps messages local; bot sends them through the Bot API. */
export function createTelegramBot(config: Config, log: FastifyBaseLogger): TelegramBot {
  if (config.TELEGRAM_DRIVER === 'bot') {
    if (!config.TELEGRAM_BOT_TOKEN) throw new Error('TELEGRAM_BOT_TOKEN is required when TELEGRAM_DRIVER=bot');
    return new BotApiTelegramBot({ token: config.TELEGRAM_BOT_TOKEN, apiUrl: config.TELEGRAM_API_URL });
  }
  return new LocalTelegramBot(log);
}

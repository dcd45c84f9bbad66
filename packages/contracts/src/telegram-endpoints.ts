import { endpoints } from './endpoint';
import type { telegramEndpointSchemas } from './telegram';

/** Connecting the supplier's Telegram: where each endpoint lives; its schemas are in `telegram.ts`. */
export const telegramEndpoints = endpoints<typeof telegramEndpointSchemas>()({
  createTelegramLink: 'POST /v1/customers/telegram/connect-link',
  disconnectTelegram: 'DELETE /v1/customers/telegram/disconnect',
});

import { z } from 'zod';
import { messageResponse } from './common';
import type { EndpointTable } from './endpoint';

/** POST /v1/customers/telegram/connect-link: the one-time deep link of the connect modal. */
export const telegramConnectLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type TelegramConnectLink = z.infer<typeof telegramConnectLinkResponse>;

/**
 * The part of a Bot API Update the webhook reads (core.telegram.org/bots/api#update); every
 * other field is kept and ignored.
 */
export const telegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      message_id: z.number().int(),
      from: z.looseObject({ id: z.number().int(), language_code: z.string().optional() }).optional(),
      chat: z.looseObject({ id: z.number().int(), type: z.string() }),
      text: z.string().optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdate>;

/** GET /api/dev/telegram-outbox (local bot driver only): what the bot would have sent. */
export const telegramOutboxResponse = z.object({
  data: z.array(z.object({ chat_id: z.string(), text: z.string(), created_at: z.string() })),
});

/** The Bot API webhook (`POST /api/telegram/webhook`) stays outside: Telegram calls it with its secret header. */
export const telegramEndpointSchemas = {
  createTelegramLink: { permission: 'member', responses: { 200: telegramConnectLinkResponse }, errors: [401] },
  disconnectTelegram: { permission: 'member', responses: { 200: messageResponse }, errors: [401] },
} satisfies EndpointTable;

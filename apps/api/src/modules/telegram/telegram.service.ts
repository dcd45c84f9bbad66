import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import type { TelegramConnectLink, TelegramUpdate } from '@supplier/contracts/telegram';
import type { Clock } from '../../drivers';
import type { TelegramBot } from '../../drivers/telegram';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { RealtimeEvents } from '../realtime';
import { telegramText } from './telegram.messages';
import type { TelegramOwner, TelegramRepository } from './telegram.repository';

/** A link token lives 15 minutes. */
export const LINK_TOKEN_TTL_MS = 15 * 60 * 1000;
/** 24 random bytes, base64url: 32 characters of the deep-link alphabet [A-Za-z0-9_-]. */
const LINK_TOKEN_BYTES = 24;
const START_COMMAND = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;
const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;
/** The bot writes in Ukrainian: the product's language. */
const BOT_LOCALE: Locale = 'uk';

export interface TelegramServiceDeps {
  repository: TelegramRepository;
  bot: TelegramBot;
  clock: Clock;
  events: RealtimeEvents;
  botUsername: string;
  log: FastifyBaseLogger;
}

/** Telegram linking (PROTOCOLS.md section 4, PRODUCT.md section 5). */
export function telegramService({ repository, bot, clock, events, botUsername, log }: TelegramServiceDeps) {
  /** The bot's reply must not undo what already happened: failures are logged. */
  async function say(chatId: string, text: string): Promise<void> {
    try {
      await bot.sendMessage(chatId, text);
    } catch (error) {
      log.warn({ err: error, chatId }, 'telegram message not sent');
    }
  }

  return {
    /** A link for the signed-in person: the account holder connects the supplier's chat, a member their own. */
    async createConnectLink(owner: TelegramOwner): Promise<TelegramConnectLink> {
      const token = randomToken(LINK_TOKEN_BYTES);
      const expiresAt = new Date(clock.now().getTime() + LINK_TOKEN_TTL_MS);
      await repository.issueToken(owner, sha256(token), expiresAt);
      return { url: `https://t.me/${botUsername}?start=${token}`, expires_at: expiresAt.toISOString() };
    },

    /** The X-Telegram-Bot-Api-Secret-Token header, compared in constant time. */
    isWebhookSecret(given: unknown, expected: string): boolean {
      return typeof given === 'string' && safeEqual(given, expected);
    },

    /** One Bot API update: `/start <token>` binds the chat; everything else is ignored. */
    async handleUpdate(update: TelegramUpdate): Promise<void> {
      const message = update.message;
      const command = message?.text ? START_COMMAND.exec(message.text.trim()) : null;
      if (!message || !command) return;
      const chatId = String(message.chat.id);
      const payload = command[1];
      if (payload === undefined) {
        await say(chatId, telegramText(BOT_LOCALE, 'start_without_token'));
        return;
      }
      const owner = START_PAYLOAD.test(payload)
        ? await repository.consumeTokenAndBind(sha256(payload), chatId, clock.now())
        : null;
      if (owner === null) {
        await say(chatId, telegramText(BOT_LOCALE, 'link_invalid'));
        return;
      }
      await say(chatId, telegramText(BOT_LOCALE, 'welcome'));
      const connected = { tgChatId: chatId, success: true };
      // A member's chat is theirs alone: only their own panels hear of it (ADR 0052).
      if (owner.memberId !== null) {
        await events.memberTelegramConnected(owner.memberId, connected);
        return;
      }
      await events.connectTelegram(owner.supplierId, connected);
      await events.customerChanged(owner.supplierId, { telegram_id: chatId });
    },

    async disconnect(owner: TelegramOwner, locale: Locale): Promise<{ message: string }> {
      const chatId = await repository.unbind(owner);
      if (chatId !== null) {
        await say(chatId, telegramText(BOT_LOCALE, 'chat_disconnected'));
        if (owner.memberId === null) await events.customerChanged(owner.supplierId, { telegram_id: null });
      }
      return { message: telegramText(locale, 'disconnected') };
    },
  };
}

export type TelegramService = ReturnType<typeof telegramService>;

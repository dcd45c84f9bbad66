import type { FastifyBaseLogger } from 'fastify';
import type { TelegramBot } from './telegram.driver';

export interface TelegramOutboxMessage {
  chatId: string;
  text: string;
  sentAt: Date;
}

/** Messages kept for GET /api/dev/telegram-outbox; older ones are dropped. */
const OUTBOX_LIMIT = 500;

/**
 * The embedded default: nothing leaves the machine. Each message is one log line and stays in an
 * in-memory outbox that the dev route (and tests) read.
 */
export class LocalTelegramBot implements TelegramBot {
  readonly #outbox: TelegramOutboxMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async sendMessage(chatId: string, text: string): Promise<void> {
    this.#outbox.push({ chatId, text, sentAt: new Date() });
    if (this.#outbox.length > OUTBOX_LIMIT) this.#outbox.splice(0, this.#outbox.length - OUTBOX_LIMIT);
    this.log?.info({ telegram: { chatId, text } }, 'telegram message (local driver)');
  }

  /** Newest first, optionally for one chat. */
  outbox(chatId?: string): TelegramOutboxMessage[] {
    const messages = chatId ? this.#outbox.filter((m) => m.chatId === chatId) : this.#outbox;
    return [...messages].reverse();
  }
}

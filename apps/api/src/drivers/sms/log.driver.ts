import type { FastifyBaseLogger } from 'fastify';
import type { SmsDriver } from './sms.driver';

export interface OutboxMessage {
  telephone: string;
  text: string;
  createdAt: Date;
}

/** Messages kept for GET /api/dev/sms-outbox; older ones are dropped. */
const OUTBOX_LIMIT = 500;

/**
 * The embedded default: nothing leaves the machine. Each message is one structured log line
 * and stays in an in-memory outbox that the dev route (and tests) read.
 */
export class LogSmsDriver implements SmsDriver {
  readonly #outbox: OutboxMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(telephone: string, text: string): Promise<void> {
    this.#outbox.push({ telephone, text, createdAt: new Date() });
    if (this.#outbox.length > OUTBOX_LIMIT) this.#outbox.splice(0, this.#outbox.length - OUTBOX_LIMIT);
    this.log?.info({ sms: { telephone, text } }, 'sms sent (log driver)');
  }

  /** Newest first, optionally for one phone. */
  outbox(telephone?: string): OutboxMessage[] {
    const messages = telephone ? this.#outbox.filter((m) => m.telephone === telephone) : this.#outbox;
    return [...messages].reverse();
  }
}

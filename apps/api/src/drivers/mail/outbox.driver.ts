import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { randomToken } from '../../lib/crypto';
import type { MailDriver, MailMessage } from './mail.driver';

export interface OutboxMail extends MailMessage {
  /** The .eml file written, or null when DATA_DIR is `memory://`. */
  file: string | null;
  sentAt: Date;
}

/** Messages remembered for tests and the dev route; older ones are dropped (the files stay). */
const OUTBOX_LIMIT = 500;

/**
 * The embedded default: nothing leaves the machine. Each email is rendered as a real RFC 822
 * message by nodemailer and written to DATA_DIR/mail-outbox/<time>-<random>.eml (open it in any
 * mail client); with DATA_DIR `memory://` it is only kept in memory. nodemailer is loaded with
 * the first file (ADR 0058).
 */
export class OutboxMailDriver implements MailDriver {
  readonly #outbox: OutboxMail[] = [];
  readonly #dir: string | null;
  #render: Promise<Transporter> | undefined;

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#dir = dataDir === 'memory://' ? null : join(resolve(dataDir), 'mail-outbox');
  }

  async send(message: MailMessage): Promise<void> {
    const sentAt = new Date();
    let file: string | null = null;
    if (this.#dir) {
      this.#render ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await this.#render).sendMail({ from: this.from, ...message });
      await mkdir(this.#dir, { recursive: true });
      file = join(this.#dir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    }
    this.#outbox.push({ ...message, file, sentAt });
    if (this.#outbox.length > OUTBOX_LIMIT) this.#outbox.splice(0, this.#outbox.length - OUTBOX_LIMIT);
    this.log?.info({ mail: { to: message.to, subject: message.subject, file } }, 'email written (outbox driver)');
  }

  /** Newest first, optionally for one address. */
  outbox(to?: string): OutboxMail[] {
    const messages = to ? this.#outbox.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : this.#outbox;
    return [...messages].reverse();
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { MailDriver } from './mail.driver';
import { OutboxMailDriver } from './outbox.driver';
import { SmtpMailDriver } from './smtp.driver';

export { MailSendError, type MailDriver, type MailMessage } from './mail.driver';
export { OutboxMailDriver, type OutboxMail } from './outbox.driver';
export { SmtpMailDriver } from './smtp.driver';

/** SMTP_URL set: SMTP; else the outbox driver writing .eml files into DATA_DIR/mail-outbox. */
export function createMailDriver(config: Config, log: FastifyBaseLogger): MailDriver {
  if (config.SMTP_URL) return new SmtpMailDriver(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailDriver(config.DATA_DIR, config.MAIL_FROM, log);
}

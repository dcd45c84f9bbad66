import type { Transporter } from 'nodemailer';
import { MailSendError, type MailDriver, type MailMessage } from './mail.driver';

/**
 * Production driver: SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465),
 * loaded with the first email (ADR 0058).
 */
export class SmtpMailDriver implements MailDriver {
  #transport: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.#transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    try {
      await (await this.#transport).sendMail({ from: this.from, ...message });
    } catch (error) {
      const code =
        (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
      throw new MailSendError(`SMTP ${code ?? 'error'}`, { cause: error });
    }
  }

  close(): void {
    void this.#transport?.then((transport) => transport.close());
  }
}

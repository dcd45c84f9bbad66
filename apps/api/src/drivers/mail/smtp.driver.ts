import nodemailer, { type Transporter } from 'nodemailer';
import { MailSendError, type MailDriver, type MailMessage } from './mail.driver';

/** Production driver: SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export class SmtpMailDriver implements MailDriver {
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.#transport.sendMail({ from: this.from, ...message });
    } catch (error) {
      const code =
        (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
      throw new MailSendError(`SMTP ${code ?? 'error'}`, { cause: error });
    }
  }

  close(): void {
    this.#transport.close();
  }
}

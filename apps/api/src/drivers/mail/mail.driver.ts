/** One email. `text` is required (every client reads it); `html` is the rich version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header (`<key@host>`). The same on every retry of one message, so that
   * receiving servers and clients that deduplicate by it show a repeated send once.
   */
  messageId?: string;
}

/** Sends email (MAIL_FROM is the sender). */
export interface MailDriver {
  send(message: MailMessage): Promise<void>;
}

/** The server did not take the message; `detail` is for the log only. */
export class MailSendError extends Error {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Email not sent: ${detail}`, options);
    this.name = 'MailSendError';
  }
}

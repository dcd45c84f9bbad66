/** Sends one text message. Phones are E.164 (`+380XXXXXXXXX`). */
export interface SmsDriver {
  send(telephone: string, text: string): Promise<void>;
}

/** The gateway did not take the message; `detail` is for the log, never for the client. */
export class SmsSendError extends Error {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`SMS not sent: ${detail}`, options);
    this.name = 'SmsSendError';
  }
}

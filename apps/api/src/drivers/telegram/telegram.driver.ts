/** The bot: sends a text message to a chat that started it. */
export interface TelegramBot {
  sendMessage(chatId: string, text: string): Promise<void>;
}

/** Telegram did not take the message; `detail` is for the log only. */
export class TelegramSendError extends Error {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Telegram message not sent: ${detail}`, options);
    this.name = 'TelegramSendError';
  }
}

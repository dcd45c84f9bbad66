import { TelegramSendError, type TelegramBot } from './telegram.driver';

export interface BotApiOptions {
  token: string;
  /** Bot API base, https://api.telegram.org unless a local Bot API server is used. */
  apiUrl: string;
  timeoutMs?: number;
  /** Replaced in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

interface BotApiAnswer {
  ok?: boolean;
  description?: string;
  error_code?: number;
}

/** Production driver: the Telegram Bot API, POST {apiUrl}/bot<token>/<method> with JSON. */
export class BotApiTelegramBot implements TelegramBot {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: BotApiOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async sendMessage(chatId: string, text: string): Promise<void> {
    await this.call('sendMessage', { chat_id: chatId, text });
  }

  /** Points Telegram at our webhook; it echoes `secretToken` in X-Telegram-Bot-Api-Secret-Token. */
  async setWebhook(url: string, secretToken: string): Promise<void> {
    await this.call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
  }

  private async call(method: string, payload: Record<string, unknown>): Promise<void> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.options.apiUrl.replace(/\/+$/, '')}/bot${this.options.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new TelegramSendError(timedOut ? 'timeout' : 'network error', { cause: error });
    }
    const answer = (await response.json().catch(() => ({}))) as BotApiAnswer;
    if (!response.ok || answer.ok !== true) {
      throw new TelegramSendError(
        `${method}: ${answer.error_code ?? response.status} ${answer.description ?? ''}`.trim(),
      );
    }
  }
}

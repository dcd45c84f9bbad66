import { SmsSendError, type SmsDriver } from './sms.driver';

export interface TurboSmsOptions {
  /** API base, e.g. https://api.turbosms.ua */
  url: string;
  token: string;
  /** An alpha name approved in the TurboSMS cabinet. */
  sender: string;
  timeoutMs?: number;
  /** Replaced in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

interface TurboSmsAnswer {
  response_code?: number;
  response_status?: string;
  response_result?: { phone?: string; response_code?: number; response_status?: string }[] | null;
}

/**
 * TurboSMS answers codes: 0 OK; 800 accepted into the queue, 801 sent, 802/803 the same for part
 * of the recipients (each recipient then carries its own code, 0 meaning taken). Anything else is
 * a failure (1xx missing data, 2xx invalid data, 3xx/4xx not allowed, 5xx their error).
 */
const SUCCESS_CODES = new Set([0, 800, 801, 802, 803]);

/** Production driver: TurboSMS HTTP API, POST {url}/message/send.json with a bearer token. */
export class TurboSmsDriver implements SmsDriver {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: TurboSmsOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async send(telephone: string, text: string): Promise<void> {
    const recipient = telephone.replace(/^\+/, '');
    let response: Response;
    try {
      response = await this.#fetch(new URL('/message/send.json', this.options.url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ recipients: [recipient], sms: { sender: this.options.sender, text } }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SmsSendError(timedOut ? 'timeout' : 'network error', { cause: error });
    }
    let answer: TurboSmsAnswer;
    try {
      answer = (await response.json()) as TurboSmsAnswer;
    } catch (error) {
      throw new SmsSendError(`HTTP ${response.status}, body is not JSON`, { cause: error });
    }
    const code = answer.response_code;
    if (!response.ok || code === undefined || !SUCCESS_CODES.has(code)) {
      throw new SmsSendError(`HTTP ${response.status}, ${code ?? '?'} ${answer.response_status ?? ''}`.trim());
    }
    const mine = answer.response_result?.find((item) => item.phone === undefined || item.phone === recipient);
    if (mine?.response_code !== undefined && mine.response_code !== 0) {
      throw new SmsSendError(`recipient refused: ${mine.response_code} ${mine.response_status ?? ''}`.trim());
    }
  }
}

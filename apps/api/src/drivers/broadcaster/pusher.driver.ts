import { LIMITS, signHttpApiQuery, type RealtimeCredentials } from '../../plugins/realtime/protocol';
import { BroadcastError, type Broadcaster } from './broadcaster.driver';

export interface PusherBroadcasterOptions extends RealtimeCredentials {
  /** Base of the HTTP API, e.g. https://api-eu.pusher.com or http://soketi:6001 */
  baseUrl: string;
  timeoutMs?: number;
  /** Replaced in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Production driver for scale: the Pusher HTTP API (POST /apps/{id}/events, signed query) of any
 * Pusher-compatible server (Pusher, soketi, another API process with the embedded server).
 * More than 100 channels are sent as several events.
 */
export class PusherBroadcaster implements Broadcaster {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: PusherBroadcasterOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    const unique = [...new Set(channels)];
    const encoded = JSON.stringify(data);
    for (let start = 0; start < unique.length; start += LIMITS.maxChannelsPerEvent) {
      await this.trigger(unique.slice(start, start + LIMITS.maxChannelsPerEvent), event, encoded);
    }
  }

  private async trigger(channels: string[], name: string, data: string): Promise<void> {
    const path = `/apps/${this.options.appId}/events`;
    const body = JSON.stringify({ name, channels, data });
    const query = signHttpApiQuery(this.options, 'POST', path, body);
    let response: Response;
    try {
      response = await this.#fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new BroadcastError(timedOut ? 'timeout' : 'network error', { cause: error });
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new BroadcastError(`HTTP ${response.status} ${text.slice(0, 200)}`);
    }
  }
}

/**
 * Publishes realtime events to Pusher channels (full names, e.g. `private-customer.7`). `data`
 * is sent as a JSON string, as Laravel and the `pusher` library do; pusher-js parses it.
 */
export interface Broadcaster {
  publish(channels: string[], event: string, data: unknown): Promise<void>;
}

/** The realtime server did not take the event; `detail` is for the log only. */
export class BroadcastError extends Error {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Realtime event not published: ${detail}`, options);
    this.name = 'BroadcastError';
  }
}

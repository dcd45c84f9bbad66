/** A browser's push subscription (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service says the subscription no longer exists (404/410); forget it. */
export type PushOutcome = 'sent' | 'gone';

/** Web Push (RFC 8030 + VAPID RFC 8292, payload encrypted per RFC 8291). */
export interface PushDriver {
  /** The VAPID public key (base64url) browsers pass to PushManager.subscribe. */
  publicKey(): string;
  /**
   * `topic` (at most 32 URL-safe characters): the push service keeps only the latest undelivered
   * message of a topic, so a retried send of the same message reaches the browser once.
   */
  send(target: PushTarget, payload: string, options?: { topic?: string }): Promise<PushOutcome>;
}

/** The push service did not take the message; `detail` is for the log only. */
export class PushSendError extends Error {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Push not sent: ${detail}`, options);
    this.name = 'PushSendError';
  }
}

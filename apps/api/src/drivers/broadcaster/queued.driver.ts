import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from './broadcaster.driver';

export interface QueuedBroadcasterOptions {
  /** Events kept while the server does not take them; the oldest is dropped past this. */
  maxQueued?: number;
  /** An event not taken within this long after it was raised is dropped (the panel catches up on reconnect). */
  giveUpAfterMs?: number;
  /** First retry delay; it doubles up to 5 s. */
  retryMs?: number;
}

interface Pending {
  channels: string[];
  event: string;
  data: unknown;
  raisedAt: number;
}

/**
 * No request waits on realtime: `publish` answers at once and the event leaves in the background,
 * in the order raised, through `inner`. A server that does not take it (down, hung until the
 * inner timeout, or refusing) gets it again with a doubling delay, briefly and boundedly, in this
 * process only: a bell may be late or, after `giveUpAfterMs`, missed until the panel refetches.
 */
export class QueuedBroadcaster implements Broadcaster {
  readonly #queue: Pending[] = [];
  #draining = false;
  readonly #maxQueued: number;
  readonly #giveUpAfterMs: number;
  readonly #retryMs: number;

  constructor(
    readonly inner: Broadcaster,
    private readonly log: FastifyBaseLogger,
    options: QueuedBroadcasterOptions = {},
  ) {
    this.#maxQueued = options.maxQueued ?? 1000;
    this.#giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
    this.#retryMs = options.retryMs ?? 250;
  }

  /** Events not yet taken by the server. */
  get pending(): number {
    return this.#queue.length;
  }

  publish(channels: string[], event: string, data: unknown): Promise<void> {
    if (this.#queue.length >= this.#maxQueued) {
      const dropped = this.#queue.shift()!;
      this.log.warn({ event: dropped.event }, 'realtime queue full: oldest event dropped');
    }
    this.#queue.push({ channels, event, data, raisedAt: Date.now() });
    void this.#drain();
    return Promise.resolve();
  }

  async #drain(): Promise<void> {
    if (this.#draining) return;
    this.#draining = true;
    let delay = this.#retryMs;
    while (this.#queue.length > 0) {
      const head = this.#queue[0]!;
      try {
        await this.inner.publish(head.channels, head.event, head.data);
      } catch (error) {
        if (Date.now() - head.raisedAt < this.#giveUpAfterMs) {
          this.log.warn({ err: error, event: head.event, retryInMs: delay }, 'realtime event not taken; retrying');
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
          delay = Math.min(delay * 2, 5_000);
          continue;
        }
        this.log.error({ err: error, event: head.event }, 'realtime event dropped after retries');
      }
      if (this.#queue[0] === head) this.#queue.shift();
      delay = this.#retryMs;
    }
    this.#draining = false;
  }
}

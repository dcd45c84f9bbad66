import { timingSafeEqual } from 'node:crypto';
import {
  MARKETPLACE_REPLAY_WINDOW_SECONDS,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type StorefrontEvent,
} from '@supplier/contracts/marketplace';
import { storefrontSignature } from './storefront.webhook';

export interface ReceivedEvent extends StorefrontEvent {
  id: string;
  received_at: string;
}

const KEEP = 500;

/**
 * The local storefront's side of the webhook: checks each event as a real receiver must
 * (signature in constant time against every `v1,` entry, timestamp within 5 minutes, once per
 * `webhook-id`) and keeps the last ones for the simulator, the tests and a person to read.
 */
export class StorefrontInbox {
  readonly #events: ReceivedEvent[] = [];
  readonly #seen = new Set<string>();

  constructor(private readonly secret: () => string) {}

  /** True when the event is signed right (a repeat is accepted and not kept twice). */
  receive(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    event: StorefrontEvent,
    now: Date,
  ): boolean {
    const id = headers[WEBHOOK_ID_HEADER];
    const timestamp = headers[WEBHOOK_TIMESTAMP_HEADER];
    const signatures = headers[WEBHOOK_SIGNATURE_HEADER];
    if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
    if (!/^\d{1,12}$/.test(timestamp)) return false;
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MARKETPLACE_REPLAY_WINDOW_SECONDS) return false;
    const expected = Buffer.from(storefrontSignature(this.secret(), id, timestamp, rawBody));
    const valid = signatures.split(' ').some((entry) => {
      const given = Buffer.from(entry);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!valid) return false;
    if (this.#seen.has(id)) return true;
    this.#seen.add(id);
    this.#events.unshift({ ...event, id, received_at: now.toISOString() });
    const dropped = this.#events.splice(KEEP);
    for (const old of dropped) this.#seen.delete(old.id);
    return true;
  }

  list(type?: string): ReceivedEvent[] {
    return type ? this.#events.filter((event) => event.type === type) : [...this.#events];
  }
}

import { WEBHOOK_ID_HEADER, type StorefrontEvent } from '@supplier/contracts/marketplace';
import { verifyWebhook } from '../../lib/standard-webhooks';

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
    if (verifyWebhook(this.secret(), headers, rawBody, now) !== 'ok') return false;
    const id = headers[WEBHOOK_ID_HEADER] as string;
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

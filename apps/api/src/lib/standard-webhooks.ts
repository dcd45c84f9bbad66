import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MARKETPLACE_REPLAY_WINDOW_SECONDS,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@supplier/contracts/marketplace';
import { retryDelayMs } from '../jobs/job-runner';

/**
 * Outgoing webhooks as Standard Webhooks (standardwebhooks.com, PROTOCOLS.md section 6.1): the one
 * signing and the one retry schedule of every webhook the product sends — the storefront's
 * (`modules/marketplace/storefront.webhook.ts`) and the suppliers' own endpoints
 * (`modules/integrations/webhooks/`).
 *
 *   webhook-id: <unique per event, the same on every retry>
 *   webhook-timestamp: <unix seconds of this attempt>
 *   webhook-signature: v1,<base64 HMAC-SHA256(key, `${id}.${timestamp}.${body}`)>
 */
export { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER };

/** A receiver refuses a timestamp further than this from its clock (replays): 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = MARKETPLACE_REPLAY_WINDOW_SECONDS;

/** A receiver that has not answered in this long has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * The retry schedule, for the job runner (`maxAttempts`, `retryBaseMs`, `timeoutMs` of a job
 * kind): 11 tries, waiting 5 s, 20 s, 80 s, 5 min, 21 min, 85 min, 5.7 h, then 6 h three times —
 * about 25 hours from the first try to the last.
 */
export const WEBHOOK_RETRIES = { maxAttempts: 11, retryBaseMs: 5_000, timeoutMs: WEBHOOK_TIMEOUT_MS + 5_000 } as const;

/** When try number `attempt + 1` is due after try `attempt` failed at `at`; null after the last one. */
export function nextWebhookAttempt(attempt: number, at: Date): Date | null {
  if (attempt >= WEBHOOK_RETRIES.maxAttempts) return null;
  return new Date(at.getTime() + retryDelayMs(attempt, WEBHOOK_RETRIES.retryBaseMs));
}

/** The prefix of a secret as shown to a person (`whsec_` + base64 of the key bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The HMAC key of a secret: the bytes after `whsec_` (as the Standard Webhooks libraries read
 * it); any other text (the storefront's shared secret) is its UTF-8 bytes.
 */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`. */
export function webhookSignature(secret: string, id: string, timestamp: string, rawBody: string): string {
  return `v1,${createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${rawBody}`).digest('base64')}`;
}

/** The three headers of one attempt, signed now. */
export function signedWebhookHeaders(secret: string, id: string, now: Date, rawBody: string): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [WEBHOOK_ID_HEADER]: id,
    [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, id, timestamp, rawBody),
  };
}

/**
 * What a receiver checks: the three headers present, the timestamp within 5 minutes of `now`,
 * and one of the space-separated `v1,` signatures equal (in constant time) to the expected one.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): 'ok' | 'missing' | 'timestamp' | 'signature' {
  const id = headers[WEBHOOK_ID_HEADER];
  const timestamp = headers[WEBHOOK_TIMESTAMP_HEADER];
  const signatures = headers[WEBHOOK_SIGNATURE_HEADER];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return 'timestamp';
  const expected = Buffer.from(webhookSignature(secret, id, timestamp, rawBody));
  const valid = signatures.split(' ').some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return valid ? 'ok' : 'signature';
}

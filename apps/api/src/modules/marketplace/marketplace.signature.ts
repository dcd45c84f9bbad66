import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MARKETPLACE_REPLAY_WINDOW_SECONDS,
  MARKETPLACE_SIGNATURE_HEADER,
  MARKETPLACE_TIMESTAMP_HEADER,
} from '@supplier/contracts/marketplace';

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function marketplaceSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** The headers a gateway client sends with `rawBody` at `now`. */
export function signedHeaders(secret: string, rawBody: string, now = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [MARKETPLACE_TIMESTAMP_HEADER]: timestamp,
    [MARKETPLACE_SIGNATURE_HEADER]: marketplaceSignature(secret, timestamp, rawBody),
  };
}

export type SignatureProblem = 'missing' | 'timestamp' | 'signature';

/** Why a request fails the gateway's check, or null when it is signed right and fresh. */
export function verifyMarketplaceRequest(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): SignatureProblem | null {
  const timestamp = headers[MARKETPLACE_TIMESTAMP_HEADER];
  const signature = headers[MARKETPLACE_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MARKETPLACE_REPLAY_WINDOW_SECONDS) return 'timestamp';
  const expected = Buffer.from(marketplaceSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature';
}

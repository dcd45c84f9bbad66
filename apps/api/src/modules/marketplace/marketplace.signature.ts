import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MARKETPLACE_REPLAY_WINDOW_SECONDS,
  MARKETPLACE_SIGNATURE_HEADER,
  MARKETPLACE_TIMESTAMP_HEADER,
} from '@supplier/contracts/marketplace';

/**
 * What a gateway call is, besides its body: the method and the request target (the path with its
 * query, `/api` included) exactly as on the request line, percent-encoding untouched.
 */
export interface GatewayRequestLine {
  method: string;
  target: string;
}

/**
 * The string a gateway call signs (contracts `marketplace.ts`, ADR 0014): timestamp, method,
 * target and raw body joined by line feeds. A request line cannot hold a line feed, so no part
 * can be moved into its neighbour and still sign the same.
 */
function signedContent(timestamp: string, line: GatewayRequestLine, rawBody: string): string {
  return `${timestamp}\n${line.method}\n${line.target}\n${rawBody}`;
}

/** `sha256=<hex>` of HMAC-SHA256(secret, the signed content). */
export function marketplaceSignature(
  secret: string,
  timestamp: string,
  line: GatewayRequestLine,
  rawBody: string,
): string {
  const content = signedContent(timestamp, line, rawBody);
  return `sha256=${createHmac('sha256', secret).update(content).digest('hex')}`;
}

/** The headers a gateway client sends with the request `line` and `rawBody` at `now`. */
export function signedHeaders(
  secret: string,
  line: GatewayRequestLine,
  rawBody: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [MARKETPLACE_TIMESTAMP_HEADER]: timestamp,
    [MARKETPLACE_SIGNATURE_HEADER]: marketplaceSignature(secret, timestamp, line, rawBody),
  };
}

/** A signed JSON POST to a gateway `url`, as the storefront sends it (the simulators). */
export function signedPost(secret: string, url: URL, body: unknown): Promise<Response> {
  const raw = JSON.stringify(body);
  const line = { method: 'POST', target: `${url.pathname}${url.search}` };
  return fetch(url, {
    method: line.method,
    headers: { 'content-type': 'application/json', ...signedHeaders(secret, line, raw) },
    body: raw,
  });
}

export type SignatureProblem = 'missing' | 'timestamp' | 'signature';

/** Why a request fails the gateway's check, or null when it is signed right and fresh. */
export function verifyMarketplaceRequest(
  secret: string,
  request: GatewayRequestLine & { headers: Record<string, string | string[] | undefined> },
  rawBody: string,
  now: Date,
): SignatureProblem | null {
  const timestamp = request.headers[MARKETPLACE_TIMESTAMP_HEADER];
  const signature = request.headers[MARKETPLACE_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MARKETPLACE_REPLAY_WINDOW_SECONDS) return 'timestamp';
  const expected = Buffer.from(marketplaceSignature(secret, timestamp, request, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature';
}

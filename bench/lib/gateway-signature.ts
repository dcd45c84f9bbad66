/**
 * The marketplace gateway's signature by the documented recipe (contracts `marketplace.ts`, ADR
 * 0014), not by the API's own code: HMAC-SHA256 over the timestamp, the method, the target (path
 * with query, exactly as sent) and the raw body, joined by line feeds.
 */
import { createHmac } from 'node:crypto';

/** The headers of a JSON `POST` of `raw` to `target` (e.g. `/api/marketplace/v1/orders`) signed now. */
export function gatewayHeaders(secret: string, target: string, raw: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}\nPOST\n${target}\n${raw}`).digest('hex');
  return {
    'content-type': 'application/json',
    'x-marketplace-timestamp': timestamp,
    'x-marketplace-signature': `sha256=${signature}`,
  };
}

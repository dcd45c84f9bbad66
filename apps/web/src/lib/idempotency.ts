/**
 * A fresh Idempotency-Key (a v4 UUID) for one user action. `crypto.randomUUID` exists only on
 * secure origins; `getRandomValues` works on plain-http hosts too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header money-moving calls take (contracts `IDEMPOTENCY_KEY_HEADER`; spelled here so zod stays out of the shell's chunks). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

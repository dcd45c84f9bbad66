import { createHash } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';
import { PaymentCallbackError, type PaymentCallback } from './payment.driver';

/**
 * LiqPay's wire format (PROTOCOLS.md section 3.1): `data` = base64(JSON params),
 * `signature` = base64(raw SHA-1(private_key + data + private_key)). The local driver speaks
 * the same format with its own key, so both go through one verification.
 */

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

export function encodeLiqpayData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

export function signLiqpay(privateKey: string, params: Record<string, unknown>): { data: string; signature: string } {
  const data = encodeLiqpayData(params);
  return { data, signature: liqpaySignature(privateKey, data) };
}

const FINAL_FAILURES = new Set(['failure', 'error', 'reversed']);

/**
 * Checks the signature over `data` exactly as received (constant-time), then the merchant and
 * the fields, and maps the status: `success` (and `sandbox` when allowed) is paid.
 */
export function verifyLiqpayCallback(
  body: unknown,
  keys: { publicKey: string; privateKey: string; acceptSandbox: boolean },
): PaymentCallback {
  if (!body || typeof body !== 'object') throw new PaymentCallbackError('malformed');
  const { data, signature } = body as Record<string, unknown>;
  if (typeof data !== 'string' || typeof signature !== 'string' || data.length === 0 || data.length > 65_536) {
    throw new PaymentCallbackError('malformed');
  }
  if (!safeEqual(liqpaySignature(keys.privateKey, data), signature)) throw new PaymentCallbackError('bad_signature');

  let params: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    params = parsed as Record<string, unknown>;
  } catch {
    throw new PaymentCallbackError('bad_payload');
  }
  if (params.public_key !== keys.publicKey) throw new PaymentCallbackError('foreign_merchant');
  const amount = typeof params.amount === 'string' ? Number(params.amount) : params.amount;
  const orderId = params.order_id;
  const status = params.status;
  if (
    typeof orderId !== 'string' ||
    typeof status !== 'string' ||
    typeof amount !== 'number' ||
    !Number.isFinite(amount)
  ) {
    throw new PaymentCallbackError('bad_payload');
  }
  const paid = status === 'success' || (keys.acceptSandbox && status === 'sandbox');
  return {
    paymentId: orderId,
    status: paid ? 'success' : FINAL_FAILURES.has(status) ? 'failure' : 'pending',
    amountKopiyky: Math.round(amount * 100),
    currency: typeof params.currency === 'string' ? params.currency : '',
    providerPaymentId:
      typeof params.payment_id === 'string' || typeof params.payment_id === 'number' ? String(params.payment_id) : null,
    providerStatus: status,
  };
}

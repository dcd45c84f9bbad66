import { describe, expect, it } from 'vitest';
import {
  LiqpayDriver,
  LIQPAY_CHECKOUT_URL,
  liqpaySignature,
  LocalPaymentDriver,
  PaymentCallbackError,
  signLiqpay,
} from '.';
import { createHash } from 'node:crypto';

const keys = { publicKey: 'sandbox_i000000000', privateKey: 'sandbox_private_key', sandbox: false };

function decode(data: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
}

describe('LiqPay driver', () => {
  const driver = new LiqpayDriver(keys);

  it('signs as base64 of the raw SHA-1 of private_key + data + private_key', () => {
    const data = Buffer.from('{"a":1}').toString('base64');
    const expected = createHash('sha1')
      .update(`${keys.privateKey}${data}${keys.privateKey}`)
      .digest()
      .toString('base64');
    expect(liqpaySignature(keys.privateKey, data)).toBe(expected);
    expect(Buffer.from(expected, 'base64')).toHaveLength(20);
  });

  it('builds the checkout link with version 3, pay, UAH, order id, server and result urls', async () => {
    const url = new URL(
      await driver.createCheckout({
        paymentId: 'tp_abc',
        amountKopiyky: 123450,
        description: 'Поповнення балансу',
        resultUrl: 'https://panel.example/payments/balances/main-balance',
        callbackUrl: 'https://panel.example/api/payments/callback/liqpay',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(LIQPAY_CHECKOUT_URL);
    const data = url.searchParams.get('data')!;
    expect(url.searchParams.get('signature')).toBe(liqpaySignature(keys.privateKey, data));
    expect(decode(data)).toEqual({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: 1234.5,
      currency: 'UAH',
      description: 'Поповнення балансу',
      order_id: 'tp_abc',
      result_url: 'https://panel.example/payments/balances/main-balance',
      server_url: 'https://panel.example/api/payments/callback/liqpay',
      language: 'uk',
    });
  });

  it('verifies callbacks and maps statuses', () => {
    const base = { public_key: keys.publicKey, order_id: 'tp_abc', amount: 1234.5, currency: 'UAH', payment_id: 42 };
    expect(driver.verifyCallback(signLiqpay(keys.privateKey, { ...base, status: 'success' }))).toEqual({
      paymentId: 'tp_abc',
      status: 'success',
      amountKopiyky: 123450,
      currency: 'UAH',
      providerPaymentId: '42',
      providerStatus: 'success',
    });
    expect(driver.verifyCallback(signLiqpay(keys.privateKey, { ...base, status: 'failure' })).status).toBe('failure');
    expect(driver.verifyCallback(signLiqpay(keys.privateKey, { ...base, status: '3ds_verify' })).status).toBe(
      'pending',
    );
    expect(driver.verifyCallback(signLiqpay(keys.privateKey, { ...base, status: 'sandbox' })).status).toBe('pending');
    const sandboxDriver = new LiqpayDriver({ ...keys, sandbox: true });
    expect(sandboxDriver.verifyCallback(signLiqpay(keys.privateKey, { ...base, status: 'sandbox' })).status).toBe(
      'success',
    );
  });

  it('throws on a forged signature, another merchant or a malformed body', () => {
    const base = { public_key: keys.publicKey, order_id: 'tp_abc', amount: 1, currency: 'UAH', status: 'success' };
    const reasons = (body: unknown) => {
      try {
        driver.verifyCallback(body);
        return 'accepted';
      } catch (error) {
        return error instanceof PaymentCallbackError ? error.reason : 'other';
      }
    };
    expect(reasons(signLiqpay('wrong', base))).toBe('bad_signature');
    expect(reasons(signLiqpay(keys.privateKey, { ...base, public_key: 'other' }))).toBe('foreign_merchant');
    expect(reasons(signLiqpay(keys.privateKey, { ...base, amount: 'x' }))).toBe('bad_payload');
    expect(reasons({ data: 'not json', signature: liqpaySignature(keys.privateKey, 'not json') })).toBe('bad_payload');
    expect(reasons({})).toBe('malformed');
    expect(reasons(null)).toBe('malformed');
  });
});

describe('local payment driver', () => {
  it('points to its own checkout page and signs callbacks like LiqPay with its key', async () => {
    const driver = new LocalPaymentDriver(() => 'local-secret-key-123');
    const url = await driver.createCheckout({
      paymentId: 'tp_xyz',
      amountKopiyky: 100,
      description: 'x',
      resultUrl: 'http://localhost:3000/payments/balances/main-balance',
      callbackUrl: 'http://localhost:3000/api/payments/callback/local',
    });
    expect(url).toBe('http://localhost:3000/api/payments/local/checkout/tp_xyz');
    const body = driver.signCallback({ paymentId: 'tp_xyz', amountKopiyky: 100, paid: true, description: 'x' });
    expect(body.signature).toBe(liqpaySignature('local-secret-key-123', body.data));
    expect(driver.verifyCallback(body)).toMatchObject({ paymentId: 'tp_xyz', status: 'success', amountKopiyky: 100 });
    expect(() => new LocalPaymentDriver('other-key-000000').verifyCallback(body)).toThrow(PaymentCallbackError);
  });
});

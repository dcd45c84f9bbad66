import { describe, expect, it } from 'vitest';
import { signLiqpay } from '../../../drivers/payments';
import {
  balances,
  checkoutPath,
  createSupplier,
  expectLedgerInvariants,
  pressCheckout,
  startTopUp,
  TEST_LOCAL_PAYMENTS_KEY,
  useMoneyApp,
} from '../test/money-test-kit';

function decode(data: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
}

describe('top-ups through the local checkout', () => {
  const t = useMoneyApp();

  it('serves a script-free checkout page and credits main once when paid', async () => {
    const supplier = await createSupplier(t);
    const url = await startTopUp(t, supplier, 250.5);

    const page = await t.app.inject({ method: 'GET', url: checkoutPath(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('>Сплатити</button>');
    expect(page.body).toContain('>Скасувати</button>');
    expect(page.body).toContain('250,50 грн');

    const paid = await pressCheckout(t, url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/payments/balances/main-balance');
    expect(await balances(t, supplier)).toEqual({ main: 250.5, services: 0 });

    // Pressing again (or a reload of the form) changes nothing.
    await pressCheckout(t, url, 'pay');
    expect(await balances(t, supplier)).toEqual({ main: 250.5, services: 0 });
    const again = await t.app.inject({ method: 'GET', url: checkoutPath(url) });
    expect(again.body).toContain('Цей платіж уже оброблено.');
    await expectLedgerInvariants(t);
  });

  it('cancelling credits nothing', async () => {
    const supplier = await createSupplier(t);
    const url = await startTopUp(t, supplier, 100);
    const cancelled = await pressCheckout(t, url, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(await balances(t, supplier)).toEqual({ main: 0, services: 0 });
  });

  it('a replayed provider callback is answered 200 and credits nothing more', async () => {
    const supplier = await createSupplier(t);
    const url = await startTopUp(t, supplier, 40);
    const orderId = checkoutPath(url).split('/').pop()!;
    const body = signLiqpay(TEST_LOCAL_PAYMENTS_KEY, {
      version: 3,
      public_key: 'local',
      action: 'pay',
      status: 'success',
      amount: 40,
      currency: 'UAH',
      order_id: orderId,
    });
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/local',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await balances(t, supplier)).toEqual({ main: 40, services: 0 });
    await expectLedgerInvariants(t);
  });

  it('rejects forged and altered callbacks with 400 and changes nothing', async () => {
    const supplier = await createSupplier(t);
    const url = await startTopUp(t, supplier, 75);
    const orderId = checkoutPath(url).split('/').pop()!;
    const params = {
      version: 3,
      public_key: 'local',
      action: 'pay',
      status: 'success',
      amount: 75,
      currency: 'UAH',
      order_id: orderId,
    };
    const forged = signLiqpay('not-the-key', params);
    const genuine = signLiqpay(TEST_LOCAL_PAYMENTS_KEY, params);
    const altered = {
      data: Buffer.from(JSON.stringify({ ...decode(genuine.data), amount: 75000 })).toString('base64'),
      signature: genuine.signature,
    };
    const wrongAmount = signLiqpay(TEST_LOCAL_PAYMENTS_KEY, { ...params, amount: 7500 });
    const unknownOrder = signLiqpay(TEST_LOCAL_PAYMENTS_KEY, { ...params, order_id: 'tp_nope' });
    const foreignMerchant = signLiqpay(TEST_LOCAL_PAYMENTS_KEY, { ...params, public_key: 'someone-else' });
    for (const payload of [forged, altered, wrongAmount, unknownOrder, foreignMerchant, { data: genuine.data }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/local',
        headers: { 'x-request-id': 'forged-1' },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: 'payment_callback_rejected',
        message: 'Дані платежу не пройшли перевірку.',
      });
      expect(response.headers['x-request-id']).toBe('forged-1');
    }
    expect(await balances(t, supplier)).toEqual({ main: 0, services: 0 });
    await expectLedgerInvariants(t);
  });

  it('answers 404 for a callback of a driver that is not configured', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/callback/liqpay', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('checks the amount: 1 to 100 000 грн with at most two decimals', async () => {
    const supplier = await createSupplier(t);
    for (const amount of [0, -5, 0.99, 100_000.01, 10.001, 'abc', null]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/admin-suppliers/v1/customer/account/up-balance',
        token: supplier.token,
        payload: { amount },
      });
      expect(response.statusCode, `amount ${String(amount)}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { amount: [expect.any(String)] } });
    }
    for (const amount of [1, 100_000, 10.5, '99.99']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/admin-suppliers/v1/customer/account/up-balance',
        token: supplier.token,
        payload: { amount },
      });
      expect(response.statusCode, `amount ${String(amount)}`).toBe(200);
    }
  });

  it('needs a signed-in supplier to start a top-up', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/customer/account/up-balance',
      payload: { amount: 10 },
    });
    expect(response.statusCode).toBe(401);
  });
});

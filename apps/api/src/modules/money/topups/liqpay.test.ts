import { describe, expect, it } from 'vitest';
import { LIQPAY_CHECKOUT_URL, signLiqpay } from '../../../drivers/payments';
import type { Broadcaster } from '../../../drivers/broadcaster';
import { balances, createSupplier, expectLedgerInvariants, startTopUp, useMoneyApp } from '../test/money-test-kit';

const published: { channels: string[]; event: string; data: unknown }[] = [];
const broadcaster: Broadcaster = {
  async publish(channels, event, data) {
    published.push({ channels, event, data });
  },
};

describe('top-ups with PAYMENTS_DRIVER=liqpay', () => {
  const t = useMoneyApp(
    {
      PAYMENTS_DRIVER: 'liqpay',
      LIQPAY_PUBLIC_KEY: 'sandbox_i123',
      LIQPAY_PRIVATE_KEY: 'sandbox_secret',
      PUBLIC_URL: 'https://panel.example.com',
    },
    { broadcaster },
  );

  it('answers the LiqPay checkout link and credits main on its signed callback, announcing the balance', async () => {
    const supplier = await createSupplier(t);
    const url = new URL(await startTopUp(t, supplier, 300));
    expect(`${url.origin}${url.pathname}`).toBe(LIQPAY_CHECKOUT_URL);
    const params = JSON.parse(Buffer.from(url.searchParams.get('data')!, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(params).toMatchObject({
      version: 3,
      action: 'pay',
      currency: 'UAH',
      amount: 300,
      public_key: 'sandbox_i123',
      server_url: 'https://panel.example.com/api/payments/callback/liqpay',
      result_url: 'https://panel.example.com/payments/balances/main-balance',
    });

    // No local checkout with a real provider.
    const local = await t.app.inject({ method: 'GET', url: `/api/payments/local/checkout/${String(params.order_id)}` });
    expect(local.statusCode).not.toBe(200);

    const callback = signLiqpay('sandbox_secret', {
      ...params,
      status: 'success',
      payment_id: 123456,
      end_date: Date.now(),
    });
    published.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/liqpay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(callback).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await balances(t, supplier)).toEqual({ main: 300, services: 0 });
    expect(published).toEqual([
      {
        channels: [`private-balance.${supplier.id}`],
        event: 'balance.changed',
        data: {
          balance: { total: 300, total_format: '300 грн' },
          service_balance: { total: 0, total_format: '0 грн' },
        },
      },
    ]);

    // The local driver's path is not a way in.
    const viaLocal = await t.app.inject({ method: 'POST', url: '/api/payments/callback/local', payload: callback });
    expect(viaLocal.statusCode).toBe(404);
    await expectLedgerInvariants(t);
  });
});

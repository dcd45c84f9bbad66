import { describe, expect, it } from 'vitest';
import {
  createSupplier,
  expectLedgerInvariants,
  topUp,
  transfer,
  useMoneyApp,
  type MoneyTestContext,
  type TestSupplier,
} from '../test/money-test-kit';

const mainHistory = (t: MoneyTestContext, who: TestSupplier, query = '') =>
  t.call({ method: 'GET', url: `/api/admin-suppliers/v1/customer/account/balance${query}`, token: who.token });

function kyivToday(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(date);
}

describe('main balance history', () => {
  const t = useMoneyApp();

  it('answers 0 грн and an empty page for a new supplier', async () => {
    const supplier = await createSupplier(t);
    const response = await mainHistory(t, supplier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      balance: 0,
      balance_format: '0 грн',
      meta: { total: 0, per_page: 15, current_page: 1, last_page: 1 },
    });
  });

  it('pages and filters by type and by dates (Europe/Kyiv days)', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 1234.5);
    await topUp(t, supplier, 100);
    await transfer(t, supplier, { amount: 34.5, transfer_direction: 'transfer_from_main' });

    const all = await mainHistory(t, supplier);
    expect(all.json()).toMatchObject({
      balance: 1300,
      balance_format: '1 300 грн',
      data: [
        { type: 'transfer_from_main', amount: -34.5, amount_format: '-34,50 грн', balance_after: 1300 },
        { type: 'top_up', title: 'Поповнення балансу', amount: 100, balance_after: 1334.5, description: null },
        { type: 'top_up', amount: 1234.5, amount_format: '1 234,50 грн', balance_after_format: '1 234,50 грн' },
      ],
      meta: { total: 3 },
    });

    const page2 = await mainHistory(t, supplier, '?per_page=2&page=2');
    expect(page2.json()).toMatchObject({
      data: [{ amount: 1234.5 }],
      meta: { total: 3, per_page: 2, current_page: 2, last_page: 2 },
    });
    const topUps = await mainHistory(t, supplier, '?type=top_up');
    expect(topUps.json()).toMatchObject({ meta: { total: 2 } });
    const emptyFilters = await mainHistory(t, supplier, '?type=&date_from=&date_to=');
    expect(emptyFilters.json()).toMatchObject({ meta: { total: 3 } });
    const today = await mainHistory(t, supplier, `?date_from=${kyivToday()}&date_to=${kyivToday()}`);
    expect(today.json()).toMatchObject({ meta: { total: 3 } });
    const yesterday = await mainHistory(t, supplier, `?date_to=${kyivToday(-1)}`);
    expect(yesterday.json()).toMatchObject({ data: [], meta: { total: 0 }, balance: 1300 });

    for (const query of [
      '?type=unknown',
      '?date_from=2025-13-01',
      '?date_from=2025-02-30',
      '?date_from=2025-03-02&date_to=2025-03-01',
      '?per_page=0',
    ]) {
      expect((await mainHistory(t, supplier, query)).statusCode, query).toBe(422);
    }
    await expectLedgerInvariants(t);
  });

  it('needs a signed-in supplier', async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/customer/account/balance' });
    expect(response.statusCode).toBe(401);
  });
});

describe('isolation between suppliers', () => {
  const t = useMoneyApp();

  it('B sees none of A history, payouts or payout account; A payout ids answer 404 to B', async () => {
    const a = await createSupplier(t);
    const b = await createSupplier(t);
    await topUp(t, a, 500);
    await transfer(t, a, { amount: 100, transfer_direction: 'transfer_from_main' });
    await t.call({
      method: 'PUT',
      url: '/api/v1/customers/payout-account',
      token: a.token,
      payload: { iban: 'UA213223130000026007233566001', holder_name: 'Олена Коваленко', tax_id: '14360570' },
    });
    const payout = await t.call({
      method: 'POST',
      url: '/api/v1/customers/payouts',
      token: a.token,
      payload: { amount: 100 },
    });
    const payoutId = (payout.json() as { data: { id: number } }).data.id;

    const call = (url: string) => t.call({ method: 'GET', url, token: b.token });
    expect((await call('/api/admin-suppliers/v1/customer/account/balance')).json()).toMatchObject({
      data: [],
      balance: 0,
      meta: { total: 0 },
    });
    expect((await call('/api/v1/customers/balances/service-transactions')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await call('/api/v1/customers/balances/service-balance')).json()).toEqual({
      data: { balance: 0, formatted_balance: '0 грн' },
    });
    expect((await call('/api/v1/customers/payouts')).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await call('/api/v1/customers/payout-account')).json()).toEqual({ data: null });
    const foreign = await call(`/api/v1/customers/payouts/${payoutId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Виплату не знайдено.' });

    const own = await t.call({ method: 'GET', url: `/api/v1/customers/payouts/${payoutId}`, token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { id: payoutId, status: 'pending' } });
    await expectLedgerInvariants(t);
  });
});

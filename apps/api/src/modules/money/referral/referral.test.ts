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

async function buySubscription(t: MoneyTestContext, who: TestSupplier) {
  await topUp(t, who, 499);
  expect((await transfer(t, who, { amount: 499, transfer_direction: 'transfer_from_main' })).statusCode).toBe(200);
  expect((await transfer(t, who, { transfer_direction: 'supplier_panel' })).statusCode).toBe(200);
}

const get = (t: MoneyTestContext, who: TestSupplier, url: string) => t.call({ method: 'GET', url, token: who.token });

describe('referral earnings, stats and transactions', () => {
  const t = useMoneyApp();

  it('lists what each invited friend spent and earned the referrer', async () => {
    const referrer = await createSupplier(t);
    expect((await get(t, referrer, '/api/v1/customers/balances/referral-earnings')).json()).toEqual({
      total_referral_earnings: 0,
      total_referral_earnings_formatted: '0 грн',
    });

    const active = await createSupplier(t, { referrerId: referrer.id, firstname: 'Ірина', lastname: 'Бондар' });
    const idle = await createSupplier(t, { referrerId: referrer.id, firstname: 'Андрій', lastname: 'Мельник' });
    await buySubscription(t, active);
    await buySubscription(t, active);

    expect((await get(t, referrer, '/api/v1/customers/balances/referral-earnings')).json()).toEqual({
      total_referral_earnings: 249.5,
      total_referral_earnings_formatted: '249,50 грн',
    });

    const stats = await get(t, referrer, '/api/v1/customers/referral/stats?per_page=10&page=1');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({
      data: [
        { id: idle.id, name: 'Андрій Мельник', spent: 0, spent_formatted: '0 грн', earned: 0 },
        {
          id: active.id,
          name: 'Ірина Бондар',
          spent: 998,
          spent_formatted: '998 грн',
          earned: 249.5,
          earned_formatted: '249,50 грн',
        },
      ],
      meta: { total: 2, per_page: 10, current_page: 1, last_page: 1 },
    });
    expect(typeof (stats.json() as { data: { registered_at: string }[] }).data[0]!.registered_at).toBe('string');

    const future = await get(t, referrer, '/api/v1/customers/referral/stats?date_from=2999-01-01&date_to=2999-12-31');
    expect(future.json()).toMatchObject({
      data: [
        { spent: 0, earned: 0 },
        { spent: 0, earned: 0 },
      ],
    });
    const badRange = await get(t, referrer, '/api/v1/customers/referral/stats?date_from=2025-02-01&date_to=2025-01-01');
    expect(badRange.statusCode).toBe(422);

    const all = await get(t, referrer, '/api/v1/customers/referral/transactions');
    expect(all.json()).toMatchObject({
      data: [
        {
          referral_id: active.id,
          referral_name: 'Ірина Бондар',
          source: 'supplier_panel',
          amount: 499,
          earned: 124.75,
        },
        { referral_id: active.id, amount: 499, earned: 124.75, earned_formatted: '124,75 грн' },
      ],
      meta: { total: 2 },
    });
    const idleOnly = await get(t, referrer, `/api/v1/customers/referral/transactions?referral_id=${idle.id}`);
    expect(idleOnly.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const paged = await get(
      t,
      referrer,
      `/api/v1/customers/referral/transactions?referral_id=${active.id}&per_page=1&page=2`,
    );
    expect(paged.json()).toMatchObject({ data: [{ referral_id: active.id }], meta: { total: 2, last_page: 2 } });
    await expectLedgerInvariants(t);
  });

  it('answers 404 for a referral_id that is not the supplier own friend', async () => {
    const referrer = await createSupplier(t);
    const other = await createSupplier(t);
    const theirFriend = await createSupplier(t, { referrerId: other.id });
    const response = await get(t, referrer, `/api/v1/customers/referral/transactions?referral_id=${theirFriend.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Запрошеного постачальника не знайдено.' });
    expect((await get(t, other, '/api/v1/customers/referral/stats')).json()).toMatchObject({ meta: { total: 1 } });
    expect((await get(t, referrer, '/api/v1/customers/referral/stats')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { REFERRAL_PERCENT } from '@supplier/contracts/constants';
import { SUBSCRIPTION_DAYS } from '@supplier/contracts/money-ledger';
import { formatKyivDate } from '../money.presenter';
import {
  balances,
  createSupplier,
  expectLedgerInvariants,
  newKey,
  topUp,
  transfer,
  useMoneyApp,
  type MoneyTestContext,
  type TestSupplier,
} from '../test/money-test-kit';
import { referralReward } from './subscription.service';

const DAY = 24 * 60 * 60 * 1000;

async function settings(t: MoneyTestContext, who: TestSupplier) {
  const response = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/settings', token: who.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    balance: { total: number; total_format: string };
    service_balance: { total: number; total_format: string };
    subscribes: { supplier_panel: { cost: number; cost_format: string; active: boolean; expires_at: string | null } };
  };
}

async function fund(t: MoneyTestContext, who: TestSupplier, services: number) {
  await topUp(t, who, services);
  const moved = await transfer(t, who, { amount: services, transfer_direction: 'transfer_from_main' });
  expect(moved.statusCode, moved.body).toBe(200);
}

const buy = (t: MoneyTestContext, who: TestSupplier, key?: string) =>
  transfer(t, who, { amount: 499, transfer_direction: 'supplier_panel', description: 'Підписка' }, key);

describe('supplier-panel subscription', () => {
  const t = useMoneyApp();

  it('is bought from services for 30 days and shows in settings', async () => {
    const supplier = await createSupplier(t);
    expect((await settings(t, supplier)).subscribes.supplier_panel).toEqual({
      cost: 499,
      cost_format: '499 грн',
      active: false,
      expires_at: null,
    });
    await fund(t, supplier, 600);

    const bought = await buy(t, supplier);
    expect(bought.statusCode, bought.body).toBe(200);
    const expected = new Date(t.clock.now().getTime() + SUBSCRIPTION_DAYS * DAY);
    expect(bought.json()).toEqual({
      message: `Підписку «Панель постачальника» оформлено до ${formatKyivDate(expected)}.`,
    });

    const after = await settings(t, supplier);
    expect(after.service_balance).toEqual({ total: 101, total_format: '101 грн' });
    expect(after.balance).toEqual({ total: 0, total_format: '0 грн' });
    expect(after.subscribes.supplier_panel.active).toBe(true);
    const expiresAt = new Date(after.subscribes.supplier_panel.expires_at!).getTime();
    expect(Math.abs(expiresAt - expected.getTime())).toBeLessThan(60_000);

    const history = await t.call({
      method: 'GET',
      url: '/api/v1/customers/balances/service-transactions?type=subscription',
      token: supplier.token,
    });
    expect(history.json()).toMatchObject({
      data: [
        {
          type: 'subscription',
          amount: -499,
          title: 'Оплата підписки «Панель постачальника»',
          description: `Діє до ${formatKyivDate(expected)}`,
        },
      ],
      meta: { total: 1 },
    });
    await expectLedgerInvariants(t);
  });

  it('buying while active extends the end by 30 days; after it lapsed it starts from now', async () => {
    const supplier = await createSupplier(t);
    await fund(t, supplier, 1497);
    expect((await buy(t, supplier)).statusCode).toBe(200);
    const first = new Date((await settings(t, supplier)).subscribes.supplier_panel.expires_at!).getTime();

    t.clock.advance(10 * DAY);
    expect((await buy(t, supplier)).statusCode).toBe(200);
    const extended = new Date((await settings(t, supplier)).subscribes.supplier_panel.expires_at!).getTime();
    expect(extended - first).toBe(SUBSCRIPTION_DAYS * DAY);

    t.clock.advance(100 * DAY);
    const lapsed = await settings(t, supplier);
    expect(lapsed.subscribes.supplier_panel.active).toBe(false);
    expect((await buy(t, supplier)).statusCode).toBe(200);
    const restarted = new Date((await settings(t, supplier)).subscribes.supplier_panel.expires_at!).getTime();
    expect(Math.abs(restarted - (t.clock.now().getTime() + SUBSCRIPTION_DAYS * DAY))).toBeLessThan(60_000);
    expect(await balances(t, supplier)).toEqual({ main: 0, services: 0 });
    t.clock.offsetMs = 0;
  });

  it('is refused with insufficient_funds on services, even when main has money', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 1000);
    await transfer(t, supplier, { amount: 498.99, transfer_direction: 'transfer_from_main' });
    const refused = await buy(t, supplier);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'insufficient_funds',
      message: 'Недостатньо коштів на сервісному балансі',
      errors: { services: ['Доступно 498,99 грн, потрібно 499 грн.'] },
    });
    expect((await settings(t, supplier)).subscribes.supplier_panel.active).toBe(false);
    expect(await balances(t, supplier)).toEqual({ main: 501.01, services: 498.99 });
  });

  it('takes the cost from configuration: another amount is refused, none is fine', async () => {
    const supplier = await createSupplier(t);
    await fund(t, supplier, 499);
    const wrong = await transfer(t, supplier, { amount: 1, transfer_direction: 'supplier_panel' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { amount: ['Вартість підписки — 499 грн.'] } });
    const noAmount = await transfer(t, supplier, { transfer_direction: 'supplier_panel' });
    expect(noAmount.statusCode, noAmount.body).toBe(200);
  });

  it('a repeated Idempotency-Key buys once', async () => {
    const supplier = await createSupplier(t);
    await fund(t, supplier, 998);
    const key = newKey();
    const first = await buy(t, supplier, key);
    const again = await buy(t, supplier, key);
    expect(again.json()).toEqual(first.json());
    expect(await balances(t, supplier)).toEqual({ main: 0, services: 499 });
  });
});

describe('referral reward on a friend purchase', () => {
  const t = useMoneyApp();

  it('credits 25% of the cost to the referrer main in the same transaction', async () => {
    const referrer = await createSupplier(t, { firstname: 'Марія', lastname: 'Шевченко' });
    const friend = await createSupplier(t, { referrerId: referrer.id, firstname: 'Богдан', lastname: 'Ткаченко' });
    const stranger = await createSupplier(t);
    await fund(t, friend, 998);
    await fund(t, stranger, 499);

    expect((await buy(t, friend)).statusCode).toBe(200);
    expect((await buy(t, stranger)).statusCode).toBe(200);
    expect(await balances(t, referrer)).toEqual({ main: 124.75, services: 0 });
    expect(referralReward(49900)).toBe(12475);
    expect(REFERRAL_PERCENT).toBe(25);

    // A refused purchase pays no reward.
    await transfer(t, friend, { amount: 499, transfer_direction: 'transfer_to_main' });
    expect((await buy(t, friend)).statusCode).toBe(422);
    expect(await balances(t, referrer)).toEqual({ main: 124.75, services: 0 });

    const history = await t.call({
      method: 'GET',
      url: '/api/admin-suppliers/v1/customer/account/balance',
      token: referrer.token,
    });
    expect(history.json()).toMatchObject({
      balance: 124.75,
      balance_format: '124,75 грн',
      data: [
        {
          type: 'referral_reward',
          title: 'Реферальна винагорода',
          description: '25% від оплати запрошеного постачальника Богдан Ткаченко',
          amount: 124.75,
        },
      ],
    });
    await expectLedgerInvariants(t);
  });
});

import { describe, expect, it } from 'vitest';
import type { BalanceHistoryRow } from '@supplier/contracts/money-balances';
import { DEMO_PAYOUT_ACCOUNT } from './money.seed';
import {
  createSupplier,
  topUp,
  transfer,
  useMoneyApp,
  type MoneyTestContext,
  type TestSupplier,
} from './test/money-test-kit';

const CYRILLIC = /[а-яіїєґ]/i;

async function history(t: MoneyTestContext, who: TestSupplier, url: string, locale: 'uk' | 'en') {
  const response = await t.call({ method: 'GET', url, token: who.token, headers: { 'x-locale': locale } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BalanceHistoryRow[] }).data;
}

const texts = (rows: BalanceHistoryRow[]) =>
  rows.map((row) => ({ type: row.type, title: row.title, description: row.description }));

describe('item 9: server texts follow X-LOCALE', () => {
  const t = useMoneyApp();

  it('item 9: the same ledger entries (made in a Ukrainian session) read in Ukrainian and in English; the supplier’s comment stays as typed', async () => {
    const supplier = await createSupplier(t);
    const friend = await createSupplier(t, { referrerId: supplier.id, firstname: 'Ірина', lastname: 'Бондар' });
    // Everything below is written while the panel is in Ukrainian (the test client's default).
    await topUp(t, supplier, 1000);
    expect(
      (
        await transfer(t, supplier, {
          amount: 600,
          transfer_direction: 'transfer_from_main',
          description: 'На рекламу',
        })
      ).statusCode,
    ).toBe(200);
    expect((await transfer(t, supplier, { transfer_direction: 'supplier_panel' })).statusCode).toBe(200);
    await topUp(t, friend, 499);
    expect((await transfer(t, friend, { amount: 499, transfer_direction: 'transfer_from_main' })).statusCode).toBe(200);
    expect((await transfer(t, friend, { transfer_direction: 'supplier_panel' })).statusCode).toBe(200);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/v1/customers/payout-account',
      token: supplier.token,
      payload: { ...DEMO_PAYOUT_ACCOUNT },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const payout = await t.call({
      method: 'POST',
      url: '/api/v1/customers/payouts',
      token: supplier.token,
      payload: { amount: 100 },
    });
    expect(payout.statusCode, payout.body).toBe(201);

    const main = '/api/admin-suppliers/v1/customer/account/balance';
    const services = '/api/v1/customers/balances/service-transactions';
    const ukMain = await history(t, supplier, main, 'uk');
    const enMain = await history(t, supplier, main, 'en');
    expect(enMain.map((row) => row.id)).toEqual(ukMain.map((row) => row.id));
    expect(texts(ukMain)).toEqual([
      { type: 'payout_hold', title: 'Виплата на банківський рахунок', description: 'Заявка №1, рахунок UA67 … 2345' },
      {
        type: 'referral_reward',
        title: 'Реферальна винагорода',
        description: '25% від оплати запрошеного постачальника Ірина Бондар',
      },
      { type: 'transfer_from_main', title: 'Переказ з основного балансу на сервісний', description: 'На рекламу' },
      { type: 'top_up', title: 'Поповнення балансу', description: null },
    ]);
    expect(texts(enMain)).toEqual([
      { type: 'payout_hold', title: 'Payout to a bank account', description: 'Request #1, account UA67 … 2345' },
      {
        type: 'referral_reward',
        title: 'Referral reward',
        description: '25% of a payment by invited supplier Ірина Бондар',
      },
      {
        type: 'transfer_from_main',
        title: 'Transfer from the main to the services balance',
        description: 'На рекламу',
      },
      { type: 'top_up', title: 'Balance top-up', description: null },
    ]);

    const ukServices = await history(t, supplier, services, 'uk');
    const enServices = await history(t, supplier, services, 'en');
    expect(texts(ukServices)[0]).toMatchObject({
      type: 'subscription',
      title: 'Оплата підписки «Панель постачальника»',
    });
    expect(ukServices[0]!.description).toMatch(/^Діє до \d{2}\.\d{2}\.\d{4}$/);
    expect(texts(enServices)[0]).toMatchObject({ type: 'subscription', title: 'Supplier panel subscription' });
    expect(enServices[0]!.description).toMatch(/^Active until \d{2}\.\d{2}\.\d{4}$/);

    // Outside the supplier's own data (a comment, a friend's name) English has no Cyrillic.
    const serverWords = [...enMain, ...enServices]
      .flatMap((row) => [row.title, row.description ?? ''])
      .map((text) => text.replace('На рекламу', '').replace('Ірина Бондар', ''));
    expect(serverWords.filter((text) => CYRILLIC.test(text))).toEqual([]);
  });

  it('a payout request’s answer names its amount in the language of the call', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 1000);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/v1/customers/payout-account',
      token: supplier.token,
      payload: { ...DEMO_PAYOUT_ACCOUNT },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const request = (locale: 'uk' | 'en', amount: number) =>
      t.call({
        method: 'POST',
        url: '/api/v1/customers/payouts',
        token: supplier.token,
        headers: { 'x-locale': locale },
        payload: { amount },
      });
    const english = await request('en', 150);
    expect(english.statusCode, english.body).toBe(201);
    expect((english.json() as { message: string }).message).toBe('A payout request of UAH\u00a0150 has been created.');
    const ukrainian = await request('uk', 120);
    expect((ukrainian.json() as { message: string }).message).toBe('Заявку на виплату 120 грн створено.');
  });

  it('item 9: validation and refusal messages of the money calls read in Ukrainian, and in English with no Cyrillic', async () => {
    const supplier = await createSupplier(t);
    const call = (locale: 'uk' | 'en', method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.call({ method, url, payload, token: supplier.token, headers: { 'x-locale': locale } });
    const transferUrl = '/api/v1/customers/balances/balance-transfer';
    const refusals = (locale: 'uk' | 'en') =>
      Promise.all([
        call(locale, 'POST', transferUrl, {
          amount: -5,
          transfer_direction: 'transfer_from_main',
          description: 'x'.repeat(5000),
        }),
        call(locale, 'POST', transferUrl, { amount: 10, transfer_direction: 'sideways' }),
        call(locale, 'POST', transferUrl, { amount: 10, transfer_direction: 'transfer_from_main' }),
        call(locale, 'PUT', '/api/v1/customers/payout-account', { iban: 'UA00', tax_id: '1' }),
        call(locale, 'POST', '/api/v1/customers/payouts', { amount: 'ten' }),
        call(locale, 'POST', '/api/v1/customers/payouts', { amount: 10 }),
        call(locale, 'GET', '/api/v1/customers/referral/stats?date_from=yesterday'),
        call(locale, 'POST', '/api/admin-suppliers/v1/customer/account/up-balance', { amount: 0 }),
      ]);
    for (const answer of await refusals('uk')) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.body).toMatch(CYRILLIC);
    }
    for (const answer of await refusals('en')) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.body, answer.body).not.toMatch(CYRILLIC);
    }
  });
});

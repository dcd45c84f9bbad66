import { describe, expect, it } from 'vitest';
import {
  balances,
  createSupplier,
  expectLedgerInvariants,
  newKey,
  topUp,
  transfer,
  useMoneyApp,
} from '../test/money-test-kit';

describe('balance transfers', () => {
  const t = useMoneyApp();

  it('moves money from main to services and back', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 1000);

    const toServices = await transfer(t, supplier, {
      amount: 300.25,
      transfer_direction: 'transfer_from_main',
      description: 'На рекламу',
    });
    expect(toServices.statusCode, toServices.body).toBe(200);
    expect(toServices.json()).toEqual({ message: 'Кошти переказано на сервісний баланс.' });
    expect(await balances(t, supplier)).toEqual({ main: 699.75, services: 300.25 });

    const back = await transfer(t, supplier, { amount: 100, transfer_direction: 'transfer_to_main' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ message: 'Кошти переказано на основний баланс.' });
    expect(await balances(t, supplier)).toEqual({ main: 799.75, services: 200.25 });

    const history = await t.call({
      method: 'GET',
      url: '/api/v1/customers/balances/service-transactions',
      token: supplier.token,
    });
    expect(history.json()).toMatchObject({
      data: [
        { type: 'transfer_to_main', amount: -100, amount_format: '-100 грн', balance_after: 200.25 },
        {
          type: 'transfer_from_main',
          amount: 300.25,
          amount_format: '300,25 грн',
          description: 'На рекламу',
          title: 'Переказ з основного балансу на сервісний',
        },
      ],
      meta: { total: 2, current_page: 1, last_page: 1 },
    });
    await expectLedgerInvariants(t);
  });

  it('refuses with insufficient_funds naming the main balance', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 50);
    const response = await transfer(t, supplier, { amount: 50.01, transfer_direction: 'transfer_from_main' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'insufficient_funds',
      message: 'Недостатньо коштів на Основному балансі',
      errors: { main: ['Доступно 50 грн, потрібно 50,01 грн.'] },
    });
    expect(await balances(t, supplier)).toEqual({ main: 50, services: 0 });
  });

  it('refuses with insufficient_funds naming the services balance', async () => {
    const supplier = await createSupplier(t);
    const response = await transfer(t, supplier, { amount: 1, transfer_direction: 'transfer_to_main' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'insufficient_funds',
      message: 'Недостатньо коштів на сервісному балансі',
      errors: { services: ['Доступно 0 грн, потрібно 1 грн.'] },
    });
    const english = await t.call({
      method: 'POST',
      url: '/api/v1/customers/balances/balance-transfer',
      token: supplier.token,
      headers: { 'x-locale': 'en' },
      payload: { amount: 1, transfer_direction: 'transfer_to_main' },
    });
    expect(english.json()).toMatchObject({ message: 'Not enough money on the services balance' });
  });

  it('validates amount and direction', async () => {
    const supplier = await createSupplier(t);
    const cases = [
      { amount: 10.005, transfer_direction: 'transfer_from_main' },
      { amount: -1, transfer_direction: 'transfer_from_main' },
      { amount: 0, transfer_direction: 'transfer_from_main' },
      { transfer_direction: 'transfer_from_main' },
      { amount: 1, transfer_direction: 'sideways' },
    ];
    for (const payload of cases) {
      const response = await transfer(t, supplier, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('replays the first answer for a repeated Idempotency-Key and moves money once', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 100);
    const key = newKey();
    const payload = { amount: 30, transfer_direction: 'transfer_from_main' };
    const first = await transfer(t, supplier, payload, key);
    const second = await transfer(t, supplier, payload, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await balances(t, supplier)).toEqual({ main: 70, services: 30 });

    const different = await transfer(t, supplier, { ...payload, amount: 31 }, key);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await balances(t, supplier)).toEqual({ main: 70, services: 30 });
    await expectLedgerInvariants(t);
  });

  it('moves money once when requests with one key arrive together', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 100);
    const key = newKey();
    const payload = { amount: 10, transfer_direction: 'transfer_from_main' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => transfer(t, supplier, payload, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await balances(t, supplier)).toEqual({ main: 90, services: 10 });
  });

  it('keys are per supplier, and a failed request does not burn its key', async () => {
    const a = await createSupplier(t);
    const b = await createSupplier(t);
    await topUp(t, a, 10);
    await topUp(t, b, 10);
    const key = newKey();
    const payload = { amount: 20, transfer_direction: 'transfer_from_main' };
    expect((await transfer(t, a, payload, key)).statusCode).toBe(422);
    await topUp(t, a, 10);
    expect((await transfer(t, a, payload, key)).statusCode).toBe(200);
    expect((await transfer(t, b, { amount: 5, transfer_direction: 'transfer_from_main' }, key)).statusCode).toBe(200);
    expect(await balances(t, a)).toEqual({ main: 0, services: 20 });
    expect(await balances(t, b)).toEqual({ main: 5, services: 5 });
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const supplier = await createSupplier(t);
    const response = await transfer(t, supplier, { amount: 1, transfer_direction: 'transfer_from_main' }, 'has space');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { 'Idempotency-Key': [expect.any(String)] },
    });
  });
});

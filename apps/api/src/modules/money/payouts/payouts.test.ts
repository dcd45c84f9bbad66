import { describe, expect, it } from 'vitest';
import { isValidEdrpou, isValidRnokpp, isValidUaIban } from '@supplier/contracts/money-payouts';
import {
  balances,
  createSupplier,
  expectLedgerInvariants,
  newKey,
  topUp,
  useMoneyApp,
  type MoneyTestContext,
  type TestSupplier,
} from '../test/money-test-kit';

const IBAN = 'UA213223130000026007233566001';
const account = {
  iban: 'ua21 3223 1300 0002 6007 2335 6600 1',
  holder_name: 'ФОП Коваленко Олена',
  tax_id: '1234567899',
};

const saveAccount = (t: MoneyTestContext, who: TestSupplier, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: '/api/v1/customers/payout-account', token: who.token, payload });

const requestPayout = (t: MoneyTestContext, who: TestSupplier, amount: unknown, key?: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/customers/payouts',
    token: who.token,
    payload: { amount },
    headers: key ? { 'idempotency-key': key } : {},
  });

const advance = (t: MoneyTestContext, id: number, status: string, reason?: string) =>
  t.app.inject({ method: 'POST', url: `/api/dev/payouts/${id}/status`, payload: { status, reason } });

describe('checksums', () => {
  it('accepts only UA IBANs with a valid mod-97 checksum', () => {
    expect(isValidUaIban(IBAN)).toBe(true);
    expect(isValidUaIban('UA21 3223 1300 0002 6007 2335 6600 1')).toBe(true);
    expect(isValidUaIban('UA213223130000026007233566002')).toBe(false);
    expect(isValidUaIban('UA31322313000002600723356600')).toBe(false);
    expect(isValidUaIban('DE89370400440532013000')).toBe(false);
  });

  it('checks EDRPOU (8 digits) and ІПН (10 digits)', () => {
    expect(isValidEdrpou('14360570')).toBe(true);
    expect(isValidEdrpou('00032129')).toBe(true);
    expect(isValidEdrpou('14360571')).toBe(false);
    expect(isValidEdrpou('1436057')).toBe(false);
    expect(isValidRnokpp('1234567899')).toBe(true);
    expect(isValidRnokpp('1234567890')).toBe(false);
    expect(isValidRnokpp('12345678999')).toBe(false);
  });
});

describe('payouts', () => {
  const t = useMoneyApp();

  it('saves a payout account after checking IBAN and EDRPOU/ІПН checksums', async () => {
    const supplier = await createSupplier(t);
    const empty = await t.call({ method: 'GET', url: '/api/v1/customers/payout-account', token: supplier.token });
    expect(empty.json()).toEqual({ data: null });

    const bad = await saveAccount(t, supplier, {
      iban: 'UA213223130000026007233566002',
      holder_name: 'X',
      tax_id: '14360571',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'holder_name',
      'iban',
      'tax_id',
    ]);

    const saved = await saveAccount(t, supplier, account);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Рахунок для виплат збережено.',
      data: { iban: IBAN, holder_name: 'ФОП Коваленко Олена', tax_id: '1234567899' },
    });
    const company = await saveAccount(t, supplier, { ...account, tax_id: '14360570' });
    expect(company.statusCode).toBe(200);
    const read = await t.call({ method: 'GET', url: '/api/v1/customers/payout-account', token: supplier.token });
    expect(read.json()).toMatchObject({ data: { iban: IBAN, tax_id: '14360570' } });
  });

  it('needs a payout account, at least 100 грн and enough on main', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 150);
    const noAccount = await requestPayout(t, supplier, 100);
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json()).toMatchObject({
      code: 'payout_account_required',
      message: 'Спочатку додайте рахунок для виплат.',
    });

    await saveAccount(t, supplier, account);
    expect((await requestPayout(t, supplier, 99.99)).statusCode).toBe(422);
    expect((await requestPayout(t, supplier, 100.001)).statusCode).toBe(422);
    const tooMuch = await requestPayout(t, supplier, 150.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'insufficient_funds', errors: { main: [expect.any(String)] } });
    expect(await balances(t, supplier)).toEqual({ main: 150, services: 0 });
  });

  it('holds the amount at request time; rejection returns it, paid sends it out', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 1000);
    await saveAccount(t, supplier, account);

    const created = await requestPayout(t, supplier, 400);
    expect(created.statusCode, created.body).toBe(201);
    const first = (created.json() as { data: { id: number } }).data;
    expect(created.json()).toMatchObject({
      message: 'Заявку на виплату 400 грн створено.',
      data: { amount: 400, amount_format: '400 грн', status: 'pending', iban: IBAN, rejection_reason: null },
    });
    expect(await balances(t, supplier)).toEqual({ main: 600, services: 0 });

    const second = (await requestPayout(t, supplier, 500)).json() as { data: { id: number } };
    expect(await balances(t, supplier)).toEqual({ main: 100, services: 0 });
    const holding = await t.call({ method: 'GET', url: '/api/v1/customers/payouts', token: supplier.token });
    expect(holding.json()).toMatchObject({ held: 900, held_format: '900 грн', meta: { total: 2 } });

    expect((await advance(t, first.id, 'processing')).statusCode).toBe(200);
    const rejected = await advance(t, first.id, 'rejected', 'Рахунок закрито');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ data: { status: 'rejected', rejection_reason: 'Рахунок закрито' } });
    expect(await balances(t, supplier)).toEqual({ main: 500, services: 0 });

    expect((await advance(t, second.data.id, 'processing')).statusCode).toBe(200);
    expect((await advance(t, second.data.id, 'paid')).statusCode).toBe(200);
    expect(await balances(t, supplier)).toEqual({ main: 500, services: 0 });

    const again = await advance(t, first.id, 'paid');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'payout_status',
      message: 'Виплату в статусі «Відхилено» не можна перевести в статус «Виплачено».',
    });
    expect((await advance(t, second.data.id, 'rejected')).statusCode).toBe(409);

    const list = await t.call({ method: 'GET', url: '/api/v1/customers/payouts', token: supplier.token });
    expect(list.json()).toMatchObject({
      data: [
        { id: second.data.id, status: 'paid' },
        { id: first.id, status: 'rejected' },
      ],
      meta: { total: 2, last_page: 1 },
      held: 0,
      held_format: '0 грн',
    });
    const paidOnly = await t.call({
      method: 'GET',
      url: '/api/v1/customers/payouts?status=paid',
      token: supplier.token,
    });
    expect(paidOnly.json()).toMatchObject({ data: [{ id: second.data.id }], meta: { total: 1 } });

    const history = await t.call({
      method: 'GET',
      url: '/api/admin-suppliers/v1/customer/account/balance',
      token: supplier.token,
    });
    expect((history.json() as { data: { type: string }[] }).data.map((row) => row.type)).toEqual([
      'payout_release',
      'payout_hold',
      'payout_hold',
      'top_up',
    ]);
    await expectLedgerInvariants(t);
  });

  it('a repeated Idempotency-Key creates one payout', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 300);
    await saveAccount(t, supplier, account);
    const key = newKey();
    const first = await requestPayout(t, supplier, 100, key);
    const again = await requestPayout(t, supplier, 100, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await balances(t, supplier)).toEqual({ main: 200, services: 0 });
  });

  it('answers 404 for an unknown payout in the dev route', async () => {
    expect((await advance(t, 999_999, 'paid')).statusCode).toBe(404);
  });
});

describe('payout dev route in production', () => {
  const t = useMoneyApp({ NODE_ENV: 'production' });

  it('does not exist without DEV_TOOLS', async () => {
    const response = await t.call({ method: 'POST', url: '/api/dev/payouts/1/status', payload: { status: 'paid' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

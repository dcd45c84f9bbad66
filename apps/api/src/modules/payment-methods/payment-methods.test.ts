import { describe, expect, it } from 'vitest';
import {
  paymentMethodResponse,
  paymentMethodSavedResponse,
  paymentMethodsResponse,
} from '@supplier/contracts/payment-methods';
import { useTestApp } from '../../test/app';
import { signUp } from '../identity/testing';

const METHODS = '/api/admin-suppliers/v1/payment-methods';
const SETTINGS = '/api/admin-suppliers/v1/settings';

const BANK = {
  iban: 'ua21 3223 1300 0002 6007 2335 6600 1',
  recipient: 'ФОП Коваленко Олена Петрівна',
  tax_id: '3123456789',
  purpose_template: 'Оплата за замовлення №{order_number} від {order_date}',
};

describe('payment methods', () => {
  const t = useTestApp();

  const paymentFlag = async (token: string) =>
    ((await t.call({ method: 'GET', url: SETTINGS, token })).json() as { setup: { payment: boolean } }).setup.payment;
  const put = (token: string, id: string, payload: Record<string, unknown>, locale = 'uk') =>
    t.call({ method: 'PUT', url: `${METHODS}/${id}`, token, payload, headers: { 'x-locale': locale } });

  it('lists the catalogue, all off; COD and card work with their defaults, the others need settings', async () => {
    const supplier = await signUp(t);
    const response = await t.call({ method: 'GET', url: METHODS, token: supplier.token });
    const { data } = paymentMethodsResponse.parse(response.json());
    expect(data.map((m) => [m.id, m.name, m.enabled, m.configured])).toEqual([
      ['cod', 'Накладений платіж', false, true],
      ['bank_transfer', 'Оплата на рахунок', false, false],
      ['card_online', 'Онлайн-оплата карткою', false, true],
      ['installments', 'Оплата частинами', false, false],
    ]);
    expect(data[0]!.settings).toEqual({ prepayment: null, prepayment_format: null });
    const one = await t.call({ method: 'GET', url: `${METHODS}/bank_transfer`, token: supplier.token });
    expect(paymentMethodResponse.parse(one.json()).data).toMatchObject({ id: 'bank_transfer', settings: null });
    const unknown = await t.call({ method: 'GET', url: `${METHODS}/crypto`, token: supplier.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Метод оплати не знайдено.' });
    expect((await put(supplier.token, 'crypto', { enabled: true })).statusCode).toBe(404);
    expect(await paymentFlag(supplier.token)).toBe(false);
  });

  it('switches cash on delivery on with an optional prepayment up to 10 000 грн; the payment step is done', async () => {
    const supplier = await signUp(t);
    const on = await put(supplier.token, 'cod', { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(paymentMethodSavedResponse.parse(on.json())).toMatchObject({
      message: 'Метод оплати «Накладений платіж» увімкнено.',
      data: { enabled: true, configured: true, settings: { prepayment: null } },
    });
    expect(await paymentFlag(supplier.token)).toBe(true);

    const prepayment = await put(supplier.token, 'cod', { settings: { prepayment: '250,5' } });
    expect(prepayment.json()).toMatchObject({
      message: 'Налаштування методу «Накладений платіж» збережено.',
      data: { enabled: true, settings: { prepayment: 250.5, prepayment_format: '250,50 грн' } },
    });
    const tooMuch = await put(supplier.token, 'cod', { settings: { prepayment: 10000.01 } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ 'settings.prepayment': ['Значення має бути не більше 10000.'] });
    const decimals = await put(supplier.token, 'cod', { settings: { prepayment: 12.345 } });
    expect(decimals.json().errors).toEqual({
      'settings.prepayment': ['Сума може мати не більше двох знаків після коми.'],
    });
    const cleared = await put(supplier.token, 'cod', { settings: { prepayment: '' } });
    expect(cleared.json().data.settings).toEqual({ prepayment: null, prepayment_format: null });

    const off = await put(supplier.token, 'cod', { enabled: false });
    expect(off.json().message).toBe('Метод оплати «Накладений платіж» вимкнено.');
    expect(await paymentFlag(supplier.token)).toBe(false);
  });

  it('checks bank details: IBAN mod-97, EDRPOU/ІПН check digit, purpose variables', async () => {
    const supplier = await signUp(t);
    const none = await put(supplier.token, 'bank_transfer', { enabled: true });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'settings_required',
      errors: { settings: ['Спершу заповніть налаштування методу «Оплата на рахунок».'] },
    });

    const bad = await put(supplier.token, 'bank_transfer', {
      enabled: true,
      settings: {
        iban: 'UA213223130000026007233566002',
        recipient: 'Ф',
        tax_id: '14360571',
        purpose_template: 'Оплата {order_id}',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'settings.iban': ['Введіть IBAN у форматі UA та 27 цифр із правильною контрольною сумою.'],
      'settings.recipient': ['Мінімум 2 символи.'],
      'settings.tax_id': ['Введіть код ЄДРПОУ (8 цифр) або ІПН (10 цифр) із правильною контрольною цифрою.'],
      'settings.purpose_template': [
        'Невідома змінна в шаблоні. Доступні: {order_number}, {order_date}, {customer_name}.',
      ],
    });
    const english = await put(
      supplier.token,
      'bank_transfer',
      { settings: { ...BANK, iban: 'DE89370400440532013000' } },
      'en',
    );
    expect(english.json().errors).toEqual({
      'settings.iban': ['Enter an IBAN as UA and 27 digits with a valid checksum.'],
    });

    const good = await put(supplier.token, 'bank_transfer', { enabled: true, settings: BANK });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({
      enabled: true,
      configured: true,
      settings: { ...BANK, iban: 'UA213223130000026007233566001' },
    });
    const company = await put(supplier.token, 'bank_transfer', { settings: { ...BANK, tax_id: '14360570' } });
    expect(company.json().data.settings.tax_id).toBe('14360570');
    expect(await paymentFlag(supplier.token)).toBe(true);
  });

  it('offers instalments with a bank and numbers of payments from the lists', async () => {
    const supplier = await signUp(t);
    const bad = await put(supplier.token, 'installments', { enabled: true, settings: { bank: 'bank', months: [] } });
    expect(bad.json().errors).toEqual({
      'settings.bank': ['Невірне значення.'],
      'settings.months': ['Оберіть хоча б одну кількість платежів.'],
    });
    const odd = await put(supplier.token, 'installments', { settings: { bank: 'monobank', months: [5] } });
    expect(odd.json().errors).toEqual({ 'settings.months.0': ['Невірне значення.'] });
    const good = await put(supplier.token, 'installments', {
      enabled: true,
      settings: { bank: 'privatbank', months: [10, 3, 3] },
    });
    expect(good.json().data).toMatchObject({ enabled: true, settings: { bank: 'privatbank', months: [3, 10] } });
    const card = await put(supplier.token, 'card_online', { enabled: true });
    expect(card.json().data).toMatchObject({ id: 'card_online', enabled: true, configured: true, settings: {} });
  });

  it("keeps each supplier's methods to itself", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    await put(owner.token, 'bank_transfer', { enabled: true, settings: BANK });
    const theirs = await t.call({ method: 'GET', url: `${METHODS}/bank_transfer`, token: stranger.token });
    expect(theirs.json().data).toMatchObject({ enabled: false, settings: null });
    expect(await paymentFlag(stranger.token)).toBe(false);
    expect(await paymentFlag(owner.token)).toBe(true);
  });

  it('needs a signed-in supplier', async () => {
    expect((await t.call({ method: 'GET', url: METHODS })).statusCode).toBe(401);
  });
});

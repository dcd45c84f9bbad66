import { describe, expect, it } from 'vitest';
import { deliveryMethodResponse, deliveryMethodsResponse } from '@supplier/contracts/deliveries';
import { useTestApp } from '../../test/app';
import { signUp } from '../identity/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, testNovaPoshta } from './testing';

const METHODS = `${DELIVERIES}/methods`;
const SETTINGS = '/api/admin-suppliers/v1/settings';

describe('delivery methods', () => {
  const nova = testNovaPoshta();
  const t = useTestApp({}, { novaposhta: nova.driver });

  const deliveryFlag = async (token: string) =>
    ((await t.call({ method: 'GET', url: SETTINGS, token })).json() as { setup: { delivery: boolean } }).setup.delivery;

  it('lists the five carriers, all off; Nova Poshta is the integrated one and has default settings', async () => {
    const supplier = await signUp(t);
    const response = await t.call({ method: 'GET', url: METHODS, token: supplier.token });
    const { data } = deliveryMethodsResponse.parse(response.json());
    expect(data.map((m) => [m.carrier, m.name, m.integrated, m.enabled, m.configured])).toEqual([
      ['novaposhta', 'Нова Пошта', true, false, false],
      ['ukrposhta', 'Укрпошта', false, false, false],
      ['meest', 'Meest', false, false, false],
      ['pickup', 'Самовивіз', false, false, false],
      ['courier', "Кур'єр", false, false, false],
    ]);
    expect(data[0]!.settings).toEqual({ payer_type: 'Recipient', delivery_types: ['warehouse', 'postomat'] });
    const english = await t.call({ method: 'GET', url: METHODS, token: supplier.token, headers: { 'x-locale': 'en' } });
    expect(english.json().data.map((m: { name: string }) => m.name)).toEqual([
      'Nova Poshta',
      'Ukrposhta',
      'Meest',
      'Pickup',
      'Courier',
    ]);
  });

  it('will not switch a carrier on before its settings are filled in', async () => {
    const supplier = await signUp(t);
    const response = await t.call({
      method: 'PUT',
      url: `${METHODS}/pickup`,
      token: supplier.token,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(422);
    const message = 'Спершу заповніть налаштування методу «Самовивіз».';
    expect(response.json()).toEqual({ code: 'settings_required', message, errors: { settings: [message] } });
  });

  it('checks each carrier’s settings with its own rules (422 per field under settings.)', async () => {
    const supplier = await signUp(t);
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      [
        'pickup',
        { address: 'вул', hours: '', phone: '12345' },
        {
          'settings.address': ['Мінімум 5 символів.'],
          'settings.hours': ["Обов'язкове поле."],
          'settings.phone': ['Введіть номер телефону у форматі +380XXXXXXXXX.'],
        },
      ],
      [
        'courier',
        { zone: 'Київ', price: 10000.5, free_from: 1.234 },
        {
          'settings.price': ['Значення має бути не більше 10000.'],
          'settings.free_from': ['Сума може мати не більше двох знаків після коми.'],
        },
      ],
      [
        'ukrposhta',
        { sender_name: 'ФОП Коваленко', sender_phone: '+380501234567', sender_postcode: '0100', service: 'fast' },
        {
          'settings.sender_postcode': ['Поштовий індекс складається з 5 цифр.'],
          'settings.service': ['Невірне значення.'],
        },
      ],
      [
        'meest',
        { sender_name: 'ФОП', sender_phone: '+380501234567', sender_city: 'Київ', sender_branch: '№12' },
        { 'settings.sender_branch': ['Вкажіть номер відділення (лише цифри).'] },
      ],
      ['novaposhta', { delivery_types: [] }, { 'settings.delivery_types': ['Оберіть хоча б один спосіб доставки.'] }],
    ];
    for (const [carrier, settings, errors] of cases) {
      const response = await t.call({
        method: 'PUT',
        url: `${METHODS}/${carrier}`,
        token: supplier.token,
        payload: { enabled: true, settings },
      });
      expect(response.statusCode, carrier).toBe(422);
      expect(response.json().errors, carrier).toEqual(errors);
    }
    // each carrier has its own route: another name is no route at all, as with payment methods
    const unknown = await t.call({ method: 'PUT', url: `${METHODS}/dhl`, token: supplier.token, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves settings, switches on and off, and sets the delivery step with a configured non-integrated carrier', async () => {
    const supplier = await signUp(t);
    expect(await deliveryFlag(supplier.token)).toBe(false);
    const saved = await t.call({
      method: 'PUT',
      url: `${METHODS}/courier`,
      token: supplier.token,
      payload: { settings: { zone: 'Київ, у межах міста', price: '150,5', free_from: 2000 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(deliveryMethodResponse.parse(saved.json())).toMatchObject({
      message: "Налаштування методу «Кур'єр» збережено.",
      data: {
        carrier: 'courier',
        enabled: false,
        configured: true,
        settings: {
          zone: 'Київ, у межах міста',
          price: 150.5,
          price_format: '150,50 грн',
          free_from: 2000,
          free_from_format: '2 000 грн',
        },
      },
    });
    expect(await deliveryFlag(supplier.token)).toBe(false);

    const on = await t.call({
      method: 'PUT',
      url: `${METHODS}/courier`,
      token: supplier.token,
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ message: "Метод доставки «Кур'єр» увімкнено.", data: { enabled: true } });
    expect(await deliveryFlag(supplier.token)).toBe(true);

    const off = await t.call({
      method: 'PUT',
      url: `${METHODS}/courier`,
      token: supplier.token,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ message: "Метод доставки «Кур'єр» вимкнено.", data: { enabled: false } });
    expect(await deliveryFlag(supplier.token)).toBe(false);

    const pickup = await t.call({
      method: 'PUT',
      url: `${METHODS}/pickup`,
      token: supplier.token,
      payload: {
        enabled: true,
        settings: { address: 'Київ, вул. Хрещатик, 22', hours: 'Пн–Пт 09:00–18:00', phone: '' },
      },
    });
    expect(pickup.json().data).toMatchObject({
      enabled: true,
      configured: true,
      settings: { address: 'Київ, вул. Хрещатик, 22', hours: 'Пн–Пт 09:00–18:00', phone: null },
    });
    expect(await deliveryFlag(supplier.token)).toBe(true);
  });

  it('counts Nova Poshta as configured only with a valid default key and sender settings', async () => {
    const supplier = await signUp(t);
    const on = await t.call({
      method: 'PUT',
      url: `${METHODS}/novaposhta`,
      token: supplier.token,
      payload: { enabled: true, settings: { payer_type: 'Sender', delivery_types: ['doors', 'warehouse'] } },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({
      enabled: true,
      configured: false,
      settings: { payer_type: 'Sender', delivery_types: ['warehouse', 'doors'] },
    });
    expect(await deliveryFlag(supplier.token)).toBe(false);

    await addKey(t.call, supplier.token, NP.secondKey);
    expect(await deliveryFlag(supplier.token)).toBe(false);
    const sender = await t.call({
      method: 'PUT',
      url: `${DELIVERIES}/sender`,
      token: supplier.token,
      payload: kyivBranchSender({
        counterparty_ref: NP.secondSender,
        contact_ref: NP.secondContact,
      }),
    });
    expect(sender.statusCode, sender.body).toBe(200);
    expect(await deliveryFlag(supplier.token)).toBe(true);
    const list = await t.call({ method: 'GET', url: METHODS, token: supplier.token });
    expect(list.json().data[0]).toMatchObject({ carrier: 'novaposhta', enabled: true, configured: true });

    // Nova Poshta revokes the key: the next call through it marks it invalid, and the step is open again.
    nova.revoked.add(NP.secondKey);
    const refused = await t.call({ method: 'GET', url: `${DELIVERIES}/np/counterparties`, token: supplier.token });
    expect(refused.json().code).toBe('np_key_invalid');
    expect(await deliveryFlag(supplier.token)).toBe(false);
    nova.revoked.delete(NP.secondKey);
  });

  it("keeps each supplier's carriers to itself", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    await t.call({
      method: 'PUT',
      url: `${METHODS}/pickup`,
      token: owner.token,
      payload: { enabled: true, settings: { address: 'Київ, вул. Хрещатик, 22', hours: 'щодня 10–20' } },
    });
    const theirs = await t.call({ method: 'GET', url: METHODS, token: stranger.token });
    expect(theirs.json().data.find((m: { carrier: string }) => m.carrier === 'pickup')).toMatchObject({
      enabled: false,
      settings: null,
    });
    expect(await deliveryFlag(stranger.token)).toBe(false);
    expect(await deliveryFlag(owner.token)).toBe(true);
  });
});

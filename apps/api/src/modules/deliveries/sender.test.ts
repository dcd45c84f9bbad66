import { afterAll, describe, expect, it } from 'vitest';
import {
  npContactPersonsResponse,
  npCounterpartiesResponse,
  npSettlementsResponse,
  npWarehousesResponse,
  senderResponse,
  senderSavedResponse,
} from '@supplier/contracts/deliveries';
import { useTestApp } from '../../test/app';
import { signUp } from '../identity/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, recordingCall, testNovaPoshta } from './testing';

const SENDER = `${DELIVERIES}/sender`;
const LOOKUP = `${DELIVERIES}/np`;

const KEY_MISSING = {
  code: 'np_key_missing',
  message: 'Додайте API-ключ Нової Пошти в «Менеджері API ключів» і зробіть його основним.',
};

describe('Nova Poshta look-ups through the default key', () => {
  const nova = testNovaPoshta();
  const t = useTestApp({}, { novaposhta: nova.driver });
  const { call, bodies } = recordingCall(t);

  afterAll(() => {
    const all = bodies.join('\n').toLowerCase();
    for (const key of [NP.demoKey, NP.secondKey]) expect(all).not.toContain(key);
  });

  it('answers np_key_missing (409) for every look-up while there is no default key', async () => {
    const supplier = await signUp(t);
    for (const url of [
      `${LOOKUP}/counterparties`,
      `${LOOKUP}/contact-persons?counterparty_ref=${NP.demoSender}`,
      `${LOOKUP}/addresses?counterparty_ref=${NP.demoSender}`,
      `${LOOKUP}/settlements?search=Київ`,
      `${LOOKUP}/warehouses?city_ref=${NP.kyiv}`,
      `${LOOKUP}/warehouse-types`,
    ]) {
      const response = await call({ method: 'GET', url, token: supplier.token });
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual(KEY_MISSING);
    }
  });

  it("lists the key's senders, their contact persons and door addresses", async () => {
    const supplier = await signUp(t);
    await addKey(call, supplier.token);
    const senders = await call({ method: 'GET', url: `${LOOKUP}/counterparties`, token: supplier.token });
    expect(npCounterpartiesResponse.parse(senders.json()).data).toEqual([
      {
        ref: NP.demoSender,
        description: 'ФОП Коваленко Олена Петрівна',
        city_ref: NP.kyiv,
        edrpou: '3123456789',
        counterparty_type: 'Organization',
        ownership_form: 'ФОП',
      },
    ]);
    const none = await call({ method: 'GET', url: `${LOOKUP}/counterparties?search=Світ`, token: supplier.token });
    expect(none.json().data).toEqual([]);

    const contacts = await call({
      method: 'GET',
      url: `${LOOKUP}/contact-persons?counterparty_ref=${NP.demoSender}`,
      token: supplier.token,
    });
    expect(npContactPersonsResponse.parse(contacts.json()).data).toEqual([
      {
        ref: NP.demoContact,
        description: 'Коваленко Олена Петрівна',
        phone: '+380671234567',
        email: 'olena.kovalenko@example.com',
      },
      {
        ref: '5e0a1b2c-1efd-11ee-a60f-48df37b921db',
        description: 'Шевчук Андрій Іванович',
        phone: '+380931112233',
        email: '',
      },
    ]);
    const addresses = await call({
      method: 'GET',
      url: `${LOOKUP}/addresses?counterparty_ref=${NP.demoSender}`,
      token: supplier.token,
    });
    expect(addresses.json().data).toEqual([
      { ref: NP.demoAddress, description: 'Київ, вул. Велика Васильківська, 100, кв. 12', city_ref: NP.kyiv },
    ]);
    const bad = await call({
      method: 'GET',
      url: `${LOOKUP}/contact-persons?counterparty_ref=nope`,
      token: supplier.token,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('searches settlements (DeliveryCity as city_ref) and warehouses by city, type and text', async () => {
    const supplier = await signUp(t);
    await addKey(call, supplier.token);
    const cities = await call({ method: 'GET', url: `${LOOKUP}/settlements?search=Киї`, token: supplier.token });
    const found = npSettlementsResponse.parse(cities.json()).data;
    expect(found.map((s) => s.name)).toEqual(['Київ', 'Київець']);
    expect(found[0]).toMatchObject({ city_ref: NP.kyiv, area: 'Київська', warehouses: 5 });
    const empty = await call({ method: 'GET', url: `${LOOKUP}/settlements?search=`, token: supplier.token });
    expect(empty.statusCode).toBe(422);

    const all = await call({ method: 'GET', url: `${LOOKUP}/warehouses?city_ref=${NP.kyiv}`, token: supplier.token });
    const warehouses = npWarehousesResponse.parse(all.json());
    expect(warehouses.total).toBe(5);
    expect(warehouses.data[0]).toEqual({
      ref: NP.kyivBranch1,
      number: '1',
      description: 'Відділення №1: вул. Пирогівський шлях, 135',
      short_address: 'Київ, вул. Пирогівський шлях, 135',
      type_ref: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
      category: 'Branch',
    });
    const postomats = await call({
      method: 'GET',
      url: `${LOOKUP}/warehouses?city_ref=${NP.kyiv}&type_ref=${NP.postomatType}`,
      token: supplier.token,
    });
    expect(postomats.json().data.map((w: { number: string }) => w.number)).toEqual(['5510', '5537']);
    const searched = await call({
      method: 'GET',
      url: `${LOOKUP}/warehouses?city_ref=${NP.kyiv}&search=${encodeURIComponent('Федорова')}`,
      token: supplier.token,
    });
    expect(searched.json()).toMatchObject({ total: 1, data: [{ ref: NP.kyivBranch5 }] });

    const types = await call({ method: 'GET', url: `${LOOKUP}/warehouse-types`, token: supplier.token });
    expect(types.json().data).toContainEqual({ ref: NP.postomatType, description: 'Поштомат' });
  });

  it('names every branch type in the panel language, "Parcel Shop" included', async () => {
    const supplier = await signUp(t);
    await addKey(call, supplier.token);
    const names = async (locale: string) => {
      const response = await call({
        method: 'GET',
        url: `${LOOKUP}/warehouse-types`,
        token: supplier.token,
        headers: { 'x-locale': locale },
      });
      return (response.json() as { data: Array<{ description: string }> }).data.map((type) => type.description);
    };
    const uk = await names('uk');
    expect(uk).toContain('Пункт приймання-видачі');
    for (const name of uk) expect(name).toMatch(/^[^A-Za-z]+$/);
    const en = await names('en');
    expect(en).toContain('Parcel locker');
    for (const name of en) expect(name).not.toMatch(/[а-яіїєґ]/i);
  });

  it('answers np_key_invalid (409) once Nova Poshta refuses the default key, and marks it invalid', async () => {
    const supplier = await signUp(t);
    await addKey(call, supplier.token, NP.secondKey, 'Відкликаний');
    nova.revoked.add(NP.secondKey);
    const response = await call({ method: 'GET', url: `${LOOKUP}/counterparties`, token: supplier.token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'np_key_invalid',
      message:
        'Нова Пошта більше не приймає основний ключ «Відкликаний». Перевірте його в кабінеті Нової Пошти або оберіть інший ключ.',
    });
    const state = await call({ method: 'GET', url: SENDER, token: supplier.token });
    expect(state.json()).toMatchObject({ state: 'key_invalid', key: { status: 'invalid' } });

    nova.revoked.delete(NP.secondKey);
    const again = await call({ method: 'GET', url: `${LOOKUP}/counterparties`, token: supplier.token });
    expect(again.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: SENDER, token: supplier.token })).json().state).toBe('not_set');
  });
});

describe('sender settings', () => {
  const nova = testNovaPoshta();
  const t = useTestApp({}, { novaposhta: nova.driver });
  const { call, bodies } = recordingCall(t);

  afterAll(() => {
    const all = bodies.join('\n').toLowerCase();
    for (const key of [NP.demoKey, NP.secondKey]) expect(all).not.toContain(key);
  });

  it('moves through no_key → not_set → ready, storing the names Nova Poshta gives', async () => {
    const supplier = await signUp(t);
    const empty = await call({ method: 'GET', url: SENDER, token: supplier.token });
    expect(senderResponse.parse(empty.json())).toEqual({ state: 'no_key', key: null, data: null });
    const blocked = await call({ method: 'PUT', url: SENDER, token: supplier.token, payload: kyivBranchSender() });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual(KEY_MISSING);

    const key = await addKey(call, supplier.token);
    expect((await call({ method: 'GET', url: SENDER, token: supplier.token })).json()).toMatchObject({
      state: 'not_set',
      key: { id: key.id },
      data: null,
    });

    const saved = await call({ method: 'PUT', url: SENDER, token: supplier.token, payload: kyivBranchSender() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(senderSavedResponse.parse(saved.json())).toMatchObject({
      message: 'Налаштування відправника збережено.',
      state: 'ready',
      data: {
        key_id: key.id,
        counterparty_ref: NP.demoSender,
        counterparty_name: 'ФОП Коваленко Олена Петрівна',
        contact_ref: NP.demoContact,
        contact_name: 'Коваленко Олена Петрівна',
        contact_phone: '+380671234567',
        city_ref: NP.kyiv,
        city_name: 'Київ, Київська обл.',
        kind: 'warehouse',
        warehouse_ref: NP.kyivBranch1,
        warehouse_name: 'Відділення №1: вул. Пирогівський шлях, 135',
        address_ref: null,
        address_text: null,
      },
    });
    expect((await call({ method: 'GET', url: SENDER, token: supplier.token })).json().state).toBe('ready');

    const door = await call({
      method: 'PUT',
      url: SENDER,
      token: supplier.token,
      payload: { ...kyivBranchSender({ kind: 'address', address_ref: NP.demoAddress }), warehouse_ref: undefined },
    });
    expect(door.statusCode, door.body).toBe(200);
    expect(door.json().data).toMatchObject({
      kind: 'address',
      warehouse_ref: null,
      address_ref: NP.demoAddress,
      address_text: 'Київ, вул. Велика Васильківська, 100, кв. 12',
    });
  });

  it('refuses Refs Nova Poshta does not know for this key, each on its field', async () => {
    const supplier = await signUp(t);
    await addKey(call, supplier.token);
    const response = await call({
      method: 'PUT',
      url: SENDER,
      token: supplier.token,
      payload: kyivBranchSender({
        contact_ref: NP.secondContact,
        warehouse_ref: NP.lvivBranch1,
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      contact_ref: ['У цього відправника немає такої контактної особи.'],
      warehouse_ref: ['В обраному місті немає такого відділення.'],
    });
    const otherAccount = await call({
      method: 'PUT',
      url: SENDER,
      token: supplier.token,
      payload: kyivBranchSender({ counterparty_ref: NP.secondSender }),
    });
    expect(otherAccount.statusCode).toBe(422);
    expect(otherAccount.json().errors.counterparty_ref).toEqual([
      'Нова Пошта не знає такого відправника для цього ключа.',
    ]);
    const malformed = await call({
      method: 'PUT',
      url: SENDER,
      token: supplier.token,
      payload: { kind: 'warehouse', counterparty_ref: 'x', contact_phone: '067' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toMatchObject({
      counterparty_ref: ['Оберіть значення зі списку.'],
      contact_phone: ['Введіть номер телефону у форматі +380XXXXXXXXX.'],
      city_ref: ["Обов'язкове поле."],
      warehouse_ref: ["Обов'язкове поле."],
    });
    expect((await call({ method: 'GET', url: SENDER, token: supplier.token })).json().state).toBe('not_set');
  });

  it('shows key_changed when the default moves to a key of another Nova Poshta account, ready again after re-picking', async () => {
    const supplier = await signUp(t);
    await addKey(call, supplier.token);
    await call({ method: 'PUT', url: SENDER, token: supplier.token, payload: kyivBranchSender() });
    const second = await addKey(call, supplier.token, NP.secondKey, 'Львів');
    await call({ method: 'POST', url: `${DELIVERIES}/np-keys/${second.id}/default`, token: supplier.token });
    const changed = await call({ method: 'GET', url: SENDER, token: supplier.token });
    expect(changed.json()).toMatchObject({ state: 'key_changed', key: { id: second.id }, data: { city_ref: NP.kyiv } });

    const repicked = await call({
      method: 'PUT',
      url: SENDER,
      token: supplier.token,
      payload: {
        kind: 'warehouse',
        counterparty_ref: NP.secondSender,
        contact_ref: NP.secondContact,
        contact_phone: '+380971234000',
        city_ref: NP.lviv,
        warehouse_ref: NP.lvivBranch1,
      },
    });
    expect(repicked.statusCode, repicked.body).toBe(200);
    expect(repicked.json()).toMatchObject({
      state: 'ready',
      data: { key_id: second.id, city_name: 'Львів, Львівська обл.' },
    });

    // Deleting the default key leaves the sender without a key.
    await call({ method: 'DELETE', url: `${DELIVERIES}/np-keys/${second.id}`, token: supplier.token });
    expect((await call({ method: 'GET', url: SENDER, token: supplier.token })).json()).toMatchObject({
      state: 'key_changed',
      data: { key_id: null, counterparty_ref: NP.secondSender },
    });
  });

  it("keeps each supplier's sender to itself", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    await addKey(call, owner.token);
    await call({ method: 'PUT', url: SENDER, token: owner.token, payload: kyivBranchSender() });
    expect((await call({ method: 'GET', url: SENDER, token: stranger.token })).json()).toEqual({
      state: 'no_key',
      key: null,
      data: null,
    });
  });
});

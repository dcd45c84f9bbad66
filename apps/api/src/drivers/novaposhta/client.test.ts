import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createNovaPoshtaClient,
  createReferenceCache,
  type InternetDocumentInput,
  type NovaPoshtaClientOptions,
} from './client';
import { NovaPoshtaError } from './errors';
import { DEMO_NOVAPOSHTA_KEY, LOCAL_NOVAPOSHTA_KEYS, startLocalNovaPoshta, type LocalNovaPoshta } from './local-server';

const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';
const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
const POSTOMAT_TYPE = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';

let server: LocalNovaPoshta;
beforeAll(async () => {
  server = await startLocalNovaPoshta();
});
afterAll(async () => {
  await server.close();
});

function client(options: Partial<NovaPoshtaClientOptions> = {}) {
  return createNovaPoshtaClient({
    url: server.url,
    timeoutMs: 2_000,
    retries: 2,
    retryDelayMs: 5,
    cache: false,
    ...options,
  });
}

/** Runs `work` and returns how many requests reached the local server meanwhile. */
async function countCalls(work: () => Promise<unknown>): Promise<number> {
  const before = server.calls.length;
  await work();
  return server.calls.length - before;
}

/** An endpoint on a port that was just free: connecting to it is refused. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/v2.0/json/`;
}

async function failure(promise: Promise<unknown>): Promise<NovaPoshtaError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NovaPoshtaError);
  return error as NovaPoshtaError;
}

describe('key validation and counterparties', () => {
  it('validates the demo key with getCounterparties(Sender, Page 1) and returns the sender', async () => {
    const result = await client().validateKey(DEMO_NOVAPOSHTA_KEY);
    expect(server.calls.at(-1)).toEqual({
      apiKey: DEMO_NOVAPOSHTA_KEY,
      modelName: 'Counterparty',
      calledMethod: 'getCounterparties',
      methodProperties: { CounterpartyProperty: 'Sender', Page: '1' },
    });
    expect(result.data).toMatchObject({
      ref: '45ccd769-1efd-11ee-a60f-48df37b921db',
      description: 'ФОП Коваленко Олена Петрівна',
      cityRef: KYIV,
      counterpartyType: 'Organization',
      edrpou: '3123456789',
    });
    expect(result.warnings).toEqual([]);
  });

  it('rejects an unknown key with the Ukrainian message and NP code 20000200068', async () => {
    const error = await failure(client().validateKey('0123456789abcdef0123456789abcdef'));
    expect(error.code).toBe('novaposhta_invalid_key');
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('API-ключ Нової Пошти недійсний. Перевірте ключ у кабінеті Нової Пошти.');
    expect(error.localizedMessage('en')).toBe(
      'The Nova Poshta API key is invalid. Check the key in your Nova Poshta account.',
    );
    expect(error.npCodes).toEqual(['20000200068']);
    expect(error.npErrors).toEqual(['API auth fail']);
    expect(error.method).toBe('Counterparty.getCounterparties');
  });

  it('rejects an empty key with NP code 20000200069', async () => {
    const error = await failure(client().validateKey(''));
    expect(error.code).toBe('novaposhta_empty_key');
    expect(error.message).toBe('Не вказано API-ключ Нової Пошти.');
    expect(error.npCodes).toEqual(['20000200069']);
  });

  it('maps a bad-key text without a code, and NP errors sent as an object', async () => {
    const body = {
      success: false,
      data: [],
      errors: { 0: 'API key incorrect' },
      warnings: [],
      info: [],
      messageCodes: [],
      errorCodes: [],
      warningCodes: [],
      infoCodes: [],
    };
    const np = client({ fetch: async () => new Response(JSON.stringify(body)) });
    const error = await failure(np.validateKey('x'));
    expect(error.code).toBe('novaposhta_invalid_key');
    expect(error.npErrors).toEqual(['API key incorrect']);
  });

  it('lists contact persons and door addresses of the sender', async () => {
    const np = client();
    const { data: sender } = await np.validateKey(DEMO_NOVAPOSHTA_KEY);
    const contacts = await np.getCounterpartyContactPersons(DEMO_NOVAPOSHTA_KEY, { ref: sender.ref });
    expect(contacts.data).toHaveLength(2);
    expect(contacts.data[0]).toMatchObject({
      ref: '45d084df-1efd-11ee-a60f-48df37b921db',
      description: 'Коваленко Олена Петрівна',
      phones: '380671234567',
      lastName: 'Коваленко',
    });
    const addresses = await np.getCounterpartyAddresses(DEMO_NOVAPOSHTA_KEY, {
      ref: sender.ref,
      counterpartyProperty: 'Sender',
    });
    expect(server.calls.at(-1)?.methodProperties).toEqual({ Ref: sender.ref, CounterpartyProperty: 'Sender' });
    expect(addresses.data).toEqual([expect.objectContaining({ cityRef: KYIV, buildingDescription: '100' })]);
  });

  it('lists recipients and filters counterparties by text', async () => {
    const np = client();
    const recipients = await np.getCounterparties(DEMO_NOVAPOSHTA_KEY, { counterpartyProperty: 'Recipient' });
    expect(recipients.data).toEqual([expect.objectContaining({ description: 'Приватна особа' })]);
    const none = await np.getCounterparties(DEMO_NOVAPOSHTA_KEY, {
      counterpartyProperty: 'Sender',
      findByString: 'немає такого',
    });
    expect(none.data).toEqual([]);
  });

  it('never caches key-specific data: each key gets its own sender', async () => {
    const np = client({ cache: createReferenceCache() });
    const calls = await countCalls(async () => {
      const first = await np.validateKey(DEMO_NOVAPOSHTA_KEY);
      const second = await np.validateKey(LOCAL_NOVAPOSHTA_KEYS.second);
      const again = await np.validateKey(DEMO_NOVAPOSHTA_KEY);
      expect(first.data.description).toBe('ФОП Коваленко Олена Петрівна');
      expect(second.data.description).toBe('ТОВ "Світ посуду"');
      expect(again.data).toEqual(first.data);
    });
    expect(calls).toBe(3);
    expect(np.cache?.size).toBe(0);
  });
});

describe('reference data', () => {
  it('searches settlements and flattens data[0].Addresses with DeliveryCity as the CityRef', async () => {
    const np = client();
    const result = await np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Київ' });
    expect(server.calls.at(-1)?.methodProperties).toEqual({ CityName: 'Київ', Limit: '50', Page: '1' });
    expect(result.totalCount).toBe(2);
    expect(result.data[0]).toEqual({
      settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
      cityRef: KYIV,
      present: 'м. Київ, Київська обл.',
      mainDescription: 'Київ',
      area: 'Київська',
      region: '',
      settlementTypeCode: 'м.',
      warehouses: 5,
      addressDeliveryAllowed: true,
      streetsAvailability: true,
    });
    expect(result.data[1]).toMatchObject({
      mainDescription: 'Київець',
      cityRef: '6dbe5985-96d1-11ea-a970-b8830365ade4',
    });

    const lviv = await np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'львів', limit: 5 });
    expect(lviv.data.map((s) => s.cityRef)).toEqual([LVIV]);
    const nothing = await np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Атлантида' });
    expect(nothing).toEqual({ data: [], warnings: [], totalCount: 0 });
  });

  it('finds cities with numbers parsed from strings', async () => {
    const result = await client().getCities(DEMO_NOVAPOSHTA_KEY, { findByString: 'Хар' });
    expect(result.data).toEqual([
      {
        ref: 'db5c88e0-391c-11dd-90d9-001a92567626',
        description: 'Харків',
        areaRef: '71508137-9b87-11de-822f-000c2965ae0e',
        areaDescription: 'Харківська',
        settlementTypeDescription: 'місто',
        cityId: 3,
        isBranch: false,
      },
    ]);
    expect(result.totalCount).toBe(1);
  });

  it('lists warehouses of a city, filtered by type and by text', async () => {
    const np = client();
    const all = await np.getWarehouses(DEMO_NOVAPOSHTA_KEY, { cityRef: KYIV });
    expect(all.totalCount).toBe(5);
    expect(all.data.map((w) => w.category)).toEqual(['Branch', 'Branch', 'Branch', 'Postomat', 'Postomat']);

    const postomats = await np.getWarehouses(DEMO_NOVAPOSHTA_KEY, { cityRef: KYIV, typeOfWarehouseRef: POSTOMAT_TYPE });
    expect(server.calls.at(-1)?.methodProperties).toEqual({ CityRef: KYIV, TypeOfWarehouseRef: POSTOMAT_TYPE });
    expect(postomats.data).toHaveLength(2);
    expect(postomats.data.every((w) => w.category === 'Postomat' && w.typeOfWarehouse === POSTOMAT_TYPE)).toBe(true);
    expect(postomats.data[0]).toMatchObject({ description: 'Поштомат №5510: вул. Хрещатик, 22', number: 5510 });

    const found = await np.getWarehouses(DEMO_NOVAPOSHTA_KEY, { cityRef: KYIV, findByString: 'Пирогівський' });
    expect(found.data).toEqual([
      {
        ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
        number: 1,
        description: 'Відділення №1: вул. Пирогівський шлях, 135',
        shortAddress: 'Київ, вул. Пирогівський шлях, 135',
        phone: '380800500609',
        typeOfWarehouse: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
        category: 'Branch',
        cityRef: KYIV,
        cityDescription: 'Київ',
        settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
        areaDescription: 'Київська',
        warehouseIndex: '4/1',
        status: 'Working',
        placeMaxWeightAllowed: 1100,
        totalMaxWeightAllowed: 0,
        latitude: 50.354786,
        longitude: 30.542884,
      },
    ]);

    const byName = await np.getWarehouses(DEMO_NOVAPOSHTA_KEY, { cityName: 'Львів', page: 1, limit: 2 });
    expect(byName.data).toHaveLength(2);
    expect(byName.totalCount).toBe(3);
  });

  it('lists warehouse types', async () => {
    const result = await client().getWarehouseTypes(DEMO_NOVAPOSHTA_KEY);
    expect(result.data).toHaveLength(5);
    expect(result.data).toContainEqual({ ref: POSTOMAT_TYPE, description: 'Поштомат' });
  });
});

describe('reference cache', () => {
  it('answers a repeated lookup without reaching Nova Poshta, also for another key', async () => {
    const np = client({ cache: createReferenceCache() });
    const calls = await countCalls(async () => {
      const first = await np.getWarehouses(DEMO_NOVAPOSHTA_KEY, { cityRef: KYIV });
      const second = await np.getWarehouses(LOCAL_NOVAPOSHTA_KEYS.second, { cityRef: KYIV });
      expect(second).toEqual(first);
      await np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY);
      await np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY);
      await np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Одеса' });
      await np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Одеса' });
      await np.getCities(DEMO_NOVAPOSHTA_KEY, { findByString: 'Дні' });
      await np.getCities(DEMO_NOVAPOSHTA_KEY, { findByString: 'Дні' });
    });
    expect(calls).toBe(4);
    // Other properties are another entry.
    expect(await countCalls(() => np.getWarehouses(DEMO_NOVAPOSHTA_KEY, { cityRef: LVIV }))).toBe(1);
  });

  it('asks again once the entry expires', async () => {
    let now = 0;
    const np = client({ cache: createReferenceCache({ ttlMs: 60_000, now: () => now }) });
    expect(await countCalls(() => np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY))).toBe(1);
    now = 59_999;
    expect(await countCalls(() => np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY))).toBe(0);
    now = 60_000;
    expect(await countCalls(() => np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY))).toBe(1);
  });

  it('shares one request between identical lookups in flight and hands out copies', async () => {
    const np = client({ cache: createReferenceCache() });
    const calls = await countCalls(async () => {
      const [a, b] = await Promise.all([
        np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Дніпро' }),
        np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Дніпро' }),
      ]);
      expect(a).toEqual(b);
      a.data[0]!.mainDescription = 'змінено';
      const c = await np.searchSettlements(DEMO_NOVAPOSHTA_KEY, { cityName: 'Дніпро' });
      expect(c.data[0]!.mainDescription).toBe('Дніпро');
    });
    expect(calls).toBe(1);
  });

  it('does not cache failures', async () => {
    const np = client({ cache: createReferenceCache() });
    const calls = await countCalls(async () => {
      await failure(np.getWarehouseTypes('bad-key'));
      await failure(np.getWarehouseTypes('bad-key'));
    });
    expect(calls).toBe(2);
  });
});

describe('failures', () => {
  it('turns success:false into the generic message with NP text and code, without retrying', async () => {
    const np = client();
    let error: NovaPoshtaError | undefined;
    const calls = await countCalls(async () => {
      error = await failure(np.getTrackingStatus(DEMO_NOVAPOSHTA_KEY, [{ number: 'abc' }]));
    });
    expect(calls).toBe(1);
    expect(error?.code).toBe('novaposhta_error');
    expect(error?.message).toBe('Нова Пошта повернула помилку: Document number is not correct');
    expect(error?.localizedMessage('en')).toBe('Nova Poshta returned an error: Document number is not correct');
    expect(error?.npCodes).toEqual(['20001401442']);
  });

  it('reports an unknown method as an NP error', async () => {
    const error = await failure(
      client().call(
        { apiKey: DEMO_NOVAPOSHTA_KEY, modelName: 'Address', calledMethod: 'getNothing', methodProperties: {} },
        z.array(z.unknown()),
      ),
    );
    expect(error.code).toBe('novaposhta_error');
    expect(error.message).toBe('Нова Пошта повернула помилку: Method Address_getNothing not found');
  });

  it('gives up after timeoutMs on a hanging answer, without retrying', async () => {
    const np = client({ timeoutMs: 150 });
    const started = Date.now();
    let error: NovaPoshtaError | undefined;
    const calls = await countCalls(async () => {
      error = await failure(np.getWarehouseTypes(LOCAL_NOVAPOSHTA_KEYS.hang));
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(calls).toBe(1);
    expect(error?.code).toBe('novaposhta_timeout');
    expect(error?.kind).toBe('timeout');
    expect(error?.message).toBe('Нова Пошта не відповіла вчасно. Спробуйте пізніше.');
  });

  it('treats an answer that is not JSON as malformed', async () => {
    let error: NovaPoshtaError | undefined;
    const calls = await countCalls(async () => {
      error = await failure(client().getWarehouseTypes(LOCAL_NOVAPOSHTA_KEYS.notJson));
    });
    expect(calls).toBe(1);
    expect(error?.code).toBe('novaposhta_malformed');
    expect(error?.message).toBe('Нова Пошта повернула некоректну відповідь.');
  });

  it('treats JSON of the wrong shape as malformed', async () => {
    const np = client();
    for (const promise of [
      np.getWarehouses(LOCAL_NOVAPOSHTA_KEYS.wrongShape, { cityRef: KYIV }),
      np.validateKey(LOCAL_NOVAPOSHTA_KEYS.wrongShape),
      np.getDocumentPrice(LOCAL_NOVAPOSHTA_KEYS.wrongShape, priceInput()),
    ]) {
      const error = await failure(promise);
      expect(error.code).toBe('novaposhta_malformed');
      expect(error.kind).toBe('malformed');
    }
    const envelopeMissing = client({ fetch: async () => new Response('{"data":[]}') });
    expect((await failure(envelopeMissing.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY))).code).toBe('novaposhta_malformed');
  });

  it('retries an HTTP 5xx with backoff and then succeeds', async () => {
    const np = client({ retries: 2 });
    server.failNext(2, 502);
    let result: Awaited<ReturnType<typeof np.getWarehouseTypes>> | undefined;
    const calls = await countCalls(async () => {
      result = await np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY);
    });
    expect(calls).toBe(3);
    expect(result?.data).toHaveLength(5);
  });

  it('stops after the last retry with "unavailable"', async () => {
    const np = client({ retries: 1 });
    let error: NovaPoshtaError | undefined;
    const calls = await countCalls(async () => {
      error = await failure(np.getWarehouseTypes(LOCAL_NOVAPOSHTA_KEYS.unavailable));
    });
    expect(calls).toBe(2);
    expect(error?.code).toBe('novaposhta_unavailable');
    expect(error?.httpStatus).toBe(503);
    expect(error?.transient).toBe(true);
    expect(error?.message).toBe('Нова Пошта тимчасово недоступна. Спробуйте пізніше.');
  });

  it('retries network faults', async () => {
    let attempts = 0;
    const np = client({
      url: await closedPortUrl(),
      retries: 2,
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    const error = await failure(np.getWarehouseTypes(DEMO_NOVAPOSHTA_KEY));
    expect(error.code).toBe('novaposhta_unavailable');
    expect(attempts).toBe(3);
  });

  it('repeats a waybill only after a network fault that surely never reached NP', async () => {
    const input = await waybillInput();
    let refused = 0;
    const unreachable = client({
      url: await closedPortUrl(),
      fetch: (url, init) => {
        refused += 1;
        return fetch(url, init);
      },
    });
    expect((await failure(unreachable.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, input))).code).toBe(
      'novaposhta_unavailable',
    );
    expect(refused).toBe(3);

    let reset = 0;
    const midway = client({
      fetch: async () => {
        reset += 1;
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
        });
      },
    });
    expect((await failure(midway.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, input))).code).toBe(
      'novaposhta_unavailable',
    );
    expect(reset).toBe(1);
  });

  it('does not repeat a waybill after a 500 that may have created it, but does after a 503', async () => {
    const np = client({ retries: 2 });
    const input = await waybillInput();
    server.failNext(1, 500);
    let error: NovaPoshtaError | undefined;
    expect(
      await countCalls(async () => {
        error = await failure(np.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, input));
      }),
    ).toBe(1);
    expect(error?.httpStatus).toBe(500);

    server.failNext(1, 503);
    expect(await countCalls(() => np.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, input))).toBe(2);
  });
});

describe('waybills', () => {
  it('prices a delivery, with the COD fee when asked', async () => {
    const np = client();
    const plain = await np.getDocumentPrice(DEMO_NOVAPOSHTA_KEY, priceInput());
    expect(server.calls.at(-1)?.methodProperties).toEqual({
      CitySender: KYIV,
      CityRecipient: LVIV,
      Weight: '0.5',
      ServiceType: 'WarehouseWarehouse',
      Cost: '1200',
      CargoType: 'Parcel',
      SeatsAmount: '1',
    });
    expect(plain.data).toEqual({ cost: 86, assessedCost: 1200, costRedelivery: null, costPack: null });
    const cod = await np.getDocumentPrice(DEMO_NOVAPOSHTA_KEY, {
      ...priceInput(),
      redeliveryCalculate: { cargoType: 'Money', amount: 1200 },
    });
    expect(cod.data.costRedelivery).toBe(44);
  });

  it('saves a waybill, tracks it, deletes it, and tracks it as deleted', async () => {
    const np = client();
    const input = await waybillInput();
    const saved = await np.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, input);
    expect(server.calls.at(-1)).toMatchObject({
      modelName: 'InternetDocument',
      calledMethod: 'save',
      methodProperties: {
        PayerType: 'Recipient',
        PaymentMethod: 'Cash',
        DateTime: '20.05.2025',
        CargoType: 'Parcel',
        Weight: '0.5',
        ServiceType: 'WarehousePostomat',
        SeatsAmount: '1',
        Description: 'Посуд',
        Cost: '1200',
        CitySender: KYIV,
        CityRecipient: LVIV,
        SendersPhone: '380671234567',
        RecipientsPhone: '380501234567',
        InfoRegClientBarcodes: 'ORDER-1001',
        OptionsSeat: [{ volumetricWidth: '20', volumetricLength: '30', volumetricHeight: '10', weight: '0.5' }],
        BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '1200' }],
      },
    });
    expect(saved.data.intDocNumber).toMatch(/^\d{14}$/);
    expect(saved.data.ref).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.data).toMatchObject({
      costOnSite: 81,
      estimatedDeliveryDate: '22.05.2025',
      typeDocument: 'InternetDocument',
    });

    const tracked = await np.getTrackingStatus(DEMO_NOVAPOSHTA_KEY, [
      { number: saved.data.intDocNumber, phone: '380501234567' },
    ]);
    expect(server.calls.at(-1)?.methodProperties).toEqual({
      Documents: [{ DocumentNumber: saved.data.intDocNumber, Phone: '380501234567' }],
    });
    expect(tracked.warnings).toEqual([]);
    expect(tracked.data[0]).toMatchObject({
      number: saved.data.intDocNumber,
      statusCode: 1,
      documentRef: saved.data.ref,
      citySender: 'Київ',
      cityRecipient: 'Львів',
      warehouseRecipient: 'Поштомат №5230: пл. Ринок, 10',
      documentWeight: 0.5,
      announcedPrice: 1200,
    });

    const withoutPhone = await np.getTrackingStatus(DEMO_NOVAPOSHTA_KEY, [{ number: saved.data.intDocNumber }]);
    expect(withoutPhone.warnings).toEqual([
      'Please enter a valid phone number from the express invoice to show full information',
    ]);
    expect(withoutPhone.data[0]).toMatchObject({ statusCode: 1, documentRef: '', announcedPrice: null });

    const deleted = await np.deleteInternetDocument(DEMO_NOVAPOSHTA_KEY, [saved.data.ref]);
    expect(server.calls.at(-1)?.methodProperties).toEqual({ DocumentRefs: saved.data.ref });
    expect(deleted.data).toEqual([{ ref: saved.data.ref }]);

    const after = await np.getTrackingStatus(DEMO_NOVAPOSHTA_KEY, [
      { number: saved.data.intDocNumber, phone: '380501234567' },
    ]);
    expect(after.data[0]).toMatchObject({ statusCode: 2, status: 'Видалено' });

    const again = await failure(np.deleteInternetDocument(DEMO_NOVAPOSHTA_KEY, saved.data.ref));
    expect(again.code).toBe('novaposhta_document_not_found');
    expect(again.npCodes).toEqual(['20000300415']);
    expect(again.message).toBe('Документ Нової Пошти не знайдено.');
  });

  it('numbers waybills one after another', async () => {
    const np = client();
    const first = await np.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, await waybillInput());
    const second = await np.saveInternetDocument(DEMO_NOVAPOSHTA_KEY, await waybillInput());
    expect(BigInt(second.data.intDocNumber) - BigInt(first.data.intDocNumber)).toBe(1n);
  });

  it('passes on NP validation errors of a waybill with all texts and codes', async () => {
    const input = { ...(await waybillInput()), cityRecipient: '', description: '' };
    const error = await failure(client().saveInternetDocument(DEMO_NOVAPOSHTA_KEY, input));
    expect(error.code).toBe('novaposhta_error');
    expect(error.npCodes).toEqual(['20000200104', '20000200150']);
    expect(error.message).toBe('Нова Пошта повернула помилку: CityRecipient not selected; Description empty');
  });

  it('tracks existing waybills and reports unknown numbers with status 3', async () => {
    const result = await client().getTrackingStatus(DEMO_NOVAPOSHTA_KEY, [
      { number: '20400000000901', phone: '380501234567' },
      { number: '20400000099999' },
    ]);
    expect(result.data).toEqual([
      expect.objectContaining({ statusCode: 9, status: 'Відправлення отримано', amountPaid: 85, amountToPay: 0 }),
      expect.objectContaining({ number: '20400000099999', statusCode: 3, status: 'Номер не знайдено' }),
    ]);
  });
});

function priceInput() {
  return {
    citySender: KYIV,
    cityRecipient: LVIV,
    weight: 0.5,
    serviceType: 'WarehouseWarehouse' as const,
    cost: 1200,
    cargoType: 'Parcel' as const,
    seatsAmount: 1,
  };
}

/** A waybill from a Kyiv branch to a Lviv postomat, with refs looked up through the client. */
async function waybillInput(): Promise<InternetDocumentInput> {
  const np = client();
  const key = DEMO_NOVAPOSHTA_KEY;
  const { data: sender } = await np.validateKey(key);
  const { data: senderContacts } = await np.getCounterpartyContactPersons(key, { ref: sender.ref });
  const { data: recipients } = await np.getCounterparties(key, { counterpartyProperty: 'Recipient' });
  const recipient = recipients[0]!;
  const { data: recipientContacts } = await np.getCounterpartyContactPersons(key, { ref: recipient.ref });
  const from = (await np.getWarehouses(key, { cityRef: KYIV, findByString: 'Пирогівський' })).data[0]!;
  const to = (await np.getWarehouses(key, { cityRef: LVIV, typeOfWarehouseRef: POSTOMAT_TYPE })).data[0]!;
  return {
    payerType: 'Recipient',
    paymentMethod: 'Cash',
    dateTime: '20.05.2025',
    cargoType: 'Parcel',
    weight: 0.5,
    serviceType: 'WarehousePostomat',
    seatsAmount: 1,
    description: 'Посуд',
    cost: 1200,
    citySender: KYIV,
    sender: sender.ref,
    senderAddress: from.ref,
    contactSender: senderContacts[0]!.ref,
    sendersPhone: senderContacts[0]!.phones,
    cityRecipient: LVIV,
    recipient: recipient.ref,
    recipientAddress: to.ref,
    contactRecipient: recipientContacts[0]!.ref,
    recipientsPhone: recipientContacts[0]!.phones,
    infoRegClientBarcodes: 'ORDER-1001',
    optionsSeat: [{ volumetricWidth: 20, volumetricLength: 30, volumetricHeight: 10, weight: 0.5 }],
    backwardDeliveryData: [{ payerType: 'Recipient', cargoType: 'Money', redeliveryString: 1200 }],
  };
}

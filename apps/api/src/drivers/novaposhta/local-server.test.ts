import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_NOVAPOSHTA_KEY,
  LOCAL_FAULT_HEADER,
  LOCAL_NOVAPOSHTA_KEYS,
  startLocalNovaPoshta,
  type LocalNovaPoshta,
} from './local-server';

const ENVELOPE_KEYS = [
  'success',
  'data',
  'errors',
  'warnings',
  'info',
  'messageCodes',
  'errorCodes',
  'warningCodes',
  'infoCodes',
].sort();

/** A valid branch-to-branch waybill of the demo key. */
const WAYBILL = {
  PayerType: 'Sender',
  PaymentMethod: 'NonCash',
  DateTime: '01.06.2025',
  CargoType: 'Documents',
  Weight: 0.1,
  ServiceType: 'WarehouseWarehouse',
  SeatsAmount: 1,
  Description: 'Документи',
  Cost: 300,
  CitySender: '8d5a980d-391c-11dd-90d9-001a92567626',
  Sender: '45ccd769-1efd-11ee-a60f-48df37b921db',
  SenderAddress: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
  ContactSender: '5e0a1b2c-1efd-11ee-a60f-48df37b921db',
  SendersPhone: '380931112233',
  CityRecipient: '8d5a980d-391c-11dd-90d9-001a92567626',
  Recipient: '7d8e9f1a-5c3e-11ee-a60f-48df37b921db',
  RecipientAddress: '47402e8b-e1c2-11e3-8c4a-0050568002cf',
  ContactRecipient: '7d8e9f2b-5c3e-11ee-a60f-48df37b921db',
  RecipientsPhone: '380501234567',
  VolumeGeneral: 0.0004,
};

let server: LocalNovaPoshta;
beforeAll(async () => {
  server = await startLocalNovaPoshta();
});
afterAll(async () => {
  await server.close();
});

async function post(
  body: unknown,
  { url = server.url, headers = {} }: { url?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function np(
  modelName: string,
  calledMethod: string,
  methodProperties: object = {},
  apiKey = DEMO_NOVAPOSHTA_KEY,
) {
  const response = await post({ apiKey, modelName, calledMethod, methodProperties });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown> & { data: Record<string, unknown>[] };
}

describe('local Nova Poshta server: the wire format', () => {
  it('answers with all nine envelope fields, on success and on error', async () => {
    const success = await np('Address', 'getWarehouseTypes');
    expect(Object.keys(success).sort()).toEqual(ENVELOPE_KEYS);
    expect(success.success).toBe(true);
    const failure = await np('Address', 'getWarehouseTypes', {}, 'ffffffffffffffffffffffffffffffff');
    expect(Object.keys(failure).sort()).toEqual(ENVELOPE_KEYS);
    expect(failure).toMatchObject({
      success: false,
      data: [],
      errors: ['API auth fail'],
      errorCodes: ['20000200068'],
    });
    expect(await np('Address', 'getWarehouseTypes', {}, '')).toMatchObject({
      success: false,
      errors: ['apiKey is empty'],
      errorCodes: ['20000200069'],
    });
  });

  it('sends numbers as strings, as NP does', async () => {
    const warehouses = await np('Address', 'getWarehouses', {
      CityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
      Limit: '1',
    });
    expect(warehouses.data[0]).toMatchObject({
      Number: '1',
      PlaceMaxWeightAllowed: '1100',
      TotalMaxWeightAllowed: '0',
      Latitude: '50.354786',
      CategoryOfWarehouse: 'Branch',
      Description: 'Відділення №1: вул. Пирогівський шлях, 135',
    });
    expect(warehouses.info).toEqual({ totalCount: 5 });
    const cities = await np('Address', 'getCities', { FindByString: 'Київ' });
    expect(cities.data[0]).toMatchObject({ CityID: '4', IsBranch: '0', Description: 'Київ' });
  });

  it('answers an unknown method with an error', async () => {
    expect(await np('Address', 'teleport')).toMatchObject({
      success: false,
      errors: ['Method Address_teleport not found'],
    });
  });

  it('accepts the AddressGeneral model and the /Model/method URL form', async () => {
    const general = await np('AddressGeneral', 'getWarehouseTypes');
    expect(general.data).toHaveLength(5);
    const response = await post(
      { apiKey: DEMO_NOVAPOSHTA_KEY, modelName: 'Address', calledMethod: 'getWarehouseTypes', methodProperties: {} },
      { url: `${server.url}Address/getWarehouseTypes` },
    );
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(5);
  });

  it('refuses other paths and methods with 404', async () => {
    expect((await fetch(server.url)).status).toBe(404);
    expect((await post({}, { url: server.url.replace('/v2.0/json/', '/v2.0/xml/') })).status).toBe(404);
  });

  it('stores a saved waybill so that tracking and deletion find it', async () => {
    const save = await np('InternetDocument', 'save', WAYBILL);
    const doc = save.data[0]!;
    expect(doc.IntDocNumber).toMatch(/^\d{14}$/);
    expect(doc).toMatchObject({
      CostOnSite: '62',
      EstimatedDeliveryDate: '02.06.2025',
      TypeDocument: 'InternetDocument',
    });

    const tracking = await np('TrackingDocument', 'getStatusDocuments', {
      Documents: [{ DocumentNumber: doc.IntDocNumber, Phone: '380931112233' }],
    });
    expect(tracking.data[0]).toMatchObject({ Number: doc.IntDocNumber, StatusCode: '1', RefEW: doc.Ref });

    // Listed for its own key on the day it was made (with the client barcode it was made with), not for another.
    const today = new Date().toLocaleDateString('uk-UA', { timeZone: 'UTC' }).replaceAll('/', '.');
    const listed = await np('InternetDocument', 'getDocumentList', {
      DateTimeFrom: today,
      DateTimeTo: today,
      GetFullList: '1',
    });
    expect(listed.data).toContainEqual(
      expect.objectContaining({ Ref: doc.Ref, IntDocNumber: doc.IntDocNumber, RecipientsPhone: '380501234567' }),
    );
    const foreign = await np(
      'InternetDocument',
      'getDocumentList',
      { DateTimeFrom: today, DateTimeTo: today, GetFullList: '1' },
      LOCAL_NOVAPOSHTA_KEYS.second,
    );
    expect(foreign.data.map((d) => d.Ref)).not.toContain(doc.Ref);

    // Another account cannot delete it.
    expect(
      await np('InternetDocument', 'delete', { DocumentRefs: doc.Ref }, LOCAL_NOVAPOSHTA_KEYS.second),
    ).toMatchObject({ success: false, errorCodes: ['20000300415'] });
    expect(await np('InternetDocument', 'delete', { DocumentRefs: [doc.Ref] })).toMatchObject({
      success: true,
      data: [{ Ref: doc.Ref }],
    });
    const after = await np('InternetDocument', 'getDocumentList', {
      DateTimeFrom: today,
      DateTimeTo: today,
      GetFullList: '1',
    });
    expect(after.data.map((d) => d.Ref)).not.toContain(doc.Ref);
  });

  it('cancels a return order until its parcel is handed over; then the waybill may go back again', async () => {
    const [doc] = (await np('InternetDocument', 'save', WAYBILL)).data;
    const number = String(doc!.IntDocNumber);
    server.setTrackingStatus(number, '9');
    const [reason] = (await np('AdditionalServiceGeneral', 'getReturnReasons')).data;
    const [subtype] = (await np('AdditionalServiceGeneral', 'getReturnReasonsSubtypes', { ReasonRef: reason!.Ref }))
      .data;
    const orderReturn = async () => {
      const [address] = (await np('AdditionalServiceGeneral', 'CheckPossibilityCreateReturn', { Number: number })).data;
      const saved = await np('AdditionalServiceGeneral', 'save', {
        IntDocNumber: number,
        PaymentMethod: 'Cash',
        Reason: reason!.Ref,
        SubtypeReason: subtype!.Ref,
        OrderType: 'orderCargoReturn',
        ReturnAddressRef: address!.Ref,
      });
      expect(saved.success).toBe(true);
      return saved.data[0] as { Ref: string; Number: string };
    };
    const returnTtn = async () => {
      const tracking = await np('TrackingDocument', 'getStatusDocuments', {
        Documents: [{ DocumentNumber: number, Phone: WAYBILL.SendersPhone }],
      });
      return String(tracking.data[0]!.LastCreatedOnTheBasisNumber ?? '');
    };

    const first = await orderReturn();
    expect(
      await np('AdditionalServiceGeneral', 'delete', { Ref: first.Ref }, LOCAL_NOVAPOSHTA_KEYS.second),
    ).toMatchObject({ success: false, errorCodes: ['20000300415'] });
    expect(await np('AdditionalServiceGeneral', 'delete', { Ref: first.Ref })).toMatchObject({
      success: true,
      data: [{ Number: first.Number }],
    });
    expect(await np('AdditionalServiceGeneral', 'delete', { Ref: first.Ref })).toMatchObject({
      success: false,
      errorCodes: ['20000300415'],
    });

    const second = await orderReturn();
    expect(second.Number).not.toBe(first.Number);
    server.setTrackingStatus(await returnTtn(), '4');
    expect(await np('AdditionalServiceGeneral', 'delete', { Ref: second.Ref })).toMatchObject({
      success: false,
      errorCodes: ['20000900886'],
    });
  });

  it('answers a contact that is not the sender’s with NP’s code', async () => {
    const save = await np('InternetDocument', 'save', {
      CitySender: '8d5a980d-391c-11dd-90d9-001a92567626',
      Sender: '45ccd769-1efd-11ee-a60f-48df37b921db',
      ContactSender: '00000000-0000-0000-0000-000000000000',
      CityRecipient: 'db5c88f5-391c-11dd-90d9-001a92567626',
      ContactRecipient: '7d8e9f2b-5c3e-11ee-a60f-48df37b921db',
      Description: 'Посуд',
      CargoType: 'Parcel',
      DateTime: '2025-06-01',
    });
    expect(save).toMatchObject({
      success: false,
      errors: ['ContactSender does not belong to this Sender', 'DateTime is invalid format'],
      errorCodes: ['20000300402', '20000400456'],
    });
  });
});

describe('local Nova Poshta server: test hooks', () => {
  it('counts requests and fails the next ones on demand', async () => {
    const before = server.calls.length;
    server.failNext(1);
    const failed = await post({ apiKey: DEMO_NOVAPOSHTA_KEY, modelName: 'Address', calledMethod: 'getWarehouseTypes' });
    expect(failed.status).toBe(503);
    expect((await np('Address', 'getWarehouseTypes')).success).toBe(true);
    expect(server.calls.length - before).toBe(2);
    expect(server.calls.at(-1)).toEqual({
      apiKey: DEMO_NOVAPOSHTA_KEY,
      modelName: 'Address',
      calledMethod: 'getWarehouseTypes',
      methodProperties: {},
    });
  });

  it('answers not-JSON, wrong-shape and 503 by key or by header', async () => {
    const body = { apiKey: DEMO_NOVAPOSHTA_KEY, modelName: 'Address', calledMethod: 'getWarehouseTypes' };
    const notJson = await post({ ...body, apiKey: LOCAL_NOVAPOSHTA_KEYS.notJson });
    await expect(notJson.json()).rejects.toThrow();
    const byHeader = await post(body, { headers: { [LOCAL_FAULT_HEADER]: 'not-json' } });
    await expect(byHeader.json()).rejects.toThrow();
    const shape = (await (await post(body, { headers: { [LOCAL_FAULT_HEADER]: 'wrong-shape' } })).json()) as {
      data: { Ref: unknown }[];
    };
    expect(shape.data[0]!.Ref).toBe(42);
    expect((await post(body, { headers: { [LOCAL_FAULT_HEADER]: 'unavailable' } })).status).toBe(503);
  });

  it('closes even with a request left hanging', async () => {
    const own = await startLocalNovaPoshta();
    const hanging = post(
      { apiKey: LOCAL_NOVAPOSHTA_KEYS.hang, modelName: 'Address', calledMethod: 'getWarehouseTypes' },
      { url: own.url },
    ).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(own.calls).toHaveLength(1);
    await own.close();
    expect(await hanging).toBeInstanceOf(Error);
  });
});

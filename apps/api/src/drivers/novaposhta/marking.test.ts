import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { DEMO_NOVAPOSHTA_KEY, LOCAL_NOVAPOSHTA_KEYS, startLocalNovaPoshta, type LocalNovaPoshta } from './local-server';
import { markingRequest } from './marking';

let server: LocalNovaPoshta;
beforeAll(async () => {
  server = await startLocalNovaPoshta();
});
afterAll(async () => {
  await server.close();
});

async function np(modelName: string, calledMethod: string, methodProperties: object) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiKey: DEMO_NOVAPOSHTA_KEY, modelName, calledMethod, methodProperties }),
  });
  return (await response.json()) as { data: Record<string, unknown>[] };
}

/** A waybill from the demo sender's Kyiv branch to a Kyiv branch, paid on delivery. */
async function waybill(order: number) {
  const recipient = (
    await np('Counterparty', 'save', {
      CounterpartyProperty: 'Recipient',
      CounterpartyType: 'PrivatePerson',
      LastName: 'Кравченко-Світлицька',
      FirstName: 'Олександра',
      MiddleName: 'Володимирівна',
      Phone: '380501234567',
    })
  ).data[0]!;
  const saved = await np('InternetDocument', 'save', {
    PayerType: 'Recipient',
    PaymentMethod: 'Cash',
    DateTime: '01.06.2025',
    CargoType: 'Parcel',
    Weight: 0.5,
    ServiceType: 'WarehouseWarehouse',
    SeatsAmount: 1,
    Description: 'Чохол',
    Cost: 2450,
    CitySender: '8d5a980d-391c-11dd-90d9-001a92567626',
    Sender: '45ccd769-1efd-11ee-a60f-48df37b921db',
    SenderAddress: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
    ContactSender: '5e0a1b2c-1efd-11ee-a60f-48df37b921db',
    SendersPhone: '380931112233',
    CityRecipient: '8d5a980d-391c-11dd-90d9-001a92567626',
    Recipient: recipient.Ref,
    RecipientAddress: '47402e8b-e1c2-11e3-8c4a-0050568002cf',
    ContactRecipient: (recipient.ContactPerson as { data: { Ref: string }[] }).data[0]!.Ref,
    RecipientsPhone: '380501234567',
    InfoRegClientBarcodes: String(order),
    BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '2450' }],
    VolumeGeneral: 0.0004,
  });
  return saved.data[0]! as { Ref: string; IntDocNumber: string };
}

const printHost = () => server.url.replace('/v2.0/json/', '');
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('local Nova Poshta server: the printed marking', () => {
  it('answers printMarking100x100 of several waybills as one PDF, one a page with /zebra, four an A4 page without', async () => {
    const docs = [];
    for (let i = 0; i < 5; i += 1) docs.push(await waybill(1000 + i));
    const path = `/orders/printMarking100x100/orders[]/${docs.map((d) => d.Ref).join(',')}/type/pdf/apiKey/${DEMO_NOVAPOSHTA_KEY}`;

    const zebra = await fetch(`${printHost()}${path}/zebra`);
    expect(zebra.status).toBe(200);
    expect(zebra.headers.get('content-type')).toBe('application/pdf');
    const labels = Buffer.from(await zebra.arrayBuffer());
    expect(pages(labels)).toBe(5);
    const text = pdfText(labels);
    expect(text).toContain('Кравченко-Світлицька Олександра Володимирівна');
    expect(text).toContain('ВІДПРАВНИК');
    expect(text).toContain('Накладений платіж: 2 450 грн');
    expect(text).toContain('замовлення №1004');
    expect(text).toContain(docs[4]!.IntDocNumber.replace(/(\d{4})(?=\d)/g, '$1 '));

    const a4 = await fetch(`${printHost()}${path}`);
    const sheet = Buffer.from(await a4.arrayBuffer());
    expect(pages(sheet)).toBe(2);
    expect(sheet.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    // another account's key, or refs it never made: not found
    const foreign = path.replace(DEMO_NOVAPOSHTA_KEY, LOCAL_NOVAPOSHTA_KEYS.second);
    expect((await fetch(`${printHost()}${foreign}/zebra`)).status).toBe(404);
  });

  it('reads the print address as Nova Poshta writes it', () => {
    expect(markingRequest('/orders/printMarking100x100/orders[]/a,b/type/pdf/apiKey/k/zebra')).toEqual({
      refs: ['a', 'b'],
      apiKey: 'k',
      layout: 'zebra',
    });
    expect(markingRequest('/orders/printMarking100x100/orders/a/type/pdf/apiKey/k')).toMatchObject({ layout: 'a4' });
    expect(markingRequest('/orders/printDocument/orders[]/a/type/pdf/apiKey/k')).toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ORDERS_PATHS,
  bulkWaybillResponse,
  orderResponse,
  waybillParcelResponse,
  type OrderDetail,
} from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, testNovaPoshta } from '../deliveries/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');
const LVIV_BRANCH = { city_ref: NP.lviv, warehouse_ref: NP.lvivBranch1 };
/** Lviv's parcel locker of the local Nova Poshta server. */
const LVIV_LOCKER = { city_ref: NP.lviv, warehouse_ref: 'b7c6d5e4-3f2a-4b1c-8d9e-0a1b2c3d4e01' };

describe('orders: waybill parcels from the products, and parcel lockers', () => {
  const np = testNovaPoshta({ stageMs: 3_600_000 });
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET }, { novaposhta: np.driver });

  async function detail(s: Seller, id: number): Promise<OrderDetail> {
    return orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
  }

  /** A seller with the demo key and a Kyiv sender whose product weighs `grams` and measures `mm` (L×W×H). */
  async function shipper(grams: number | null, mm: [number, number, number] | null): Promise<Seller> {
    const s = await seller(t);
    await addKey(t.call, s.token, NP.demoKey);
    ok(await s.put(`${DELIVERIES.replace('/api/admin-suppliers/v1', '')}/sender`, kyivBranchSender()));
    await t.database.db.execute(
      sql`update products set weight_grams = ${grams}, length_mm = ${mm?.[0] ?? null}, width_mm = ${mm?.[1] ?? null},
        height_mm = ${mm?.[2] ?? null} where id = ${s.productId}`,
    );
    return s;
  }

  const toBranch = (s: Seller, quantity = 1) =>
    placeOrder(t, s, {
      quantity,
      delivery: { carrier: 'novaposhta', city: 'Львів', branch: 'Відділення №1', cost: 80, ...LVIV_BRANCH },
    });
  const toLocker = (s: Seller) =>
    placeOrder(t, s, {
      delivery: {
        carrier: 'novaposhta',
        city: 'Львів',
        branch: 'Поштомат №5230: пл. Ринок, 10',
        cost: 60,
        ...LVIV_LOCKER,
      },
    });

  async function createWaybill(s: Seller, id: number, body: Record<string, unknown> = {}) {
    const { version } = await detail(s, id);
    return s.post(path(ORDERS_PATHS.waybill(id)), { version, ...body });
  }

  const parcelOf = async (s: Seller, id: number) =>
    waybillParcelResponse.parse(ok(await s.get(path(`${ORDERS_PATHS.waybill(id)}/parcel`)))).data;

  const saves = async () =>
    (await np.server()).calls.filter((c) => `${c.modelName}.${c.calledMethod}` === 'InternetDocument.save');

  it('weight, sizes (each product laid flat, stacked) and description come from the products when the supplier leaves them out', async () => {
    const s = await shipper(350, [150, 45, 200]); // laid on its largest face: 20 × 15, 4.5 cm high
    const id = await toBranch(s, 2);
    const { items } = await detail(s, id);
    // shown before the waybill is made, as it will be made
    expect(await parcelOf(s, id)).toEqual({
      weight: 0.7,
      dimensions: { length: 20, width: 15, height: 9 },
      description: `${items[0]!.name} × 2`,
      to_locker: false,
    });
    const before = (await saves()).length;
    ok(await createWaybill(s, id));
    const [call] = (await saves()).slice(before);
    expect(call!.methodProperties).toMatchObject({
      Weight: '0.7',
      Description: `${items[0]!.name} × 2`,
      ServiceType: 'WarehouseWarehouse',
      OptionsSeat: [{ volumetricLength: '20', volumetricWidth: '15', volumetricHeight: '9', weight: '0.7' }],
    });

    // what the supplier types wins; a product without a weight leaves 1 kg
    const plain = await shipper(null, null);
    const other = await toBranch(plain);
    expect(await parcelOf(plain, other)).toMatchObject({ weight: 1, dimensions: null });
    // another supplier's order is not found
    expect((await s.get(path(`${ORDERS_PATHS.waybill(other)}/parcel`))).statusCode).toBe(404);
    const mark = (await saves()).length;
    ok(await createWaybill(plain, other, { description: 'Чохли для телефонів' }));
    expect((await saves()).slice(mark)[0]!.methodProperties).toMatchObject({
      Weight: '1',
      Description: 'Чохли для телефонів',
    });
  });

  it('a parcel locker needs the sizes and takes at most 30 kg and 40×30×60 cm, checked before Nova Poshta is called', async () => {
    const s = await shipper(500, null);
    const id = await toLocker(s);
    expect(await parcelOf(s, id)).toMatchObject({ weight: 0.5, dimensions: null, to_locker: true });
    const before = (await saves()).length;

    const missing = await createWaybill(s, id);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'waybill_locker_dimensions',
      message:
        'Для поштомата потрібні габарити посилки: вкажіть довжину, ширину і висоту (см) або заповніть їх у товарах.',
    });
    const tooBig = await createWaybill(s, id, { length: 70, width: 30, height: 20 });
    expect(tooBig.json()).toMatchObject({
      code: 'waybill_locker_size',
      message: 'Посилка 70×30×20 см не влізе в поштомат: найбільша комірка 60×40×30 см.',
    });
    const tooHeavy = await createWaybill(s, id, { length: 40, width: 30, height: 20, weight: 31.5 });
    expect(tooHeavy.json()).toMatchObject({
      code: 'waybill_locker_weight',
      message: 'Поштомат приймає посилки до 30 кг, а ця важить 31,5 кг.',
    });
    const bulk = bulkWaybillResponse.parse(ok(await s.post(path(ORDERS_PATHS.waybills), { ids: [id] })));
    expect(bulk.data[0]).toMatchObject({ ok: false, ttn: null });
    expect(bulk.data[0]!.message).toContain('Для поштомата потрібні габарити');
    expect((await saves()).length).toBe(before);

    ok(await createWaybill(s, id, { length: 30, width: 60, height: 20 }));
    const [call] = (await saves()).slice(before);
    expect(call!.methodProperties).toMatchObject({
      ServiceType: 'WarehousePostomat',
      Weight: '0.5',
      OptionsSeat: [{ volumetricLength: '30', volumetricWidth: '60', volumetricHeight: '20', weight: '0.5' }],
    });
  });
});

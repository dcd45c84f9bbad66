import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ORDERS_PATHS,
  bulkWaybillResponse,
  orderResponse,
  orderSavedResponse,
  type OrderDetail,
  type OrderStatus,
} from '@supplier/contracts/orders';
import { useTestApp, type TestContext } from '../../test/app';
import { rowsOf } from '../../db/rows';
import { ok } from '../catalog/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, testNovaPoshta } from '../deliveries/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');
const LVIV_BRANCH = { city_ref: NP.lviv, warehouse_ref: NP.lvivBranch1 };

describe('orders: Nova Poshta waybills and tracking', () => {
  // Waybills stay "created" until a test jumps them.
  const np = testNovaPoshta({ stageMs: 3_600_000 });
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET }, { novaposhta: np.driver });

  async function detail(s: Seller, id: number): Promise<OrderDetail> {
    return orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
  }

  /** A seller with the demo Nova Poshta key and a Kyiv branch as sender. */
  async function shipper(stock = 100): Promise<Seller> {
    const s = await seller(t, stock);
    await addKey(t.call, s.token, NP.demoKey);
    ok(await s.put(`${DELIVERIES.replace('/api/admin-suppliers/v1', '')}/sender`, kyivBranchSender()));
    return s;
  }

  async function npOrder(s: Seller, extra: Parameters<typeof placeOrder>[2] = {}) {
    return placeOrder(t, s, {
      delivery: { carrier: 'novaposhta', city: 'Львів', branch: 'Відділення №1', cost: 80, ...LVIV_BRANCH },
      ...extra,
    });
  }

  async function createWaybill(s: Seller, id: number, body: Record<string, unknown> = {}) {
    const { version } = await detail(s, id);
    return s.post(path(ORDERS_PATHS.waybill(id)), { weight: 1.5, version, ...body });
  }

  async function jump(ttn: string, code: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dev/novaposhta/waybills/${ttn}/status`,
      payload: { code },
    });
    return ok<{ asked: number; moved: number; reminded: number }>(response);
  }

  async function notificationsOf(t: TestContext, supplierId: number, type: string) {
    const result = await t.database.db.execute(
      sql`select id from notifications where supplier_id = ${supplierId} and type = ${type}`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  async function stockOf(productId: number): Promise<number> {
    const result = await t.database.db.execute(sql`select stock from products where id = ${productId}`);
    return Number((result as unknown as { rows: { stock: number }[] }).rows[0]!.stock);
  }

  const savedCalls = async (method: string) =>
    (await np.server()).calls.filter((c) => `${c.modelName}.${c.calledMethod}` === method);

  it('creates the waybill of a COD order with the sender settings, the buyer as recipient and the cash on delivery', async () => {
    const s = await shipper();
    const id = await npOrder(s, { recipient: { name: 'Ткачук Марія Іванівна', phone: '+380931112233' } });
    const before = await savedCalls('InternetDocument.save');

    const saved = orderSavedResponse.parse(ok(await createWaybill(s, id, { seats: 2, payer: 'Sender' })));
    expect(saved.data.delivery.ttn).toMatch(/^\d{14}$/);
    expect(saved.message).toBe(`ТТН ${saved.data.delivery.ttn} створено для замовлення №${saved.data.number}.`);
    expect(saved.data.delivery).toMatchObject({ can_create_waybill: false, can_delete_waybill: true });
    expect(saved.data.history.at(-1)).toMatchObject({ type: 'waybill_created', actor: 'panel' });
    expect(saved.data.history.at(-1)!.text).toBe(`Створено ТТН ${saved.data.delivery.ttn}`);

    const [call] = (await savedCalls('InternetDocument.save')).slice(before.length);
    expect(call!.apiKey).toBe(NP.demoKey);
    expect(call!.methodProperties).toMatchObject({
      PayerType: 'Sender',
      CitySender: NP.kyiv,
      Sender: NP.demoSender,
      SenderAddress: NP.kyivBranch1,
      ContactSender: NP.demoContact,
      SendersPhone: '380671234567',
      CityRecipient: NP.lviv,
      RecipientAddress: NP.lvivBranch1,
      RecipientsPhone: '380931112233',
      ServiceType: 'WarehouseWarehouse',
      SeatsAmount: '2',
      Weight: '1.5',
      Cost: String(Math.round(saved.data.total)),
      InfoRegClientBarcodes: saved.data.number,
      BackwardDeliveryData: [
        { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(saved.data.total) },
      ],
    });
    const recipient = (await savedCalls('Counterparty.save')).at(-1)!;
    expect(recipient.methodProperties).toMatchObject({
      CounterpartyType: 'PrivatePerson',
      LastName: 'Ткачук',
      FirstName: 'Марія',
      MiddleName: 'Іванівна',
      Phone: '380931112233',
    });
    expect(await notificationsOf(t, s.id, 'ttn_added')).toBe(1);
  });

  it('the sticker is a 100×100 mm PDF with the TTN, a Cyrillic font embedded and the cash on delivery', async () => {
    const s = await shipper();
    const id = await npOrder(s);
    expect((await s.get(path(ORDERS_PATHS.sticker(id)))).json()).toMatchObject({ code: 'waybill_none' });
    const ttn = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    const sticker = await s.get(path(ORDERS_PATHS.sticker(id)));
    expect(sticker.statusCode).toBe(200);
    expect(sticker.headers['content-type']).toBe('application/pdf');
    expect(sticker.headers['content-disposition']).toBe(`inline; filename="ttn-${ttn}.pdf"`);
    const pdf = sticker.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 283\.46\d* 283\.46\d*\]/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(pdf).toContain('/ToUnicode');
    expect(pdf).toContain('/Subtype /Image');
    expect(pdf.match(/\/Count (\d+)/)?.[1]).toBe('1');
    const other = await seller(t);
    expect((await other.get(path(ORDERS_PATHS.sticker(id)))).statusCode).toBe(404);
  });

  it('a card-paid order carries no cash on delivery; the destination is found by name when the storefront gave no refs', async () => {
    const s = await shipper();
    const id = await placeOrder(t, s, {
      payment: { method: 'card_online' },
      delivery: { carrier: 'novaposhta', city: 'Львів', branch: 'Відділення №1: вул. Городоцька, 355', cost: 80 },
    });
    const before = await savedCalls('InternetDocument.save');
    const saved = orderSavedResponse.parse(ok(await createWaybill(s, id)));
    expect(saved.data.delivery.ttn).toMatch(/^\d{14}$/);
    const [call] = (await savedCalls('InternetDocument.save')).slice(before.length);
    expect(call!.methodProperties).toMatchObject({ CityRecipient: NP.lviv, RecipientAddress: NP.lvivBranch1 });
    expect(call!.methodProperties.BackwardDeliveryData).toBeUndefined();
  });

  it('refuses what cannot get a waybill, with a reason, and changes nothing', async () => {
    const s = await seller(t);
    const id = await npOrder(s);
    const noSender = await createWaybill(s, id);
    expect(noSender.statusCode).toBe(409);
    expect(noSender.json()).toMatchObject({
      code: 'waybill_sender_missing',
      message: 'Заповніть налаштування відправника в розділі «Доставка», щоб створювати ТТН.',
    });

    const shipping = await shipper();
    const pickup = await placeOrder(t, shipping, { delivery: { carrier: 'pickup', cost: 0 } });
    expect((await createWaybill(shipping, pickup)).json()).toMatchObject({ code: 'waybill_not_novaposhta' });

    const order = await npOrder(shipping);
    const stale = await shipping.post(path(ORDERS_PATHS.waybill(order)), { version: 99 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });

    const unknownBranch = await npOrder(shipping, {
      delivery: {
        carrier: 'novaposhta',
        city: 'Львів',
        branch: 'Відділення №1',
        cost: 80,
        city_ref: '00000000-0000-0000-0000-000000000000',
        warehouse_ref: NP.lvivBranch1,
      },
    });
    const refusedByNp = await createWaybill(shipping, unknownBranch);
    expect(refusedByNp.statusCode).toBe(422);
    expect((refusedByNp.json() as { message: string }).message).not.toBe('');
    expect((await detail(shipping, unknownBranch)).delivery.ttn).toBeNull();

    ok(await createWaybill(shipping, order));
    const twice = await createWaybill(shipping, order);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'waybill_exists' });

    // another supplier's order is not found, on its own or in bulk
    const foreign = await s.post(path(ORDERS_PATHS.waybill(order)), { version: 0 });
    expect(foreign.statusCode).toBe(404);
    expect((await s.del(path(ORDERS_PATHS.waybill(order)))).statusCode).toBe(404);
  });

  it('bulk: one waybill per order with its own outcome; another supplier’s id is reported as not found', async () => {
    const s = await shipper();
    const other = await shipper();
    const first = await npOrder(s);
    const second = await npOrder(s);
    const pickup = await placeOrder(t, s, { delivery: { carrier: 'pickup', cost: 0 } });
    const foreign = await npOrder(other);

    const result = bulkWaybillResponse.parse(
      ok(await s.post(path(ORDERS_PATHS.waybills), { ids: [first, second, pickup, foreign], weight: 2 })),
    ).data;
    expect(result.map((r) => [r.id, r.ok])).toEqual([
      [first, true],
      [second, true],
      [pickup, false],
      [foreign, false],
    ]);
    expect(result[0]!.ttn).toMatch(/^\d{14}$/);
    expect(result[2]!.message).toBe('ТТН Нової Пошти створюють лише для замовлень з доставкою Новою Поштою.');
    expect(result[3]).toMatchObject({ number: null, message: 'Замовлення не знайдено.' });
    expect((await detail(other, foreign)).delivery.ttn).toBeNull();
  });

  it('deletes a waybill before hand-over; once Nova Poshta has the parcel it cannot be deleted', async () => {
    const s = await shipper();
    const id = await npOrder(s);
    const ttn = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    const deleted = orderSavedResponse.parse(ok(await s.del(path(ORDERS_PATHS.waybill(id)))));
    expect(deleted.message).toBe(`ТТН ${ttn} видалено.`);
    expect(deleted.data.delivery).toMatchObject({ ttn: null, can_create_waybill: true, can_delete_waybill: false });
    expect(deleted.data.history.at(-1)!.text).toBe(`Видалено ТТН ${ttn}`);

    const again = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    await jump(again, '4');
    const sent = await s.del(path(ORDERS_PATHS.waybill(id)));
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ code: 'waybill_already_sent' });
    expect((await detail(s, id)).delivery.ttn).toBe(again);
  });

  it('tracking walks the order to completed: shipped (stock taken, shipment_sent), at the branch, received (COD paid)', async () => {
    const s = await shipper(10);
    const id = await npOrder(s, { quantity: 2 });
    ok(await s.post(path(ORDERS_PATHS.status(id)), { to: 'processing', version: (await detail(s, id)).version }));
    const ttn = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    expect(await stockOf(s.productId)).toBe(8);

    const statusOf = async () => {
      const order = await detail(s, id);
      return [order.status, order.delivery.status, order.payment.status] as [OrderStatus, string, string];
    };
    expect((await jump(ttn, '4')).moved).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toEqual(['shipped', 'shipped', 'pending']);
    expect(await notificationsOf(t, s.id, 'shipment_sent')).toBe(1);
    const shipped = await detail(s, id);
    expect(shipped.delivery.tracking).toMatchObject({ code: '4', text: 'Відправлення у місті відправника' });
    expect(shipped.history.filter((e) => e.actor === 'carrier').map((e) => e.data.to)).toEqual([
      'confirmed',
      'shipped',
      'shipped',
    ]);

    await jump(ttn, '7');
    expect(await statusOf()).toEqual(['awaiting_pickup', 'at_branch', 'pending']);
    await jump(ttn, '9');
    expect(await statusOf()).toEqual(['completed', 'received', 'paid']);
    expect(await stockOf(s.productId)).toBe(8);
    // the same answer again moves nothing and notifies nothing
    await jump(ttn, '9');
    expect(await notificationsOf(t, s.id, 'shipment_sent')).toBe(1);
    expect((await detail(s, id)).status).toBe('completed');
  });

  it('tracking: a refused parcel becomes a return and its stock comes back', async () => {
    const s = await shipper(5);
    const id = await npOrder(s);
    const ttn = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    await jump(ttn, '5');
    expect((await detail(s, id)).status).toBe('delivering');
    await jump(ttn, '103');
    const order = await detail(s, id);
    expect([order.status, order.delivery.status]).toEqual(['returned', 'refused']);
    expect(await stockOf(s.productId)).toBe(5);
  });

  it('a supplier whose key cannot be used does not hold up the tracking of the others', async () => {
    const broken = await shipper();
    const brokenOrder = await npOrder(broken);
    orderSavedResponse.parse(ok(await createWaybill(broken, brokenOrder)));
    await t.database.db.execute(
      sql`update np_api_keys set key_sealed = 'not-a-sealed-key' where supplier_id = ${broken.id}`,
    );
    const s = await shipper();
    const id = await npOrder(s);
    const ttn = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    await t.database.db.execute(sql`update orders set tracked_at = null where id = ${brokenOrder}`);
    await jump(ttn, '4');
    expect((await detail(s, id)).status).toBe('shipped');
    expect((await detail(broken, brokenOrder)).status).toBe('new');
  });

  it('reminds the supplier once when a parcel has waited 3 days at the branch', async () => {
    const s = await shipper();
    const id = await npOrder(s);
    const ttn = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    await jump(ttn, '7');
    expect(await notificationsOf(t, s.id, 'remind_after_3_days')).toBe(0);
    await t.database.db.execute(sql`update orders set at_branch_since = now() - interval '73 hours' where id = ${id}`);
    expect((await jump(ttn, '7')).reminded).toBe(1);
    expect((await jump(ttn, '7')).reminded).toBe(0);
    expect(await notificationsOf(t, s.id, 'remind_after_3_days')).toBe(1);
  });

  it('a waybill Nova Poshta made for an order that was never kept (the process died) is swept; the kept one stays', async () => {
    const s = await shipper();
    const id = await npOrder(s);
    const kept = orderSavedResponse.parse(ok(await createWaybill(s, id))).data.delivery.ttn!;
    // The same call once more, as a process killed after Nova Poshta answered would have left it.
    const [made] = (await savedCalls('InternetDocument.save')).slice(-1);
    const replay = await fetch((await np.server()).url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        apiKey: made!.apiKey,
        modelName: 'InternetDocument',
        calledMethod: 'save',
        methodProperties: made!.methodProperties,
      }),
    });
    const orphan = ((await replay.json()) as { data: { Ref: string; IntDocNumber: string }[] }).data[0]!;
    expect(orphan.IntDocNumber).not.toBe(kept);

    const sweep = async () => {
      // Due a moment ago (the runner's clock has milliseconds, the database's microseconds).
      await t.database.db.execute(
        sql`update jobs set run_at = now() - interval '1 second' where kind = 'orders.waybills.sweep'`,
      );
      // Every due job, the sweep among them (notification deliveries may be due too).
      while ((await t.app.jobs.runOnce()) > 0);
    };
    const deleted = async () =>
      (await savedCalls('InternetDocument.delete')).flatMap((call) => [call.methodProperties.DocumentRefs].flat());
    // Asked a moment ago: a waybill call may still be on its way, so nothing is touched.
    await sweep();
    expect(await deleted()).not.toContain(orphan.Ref);

    await t.database.db.execute(
      sql`update orders set waybill_asked_at = waybill_asked_at - interval '6 minutes' where id = ${id}`,
    );
    await sweep();
    await expect.poll(deleted).toContain(orphan.Ref);
    const order = await detail(s, id);
    expect(order.delivery.ttn).toBe(kept);
    const [row] = rowsOf<{ waybill_asked_at: string | null }>(
      await t.database.db.execute(sql`select waybill_asked_at from orders where id = ${id}`),
    );
    expect(row!.waybill_asked_at).toBeNull();
  });
});

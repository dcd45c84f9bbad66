import { describe, expect, it } from 'vitest';
import { ORDERS_PATHS, orderSavedResponse } from '@supplier/contracts/orders';
import {
  MARKETPLACE_RETURNS_PATH,
  marketplaceReturnCancelPath,
  returnSavedResponse,
} from '@supplier/contracts/returns';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, testNovaPoshta } from '../deliveries/testing';
import { MARKETPLACE_TEST_SECRET, gateway, placeOrder, seller, type Seller } from '../orders/testing';
import { decide, orderDetail, panel, requestReturn, returnBody, returnDetail } from './testing';

describe('returns: the Nova Poshta return waybill, followed by the tracking job', () => {
  // Waybills stay where a test puts them.
  const np = testNovaPoshta({ stageMs: 3_600_000 });
  const t = useTestApp(
    { MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' },
    { novaposhta: np.driver },
  );

  const calls = async (method: string) =>
    (await np.server()).calls.filter((c) => `${c.modelName}.${c.calledMethod}` === method);
  async function jump(ttn: string, code: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dev/novaposhta/waybills/${ttn}/status`,
      payload: { code },
    });
    return ok<{ asked: number; moved: number }>(response);
  }

  /** A seller with the demo key and a Kyiv branch as sender, and an order of 3 delivered by Nova Poshta and received. */
  async function deliveredOrder(): Promise<{ s: Seller; orderId: number; externalId: string; ttn: string }> {
    const s = await seller(t, 10);
    await addKey(t.call, s.token, NP.demoKey);
    ok(await s.put(`${DELIVERIES.replace('/api/admin-suppliers/v1', '')}/sender`, kyivBranchSender()));
    const orderId = await placeOrder(t, s, {
      quantity: 3,
      delivery: {
        carrier: 'novaposhta',
        city: 'Львів',
        branch: 'Відділення №1',
        cost: 80,
        city_ref: NP.lviv,
        warehouse_ref: NP.lvivBranch1,
      },
    });
    const { version } = await orderDetail(s, orderId);
    const made = orderSavedResponse.parse(
      ok(await s.post(panel(ORDERS_PATHS.waybill(orderId)), { weight: 1.5, version })),
    ).data;
    await jump(made.delivery.ttn!, '9');
    expect((await orderDetail(s, orderId)).status).toBe('completed');
    const externalId = (await t.database.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) }))!
      .externalId;
    return { s, orderId, externalId, ttn: made.delivery.ttn! };
  }

  it('on acceptance orders the return of the original waybill; tracking marks it in transit, then received, stock back', async () => {
    const { s, externalId, ttn } = await deliveredOrder();
    const id = await requestReturn(t, s, externalId, { items: [{ product_id: s.productId, quantity: 2 }] });
    const stock = async () =>
      (await t.database.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, s.productId) }))!.stock;
    const stockBefore = await stock();

    const accepted = returnSavedResponse.parse(ok(await decide(s, id, 'accept'))).data;
    expect(accepted.waybill).toMatchObject({
      kind: 'return_service',
      return_order_number: expect.stringMatching(/^102-\d{8}$/),
    });
    const returnTtn = accepted.waybill!.ttn!;
    expect(returnTtn).toMatch(/^\d{14}$/);
    expect(returnTtn).not.toBe(ttn);
    const [checked] = await calls('AdditionalServiceGeneral.CheckPossibilityCreateReturn');
    expect(checked?.methodProperties).toMatchObject({ Number: ttn });
    const [saved] = await calls('AdditionalServiceGeneral.save');
    expect(saved?.methodProperties).toMatchObject({
      IntDocNumber: ttn,
      OrderType: 'orderCargoReturn',
      PaymentMethod: 'Cash',
    });
    expect(accepted.next_actions).toEqual(['cancel', 'receive']);

    expect((await jump(returnTtn, '5')).moved).toBeGreaterThanOrEqual(1);
    const travelling = await returnDetail(s, id);
    expect(travelling.status).toBe('in_transit');
    expect(travelling.waybill?.tracking).toMatchObject({ code: '5' });
    expect(travelling.history.at(-1)).toMatchObject({ type: 'in_transit', actor: 'carrier' });

    await jump(returnTtn, '9');
    const received = await returnDetail(s, id);
    expect(received.status).toBe('received');
    expect(received.next_actions).toEqual(['refund']);
    expect(await stock()).toBe(stockBefore + 2);
    // the same answer again moves nothing
    await jump(returnTtn, '9');
    expect((await returnDetail(s, id)).history.filter((event) => event.type === 'received')).toHaveLength(1);
    expect(await stock()).toBe(stockBefore + 2);
  });

  it('Nova Poshta refuses a second return of the same waybill; the request stays accepted and says why', async () => {
    const { s, externalId } = await deliveredOrder();
    const first = await requestReturn(t, s, externalId);
    ok(await decide(s, first, 'accept'));
    const second = await requestReturn(t, s, externalId);
    const accepted = returnSavedResponse.parse(ok(await decide(s, second, 'accept'))).data;
    expect(accepted.status).toBe('accepted');
    expect(accepted.waybill).toBeNull();
    expect(accepted.history.at(-1)).toMatchObject({ type: 'waybill_failed' });
    const again = await decide(s, second, 'waybill');
    expect(again.statusCode).toBe(422);
    expect((await returnDetail(s, second)).waybill).toBeNull();
  });

  it('cancelling an accepted request cancels its Nova Poshta return order, so the waybill can go back again', async () => {
    const { s, externalId, ttn } = await deliveredOrder();
    const id = await requestReturn(t, s, externalId);
    const accepted = returnSavedResponse.parse(ok(await decide(s, id, 'accept'))).data;
    const order = accepted.waybill!.return_order_number!;

    const cancelled = returnSavedResponse.parse(ok(await decide(s, id, 'cancel')));
    expect(cancelled.message).toBe(
      `Заявку №${accepted.number} скасовано, заявку на повернення ${order} у Новій Пошті також.`,
    );
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.next_actions).toEqual([]);
    expect(cancelled.data.history.at(-1)).toMatchObject({
      type: 'cancelled',
      actor: 'panel',
      data: { return_order_number: order },
      text: `Заявку скасовано, заявку на повернення ${order} у Новій Пошті скасовано`,
    });
    const [deleted] = await calls('AdditionalServiceGeneral.delete');
    expect(deleted?.methodProperties).toEqual({ Ref: expect.any(String) });
    // Nova Poshta let the original go back again: a new request gets a new return order.
    const again = await requestReturn(t, s, externalId);
    const second = returnSavedResponse.parse(ok(await decide(s, again, 'accept'))).data;
    expect(second.waybill?.return_order_number).toMatch(/^102-\d{8}$/);
    expect(second.waybill?.return_order_number).not.toBe(order);
    const checks = await calls('AdditionalServiceGeneral.CheckPossibilityCreateReturn');
    expect(checks.at(-1)?.methodProperties).toMatchObject({ Number: ttn });
  });

  it('a return parcel already handed over: Nova Poshta refuses to cancel its order, so neither the seller nor the buyer can cancel', async () => {
    const { s, externalId } = await deliveredOrder();
    const body = returnBody(s, externalId);
    const id = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_RETURNS_PATH, body), 201).data.id;
    const accepted = returnSavedResponse.parse(ok(await decide(s, id, 'accept'))).data;
    const order = accepted.waybill!.return_order_number!;
    // The buyer handed the parcel over; the tracking job has not read it yet.
    expect((await np.server()).setTrackingStatus(accepted.waybill!.ttn!, '4')).toBe(true);

    const refused = await decide(s, id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'return_order_in_progress' });
    expect(refused.json().message).toMatch(
      new RegExp(`^Заявку №${accepted.number} не скасовано: Нова Пошта вже не скасовує заявку на повернення ${order}`),
    );
    const byBuyer = await gateway(t, marketplaceReturnCancelPath(body.external_id), {});
    expect(byBuyer.statusCode).toBe(409);
    expect(byBuyer.json()).toMatchObject({ code: 'return_order_in_progress' });

    const after = await returnDetail(s, id);
    expect(after).toMatchObject({ status: 'accepted', version: accepted.version });
    expect(after.waybill?.return_order_number).toBe(order);
    expect(after.history).toHaveLength(accepted.history.length);
  });
});

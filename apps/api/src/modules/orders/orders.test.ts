import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Carrier } from '@supplier/contracts/deliveries';
import { MARKETPLACE_PATHS } from '@supplier/contracts/marketplace';
import {
  ORDERS_PATHS,
  ORDER_REALTIME_EVENTS,
  orderRealtimeEvent,
  isTransitionAllowed,
  nextStatuses,
  bulkAcceptResponse,
  orderCountsResponse,
  orderResponse,
  orderSavedResponse,
  orderStatuses,
  ordersResponse,
  type OrderDetail,
  type OrderStatus,
} from '@supplier/contracts/orders';
import { useTestApp, type TestContext } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES } from '../catalog/testing';
import { signedHeaders } from '../marketplace/marketplace.signature';
import { RecordingBroadcaster } from '../notifications/testing';
import {
  MARKETPLACE_TEST_SECRET,
  gateway,
  gatewayHeaders,
  placeOrder,
  placement,
  seller,
  type Seller,
} from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');

async function detail(s: Seller, id: number): Promise<OrderDetail> {
  return orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
}

async function stockOf(t: TestContext, productId: number): Promise<number> {
  const result = await t.database.db.execute(sql`select stock from products where id = ${productId}`);
  return Number((result as unknown as { rows: { stock: number }[] }).rows[0]!.stock);
}

async function move(s: Seller, id: number, to: OrderStatus, extra: Record<string, unknown> = {}) {
  const { version } = await detail(s, id);
  return s.post(path(ORDERS_PATHS.status(id)), { to, version, ...extra });
}

/** The shortest way from `new` to every status an order of `carrier` can reach. */
function routes(carrier: Carrier): Map<OrderStatus, OrderStatus[]> {
  const found = new Map<OrderStatus, OrderStatus[]>([['new', []]]);
  const queue: OrderStatus[] = ['new'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const to of nextStatuses(from, carrier)) {
      if (found.has(to)) continue;
      found.set(to, [...found.get(from)!, to]);
      queue.push(to);
    }
  }
  return found;
}

describe('orders', () => {
  const broadcaster = new RecordingBroadcaster();
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET }, { broadcaster });

  describe('the marketplace gateway', () => {
    it('gateway: an unsigned, badly signed or replayed call is refused with 401 and places nothing', async () => {
      const s = await seller(t);
      const body = placement(s.id, s.productId);
      const unsigned = await t.app.inject({ method: 'POST', url: MARKETPLACE_PATHS.orders, payload: body });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toMatchObject({ code: 'unauthorized' });

      const wrongKey = await gateway(t, MARKETPLACE_PATHS.orders, body, {
        secret: 'another-secret-of-enough-length-000',
      });
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json()).toMatchObject({ code: 'signature_invalid', message: 'Підпис запиту неправильний.' });

      const replayed = await gateway(t, MARKETPLACE_PATHS.orders, body, { at: new Date(Date.now() - 6 * 60_000) });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toMatchObject({ code: 'signature_timestamp' });

      // the body changed after signing
      const raw = JSON.stringify(body);
      const tampered = await t.app.inject({
        method: 'POST',
        url: MARKETPLACE_PATHS.orders,
        payload: raw.replace('"quantity":1', '"quantity":2'),
        headers: gatewayHeaders(MARKETPLACE_PATHS.orders, raw),
      });
      expect(tampered.statusCode).toBe(401);
      expect(await stockOf(t, s.productId)).toBe(100);
      expect((await gateway(t, MARKETPLACE_PATHS.orders, body)).statusCode).toBe(201);
      expect(await stockOf(t, s.productId)).toBe(99);
    });

    it('gateway: a signed cancel replayed onto another order’s path is refused with 401 and that order stays', async () => {
      const s = await seller(t, 10);
      const a = placement(s.id, s.productId);
      const b = placement(s.id, s.productId);
      ok(await gateway(t, MARKETPLACE_PATHS.orders, a), 201);
      const bId = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, b), 201).data.id;
      const raw = JSON.stringify({ comment: null });
      const headers = gatewayHeaders(MARKETPLACE_PATHS.cancel(a.external_id), raw);

      const replayed = await t.app.inject({
        method: 'POST',
        url: MARKETPLACE_PATHS.cancel(b.external_id),
        payload: raw,
        headers,
      });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toMatchObject({ code: 'signature_invalid', message: 'Підпис запиту неправильний.' });
      expect((await detail(s, bId)).status).toBe('new');
      expect(await stockOf(t, s.productId)).toBe(8);

      const cancelled = await t.app.inject({
        method: 'POST',
        url: MARKETPLACE_PATHS.cancel(a.external_id),
        payload: raw,
        headers,
      });
      expect(cancelled.json()).toMatchObject({ data: { external_id: a.external_id, status: 'cancelled' } });
      expect(await stockOf(t, s.productId)).toBe(9);
    });

    it('gateway: the method and the target as sent are signed: another method, query or encoding is refused', async () => {
      const s = await seller(t);
      const order = placement(s.id, s.productId);
      const id = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, order), 201).data.id;
      const raw = JSON.stringify({ comment: null });
      const cancel = MARKETPLACE_PATHS.cancel(order.external_id);
      const send = (url: string, headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url, payload: raw, headers });
      const signedFor = (target: string, method = 'POST') => ({
        'content-type': 'application/json',
        ...signedHeaders(MARKETPLACE_TEST_SECRET, { method, target }, raw),
      });

      const refusals = [
        await send(cancel, signedFor(cancel, 'PUT')),
        await send(`${cancel}?source=app`, signedFor(`${cancel}?source=web`)),
        await send(`${cancel}?source=app`, signedFor(cancel)),
        // the same order, its id spelled with a percent-escape: the target signed is the one sent
        await send(cancel.replace('/sf-', '/%73f-'), signedFor(cancel)),
        await send(cancel, signedFor(cancel.replace(/^\/api/, ''))),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'signature_invalid' });
      }
      expect((await detail(s, id)).status).toBe('new');

      const sent = await send(`${cancel}?source=app`, signedFor(`${cancel}?source=app`));
      expect(sent.json()).toMatchObject({ data: { status: 'cancelled' } });
    });

    it('gateway: a payment must be the order total to the kopiyka: 1 грн on 1 131,99 грн is refused, the total is taken', async () => {
      const s = await seller(t);
      const productId = await createProduct(s, await categoryId(s, SMARTPHONES), { stock: 5, price: 1051.99 });
      const card = placement(s.id, productId, { payment: { method: 'card_online' } });
      const id = ok<{ data: { id: number; total: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, card), 201).data
        .id;
      expect((await detail(s, id)).total).toBe(1131.99);

      for (const amount of [1, 1131.98, 1132, 11319.9]) {
        const refused = await gateway(t, MARKETPLACE_PATHS.payment(card.external_id), { amount });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'payment_amount', errors: { amount: [expect.any(String)] } });
      }
      const one = await gateway(t, MARKETPLACE_PATHS.payment(card.external_id), { amount: 1 });
      expect(one.json().message).toBe('Сума оплати 1 грн не дорівнює сумі замовлення 1 131,99 грн.');
      const unpaid = await detail(s, id);
      expect(unpaid.payment.status).toBe('pending');
      expect(unpaid.history.map((event) => event.type)).not.toContain('payment_changed');

      const paid = ok<{ data: { payment_status: string } }>(
        await gateway(t, MARKETPLACE_PATHS.payment(card.external_id), { amount: 1131.99 }),
      );
      expect(paid.data.payment_status).toBe('paid');
      // a retry after it with a wrong amount is still refused and leaves the order paid
      expect((await gateway(t, MARKETPLACE_PATHS.payment(card.external_id), { amount: 1 })).statusCode).toBe(422);
      expect((await detail(s, id)).payment.status).toBe('paid');

      const cod = placement(s.id, productId, { payment: { method: 'cod' } });
      const codId = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, cod), 201).data.id;
      const over = await gateway(t, MARKETPLACE_PATHS.payment(cod.external_id), { amount: 1132 });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe('Передоплата 1 132 грн більша за суму замовлення 1 131,99 грн.');
      ok(await gateway(t, MARKETPLACE_PATHS.payment(cod.external_id), { amount: 200 }));
      expect((await detail(s, codId)).payment).toMatchObject({ status: 'prepaid', prepaid: 200 });
    });

    it('gateway: the same storefront order id placed twice makes one order and reserves once', async () => {
      const s = await seller(t, 10);
      const body = placement(s.id, s.productId, { quantity: 3 });
      const first = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, body), 201);
      const again = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, body), 200);
      expect(again.data.id).toBe(first.data.id);
      const [x, y] = await Promise.all([
        gateway(t, MARKETPLACE_PATHS.orders, { ...body, external_id: 'same-moment-' + s.id }),
        gateway(t, MARKETPLACE_PATHS.orders, { ...body, external_id: 'same-moment-' + s.id }),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
      expect(x.json().data.id).toBe(y.json().data.id);
      const list = ordersResponse.parse(ok(await s.get(path(ORDERS_PATHS.list))));
      expect(list.data).toHaveLength(2);
      expect(await stockOf(t, s.productId)).toBe(4);
    });

    it('stock: two orders racing for the last unit — one wins, the other is refused with 409', async () => {
      const s = await seller(t, 1);
      const [a, b] = await Promise.all([
        gateway(t, MARKETPLACE_PATHS.orders, placement(s.id, s.productId)),
        gateway(t, MARKETPLACE_PATHS.orders, placement(s.id, s.productId)),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json()).toMatchObject({ code: 'out_of_stock' });
      expect(refused.json().message).toContain('недостатньо на складі');
      expect(await stockOf(t, s.productId)).toBe(0);
      expect(orderCountsResponse.parse(ok(await s.get(path(ORDERS_PATHS.counts)))).data.new).toBe(1);
    });

    it('stock: placing reserves, a buyer cancel releases, a return after shipping puts it back', async () => {
      const s = await seller(t, 5);
      const cancelled = placement(s.id, s.productId, { quantity: 2 });
      ok(await gateway(t, MARKETPLACE_PATHS.orders, cancelled), 201);
      expect(await stockOf(t, s.productId)).toBe(3);
      const buyerCancel = ok<{ data: { status: string } }>(
        await gateway(t, MARKETPLACE_PATHS.cancel(cancelled.external_id), { comment: 'Передумала' }),
      );
      expect(buyerCancel.data.status).toBe('cancelled');
      expect(await stockOf(t, s.productId)).toBe(5);
      // a repeat changes nothing
      ok(await gateway(t, MARKETPLACE_PATHS.cancel(cancelled.external_id), {}));
      expect(await stockOf(t, s.productId)).toBe(5);

      const shipped = placement(s.id, s.productId, { quantity: 1 });
      const id = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, shipped), 201).data.id;
      for (const to of ['processing', 'confirmed', 'shipped'] as const) ok(await move(s, id, to));
      const late = await gateway(t, MARKETPLACE_PATHS.cancel(shipped.external_id), {});
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'already_shipped' });
      expect(await stockOf(t, s.productId)).toBe(4);
      const refused = ok<{ data: { status: string } }>(
        await gateway(t, MARKETPLACE_PATHS.pickup(shipped.external_id), { outcome: 'refused' }),
      );
      expect(refused.data.status).toBe('returned');
      expect(await stockOf(t, s.productId)).toBe(5);
      const order = await detail(s, id);
      expect(order.delivery.status).toBe('refused');
      expect(order.history.map((event) => event.actor)).toContain('gateway');
    });

    it('gateway: payment captured marks a card order paid; picked up completes a pickup order', async () => {
      const s = await seller(t);
      const card = placement(s.id, s.productId, { payment: { method: 'card_online' } });
      const id = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, card), 201).data.id;
      const paid = ok<{ data: { payment_status: string } }>(
        await gateway(t, MARKETPLACE_PATHS.payment(card.external_id), { amount: 1580 }),
      );
      expect(paid.data.payment_status).toBe('paid');
      const order = await detail(s, id);
      expect(order.payment.status).toBe('paid');
      // a smartphone (Електроніка, 7 %) of 1500 грн and 80 грн delivery: the supplier receives 1475 грн
      expect(order).toMatchObject({ commission: 105, commission_percent: 7, supplier_receives: 1475 });
      expect(order.supplier_receives_format).toBe('1 475 грн');

      const pickup = placement(s.id, s.productId, {
        delivery: { carrier: 'pickup', city: 'Львів', cost: 0 },
        payment: { method: 'cod' },
      });
      const pickupId = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, pickup), 201).data.id;
      const early = await gateway(t, MARKETPLACE_PATHS.pickup(pickup.external_id), { outcome: 'picked_up' });
      expect(early.statusCode).toBe(409);
      for (const to of ['processing', 'confirmed', 'awaiting_pickup'] as const) ok(await move(s, pickupId, to));
      const taken = ok<{ data: { status: string; payment_status: string } }>(
        await gateway(t, MARKETPLACE_PATHS.pickup(pickup.external_id), { outcome: 'picked_up' }),
      );
      expect(taken.data).toMatchObject({ status: 'completed', payment_status: 'paid' });
    });

    it('notification and realtime: a new order raises the `order` notification and `order.created` with the counts', async () => {
      const s = await seller(t);
      const id = await placeOrder(t, s);
      const response = await t.call({ method: 'GET', url: '/api/v2/notifications', token: s.token });
      const { data } = ok<{ data: { type: string; title: string; data: { link?: string } }[] }>(response);
      const order = await detail(s, id);
      expect(data[0]).toMatchObject({ type: 'order', title: `Нове замовлення №${order.number}` });
      expect(data[0]!.data.link).toBe(`/orders/${id}`);
      const [live] = broadcaster.of(ORDER_REALTIME_EVENTS.created, s.id);
      const event = orderRealtimeEvent.parse(live!.data);
      expect(event.order).toMatchObject({ id, number: order.number, status: 'new' });
      expect(event.counts).toMatchObject({ new: 1, all: 1 });
      ok(await move(s, id, 'processing'));
      const changed = orderRealtimeEvent.parse(broadcaster.of(ORDER_REALTIME_EVENTS.changed, s.id).at(-1)!.data);
      expect(changed.counts).toMatchObject({ new: 0, processing: 1 });
    });
  });

  describe('status machine', () => {
    const legalMoves = { novaposhta: 16, pickup: 9 } as const;
    for (const carrier of ['novaposhta', 'pickup'] as const) {
      it(`status: every legal move of a ${carrier} order succeeds and is kept in the history`, async () => {
        const s = await seller(t, 1000);
        const reach = routes(carrier);
        let moves = 0;
        for (const [from, route] of reach) {
          for (const to of nextStatuses(from, carrier)) {
            const id = await placeOrder(t, s, { delivery: { carrier, city: 'Київ', cost: 0 } });
            for (const step of route)
              ok(await move(s, id, step, step === 'cancelled' ? { reason: 'buyer_asked' } : {}));
            const saved = orderSavedResponse.parse(
              ok(await move(s, id, to, to === 'cancelled' ? { reason: 'out_of_stock' } : {})),
            );
            expect(saved.data.status).toBe(to);
            const last = saved.data.history.filter((event) => event.type === 'status_changed').at(-1)!;
            expect(last).toMatchObject({ actor: 'panel', data: { from, to }, user: { id: s.id } });
            moves += 1;
          }
        }
        expect(moves).toBe(legalMoves[carrier]);
      });
    }

    it('status: an illegal move is refused with 422 and a Ukrainian message, changing nothing', async () => {
      const s = await seller(t);
      const id = await placeOrder(t, s);
      for (const to of orderStatuses.filter((status) => !isTransitionAllowed('new', status, 'novaposhta'))) {
        const response = await move(s, id, to);
        expect(response.statusCode, `new → ${to}`).toBe(422);
      }
      const response = await move(s, id, 'completed');
      expect(response.json()).toMatchObject({
        code: 'illegal_transition',
        message: 'Замовлення зі статусом «Нове» не можна перевести в статус «Виконане».',
      });
      const cancelWithoutReason = await move(s, id, 'cancelled');
      expect(cancelWithoutReason.statusCode).toBe(422);
      expect(cancelWithoutReason.json().errors.reason).toEqual(['Оберіть причину скасування.']);
      const order = await detail(s, id);
      expect(order).toMatchObject({ status: 'new', version: 0 });
    });

    it('status: two people changing one order at once — the stale one gets 409, not a lost update', async () => {
      const s = await seller(t);
      const id = await placeOrder(t, s);
      const { version } = await detail(s, id);
      const first = await s.post(path(ORDERS_PATHS.status(id)), { to: 'processing', version });
      expect(first.statusCode).toBe(200);
      const second = await s.post(path(ORDERS_PATHS.status(id)), { to: 'cancelled', version, reason: 'buyer_asked' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'version_conflict' });
      expect((await detail(s, id)).status).toBe('processing');
    });

    it('bulk accept: the ticked new orders go to processing, each with its own outcome; others are reported', async () => {
      const s = await seller(t);
      const other = await seller(t);
      const fresh = await placeOrder(t, s);
      const taken = await placeOrder(t, s);
      await move(s, taken, 'processing');
      const foreign = await placeOrder(t, other);
      const answer = bulkAcceptResponse.parse(
        ok(await s.post(path(ORDERS_PATHS.accept), { ids: [fresh, taken, foreign, fresh] })),
      );
      expect(answer.data.map((r) => [r.id, r.ok])).toEqual([
        [fresh, true],
        [taken, false],
        [foreign, false],
      ]);
      expect(answer.data[1]!.message).toBe('Прийняти можна лише нове замовлення, а це має статус «В обробці».');
      expect(answer.data[2]).toMatchObject({ number: null, message: 'Замовлення не знайдено.' });
      const accepted = await detail(s, fresh);
      expect(accepted.status).toBe('processing');
      expect(accepted.history.at(-1)).toMatchObject({ actor: 'panel', user: { id: s.id } });
      expect((await detail(other, foreign)).status).toBe('new');
      const tooMany = await s.post(path(ORDERS_PATHS.accept), { ids: [] });
      expect(tooMany.statusCode).toBe(422);
    });

    it('note: the internal note is saved and kept in the history', async () => {
      const s = await seller(t);
      const id = await placeOrder(t, s);
      const saved = orderSavedResponse.parse(
        ok(await s.put(path(ORDERS_PATHS.note(id)), { note: 'Подзвонити після 18:00' })),
      );
      expect(saved.data.note).toBe('Подзвонити після 18:00');
      expect(saved.data.history.at(-1)).toMatchObject({ type: 'note_changed', text: 'Змінено нотатку' });
    });
  });

  describe('the list', () => {
    it('search: finds orders by phone fragment, TTN, number and SKU; tabs and counts follow statuses', async () => {
      const s = await seller(t);
      const a = await placeOrder(t, s, { buyer: { name: 'Андрій Шевченко', phone: '+380501112233', email: null } });
      const b = await placeOrder(t, s, { buyer: { name: 'Марія Бондар', phone: '+380939998877', email: null } });
      await t.database.db.execute(sql`update orders set ttn = '20450012345678' where id = ${b}`);
      const search = async (q: string) =>
        ordersResponse
          .parse(ok(await s.get(`${path(ORDERS_PATHS.list)}?search=${encodeURIComponent(q)}`)))
          .data.map((row) => row.id);
      expect(await search('0501112233')).toEqual([a]);
      expect(await search('+380 93 999')).toEqual([b]);
      expect(await search('050 111')).toEqual([a]);
      expect(await search('93 999 88')).toEqual([b]);
      expect(await search('2233')).toEqual([a]);
      expect(await search('98877')).toEqual([b]);
      expect(await search('20450012345678')).toEqual([b]);
      expect(await search('шевченко')).toEqual([a]);
      expect(await search((await detail(s, b)).number)).toEqual([b]);
      expect(await search((await detail(s, a)).items[0]!.sku)).toEqual([b, a]);

      ok(await move(s, a, 'processing'));
      const counts = orderCountsResponse.parse(ok(await s.get(path(ORDERS_PATHS.counts)))).data;
      expect(counts).toMatchObject({ new: 1, processing: 1, all: 2, shipped: 0 });
      const tab = ordersResponse.parse(ok(await s.get(`${path(ORDERS_PATHS.list)}?tab=processing`))).data;
      expect(tab.map((row) => row.id)).toEqual([a]);
      const withTtn = ordersResponse.parse(ok(await s.get(`${path(ORDERS_PATHS.list)}?has_ttn=true`))).data;
      expect(withTtn.map((row) => row.id)).toEqual([b]);
    });

    it('list: keyset pages walk every order once, newest first', async () => {
      const s = await seller(t);
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await placeOrder(t, s));
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?per_page=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = ordersResponse.parse(ok(await s.get(`${path(ORDERS_PATHS.list)}${query}`)));
        seen.push(...page.data.map((row) => row.id));
        cursor = page.meta.next_cursor;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
      const bad = await s.get(`${path(ORDERS_PATHS.list)}?cursor=garbage`);
      expect(bad.statusCode).toBe(422);
    });

    it('list: each row previews its own order’s lines', async () => {
      const s = await seller(t);
      const other = await createProduct(s, await categoryId(s, SMARTPHONES), { name: 'Чохол для Galaxy A55' });
      const a = await placeOrder(t, s, { quantity: 2 });
      const b = await placeOrder(t, s, { items: [{ product_id: other, quantity: 1 }] });
      const rows = ordersResponse.parse(ok(await s.get(path(ORDERS_PATHS.list)))).data;
      const preview = (id: number) =>
        rows.find((row) => row.id === id)!.items_preview.map((line) => `${line.name} × ${line.quantity}`);
      expect(preview(a)).toEqual(['Смартфон Galaxy A55 8/256 ГБ синій × 2']);
      expect(preview(b)).toEqual(['Чохол для Galaxy A55 × 1']);
    });

    it('isolation: another supplier’s order answers 404 on detail, status and note, and is not listed or counted', async () => {
      const owner = await seller(t);
      const other = await seller(t);
      const id = await placeOrder(t, owner);
      expect((await other.get(path(ORDERS_PATHS.detail(id)))).statusCode).toBe(404);
      expect((await other.post(path(ORDERS_PATHS.status(id)), { to: 'processing', version: 0 })).statusCode).toBe(404);
      expect((await other.put(path(ORDERS_PATHS.note(id)), { note: 'чуже' })).statusCode).toBe(404);
      expect(ordersResponse.parse(ok(await other.get(path(ORDERS_PATHS.list)))).data).toEqual([]);
      expect(orderCountsResponse.parse(ok(await other.get(path(ORDERS_PATHS.counts)))).data.all).toBe(0);
      // nor can the gateway place another supplier's product
      const foreign = await gateway(t, MARKETPLACE_PATHS.orders, placement(other.id, owner.productId));
      expect(foreign.statusCode).toBe(422);
      expect(await detail(owner, id)).toMatchObject({ status: 'new', note: '' });
    });
  });

  describe('the storefront simulator', () => {
    it('simulator: places signed orders over real HTTP with Ukrainian buyers from the supplier’s catalogue', async () => {
      const s = await seller(t, 500);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}/api/dev/simulate/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: 6, supplier_id: s.id }),
      });
      expect(response.status).toBe(200);
      const result = (await response.json()) as { placed: number; refused_by_gateway: number };
      expect(result).toMatchObject({ placed: 6, refused_by_gateway: 0 });
      const list = ordersResponse.parse(ok(await s.get(`${path(ORDERS_PATHS.list)}?per_page=10`))).data;
      expect(list).toHaveLength(6);
      for (const row of list) {
        expect(row.buyer.phone).toMatch(/^\+380\d{9}$/);
        expect(row.buyer.name).toMatch(/^[А-ЯІЇЄҐ][а-яіїєґ’]+ [А-ЯІЇЄҐ][а-яіїєґ’]+$/);
        expect(row.items_preview[0]!.name).toBe('Смартфон Galaxy A55 8/256 ГБ синій');
      }
      const order = await detail(s, list[0]!.id);
      expect(order.history[0]).toMatchObject({ type: 'placed', actor: 'gateway' });
    });
  });
});

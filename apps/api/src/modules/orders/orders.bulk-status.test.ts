import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ORDERS_PATHS,
  bulkAcceptResponse,
  bulkStatusResponse,
  orderResponse,
  ordersResponse,
  type OrderDetail,
} from '@supplier/contracts/orders';
import { useTestApp, type TestContext } from '../../test/app';
import { ok } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');

async function detail(s: Seller, id: number): Promise<OrderDetail> {
  return orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
}

const bulk = (s: Seller, body: Record<string, unknown>) => s.post(path(ORDERS_PATHS.bulkStatus), body);
const outcomes = async (s: Seller, body: Record<string, unknown>) =>
  bulkStatusResponse.parse(ok(await bulk(s, body))).data;

async function stockOf(t: TestContext, productId: number): Promise<number> {
  const result = await t.database.db.execute(sql`select stock from products where id = ${productId}`);
  return Number((result as unknown as { rows: { stock: number }[] }).rows[0]!.stock);
}

/** `count` new orders of `s`, accepted in bulk (processing). */
async function accepted(t: TestContext, s: Seller, count: number, extra: Parameters<typeof placeOrder>[2] = {}) {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await placeOrder(t, s, extra));
  ok(await s.post(path(ORDERS_PATHS.accept), { ids }));
  return ids;
}

describe('orders in bulk: status changes', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });

  it('a legal and illegal mix: the legal ones move, the others are reported in words, nothing else changes', async () => {
    const s = await seller(t);
    const [a, b] = (await accepted(t, s, 2)) as [number, number];
    const fresh = await placeOrder(t, s);
    const answer = await outcomes(s, { ids: [a, fresh, b, a], to: 'confirmed' });
    expect(answer.map((r) => [r.id, r.ok])).toEqual([
      [a, true],
      [fresh, false],
      [b, true],
    ]);
    expect(answer[0]!.message).toBe(`Статус замовлення №${answer[0]!.number} змінено на «Підтверджене».`);
    expect(answer[1]!.message).toBe('Замовлення зі статусом «Нове» не можна перевести в статус «Підтверджене».');
    expect((await detail(s, fresh)).status).toBe('new');

    const shipped = await outcomes(s, { ids: [a, b, fresh], to: 'shipped' });
    expect(shipped.map((r) => r.ok)).toEqual([true, true, false]);
    const order = await detail(s, a);
    expect(order).toMatchObject({ status: 'shipped', delivery: { status: 'shipped' } });
    expect(order.history.at(-2)).toMatchObject({
      type: 'status_changed',
      actor: 'panel',
      user: { id: s.id },
      text: 'Статус: «Підтверджене» → «Відправлене»',
    });
    const list = ordersResponse.parse(ok(await s.get(`${path(ORDERS_PATHS.list)}?tab=shipped`))).data;
    expect(list.map((row) => row.id).sort()).toEqual([a, b].sort());
  });

  it('self-pickup: ready at the branch, then completed; a shipping order cannot take the pickup move', async () => {
    const s = await seller(t);
    const [pickup] = (await accepted(t, s, 1, { delivery: { carrier: 'pickup', cost: 0 } })) as [number];
    const [parcel] = (await accepted(t, s, 1)) as [number];
    await outcomes(s, { ids: [pickup, parcel], to: 'confirmed' });
    const ready = await outcomes(s, { ids: [pickup, parcel], to: 'awaiting_pickup' });
    expect(ready.map((r) => r.ok)).toEqual([true, false]);
    expect(ready[1]!.message).toBe(
      'Замовлення зі статусом «Підтверджене» не можна перевести в статус «Очікує у відділенні».',
    );
    const done = await outcomes(s, { ids: [pickup], to: 'completed' });
    expect(done[0]).toMatchObject({ ok: true });
    expect(await detail(s, pickup)).toMatchObject({ status: 'completed', payment: { status: 'paid' } });
  });

  it('cancel: one reason and comment for all, saved on each; the stock comes back; no reason is refused', async () => {
    const s = await seller(t, 10);
    const ids = await accepted(t, s, 3);
    expect(await stockOf(t, s.productId)).toBe(7);

    const missing = await bulk(s, { ids, to: 'cancelled' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toEqual(['Оберіть причину скасування.']);
    const stray = await bulk(s, { ids, to: 'confirmed', reason: 'duplicate' });
    expect(stray.statusCode).toBe(422);
    expect((await detail(s, ids[0]!)).status).toBe('processing');

    const answer = await outcomes(s, { ids, to: 'cancelled', reason: 'out_of_stock', comment: 'Закінчився на складі' });
    expect(answer.every((r) => r.ok)).toBe(true);
    for (const id of ids) {
      const order = await detail(s, id);
      expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'out_of_stock' });
      expect(order.history.find((event) => event.data.to === 'cancelled')).toMatchObject({
        data: { reason: 'out_of_stock', comment: 'Закінчився на складі' },
        text: 'Скасовано: Немає в наявності',
      });
    }
    expect(await stockOf(t, s.productId)).toBe(10);
  });

  it('another supplier’s ids answer as not found and change nothing', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const [mine] = await accepted(t, s, 1);
    const [theirs] = await accepted(t, other, 1);
    const answer = await outcomes(s, { ids: [theirs, mine, 999_999_999], to: 'cancelled', reason: 'duplicate' });
    expect(answer).toEqual([
      { id: theirs, number: null, ok: false, message: 'Замовлення не знайдено.' },
      expect.objectContaining({ id: mine, ok: true }),
      { id: 999_999_999, number: null, ok: false, message: 'Замовлення не знайдено.' },
    ]);
    const untouched = await detail(other, theirs!);
    expect(untouched).toMatchObject({ status: 'processing', cancel_reason: null });
  });

  it('concurrent edits: two bulk calls at once move each order once; the later one reports it', async () => {
    const s = await seller(t);
    const ids = await accepted(t, s, 4);
    const [first, second] = await Promise.all([
      outcomes(s, { ids, to: 'confirmed' }),
      outcomes(s, { ids: [...ids].reverse(), to: 'confirmed' }),
    ]);
    for (const id of ids) {
      const wins = [first, second].filter((answer) => answer.find((r) => r.id === id)!.ok);
      expect(wins).toHaveLength(1);
      const order = await detail(s, id);
      expect(order.history.filter((event) => event.data.to === 'confirmed')).toHaveLength(1);
    }
    // the order page and the bulk bar confirming one order at once: one wins, the other is refused
    const [race] = await accepted(t, s, 1);
    const { version } = await detail(s, race!);
    const [single, many] = await Promise.all([
      s.post(path(ORDERS_PATHS.status(race!)), { to: 'confirmed', version }),
      bulk(s, { ids: [race], to: 'confirmed' }),
    ]);
    const bulkOk = bulkStatusResponse.parse(many.json()).data[0]!.ok;
    expect(single.statusCode === 200).toBe(!bulkOk);
    const raced = await detail(s, race!);
    expect(raced.status).toBe('confirmed');
    expect(raced.history.filter((event) => event.data.to === 'confirmed')).toHaveLength(1);
  });

  it('accepting keeps its own call and words; more ids than a page are refused whole', async () => {
    const s = await seller(t);
    const fresh = await placeOrder(t, s);
    const [taken] = await accepted(t, s, 1);
    const answer = bulkAcceptResponse.parse(ok(await s.post(path(ORDERS_PATHS.accept), { ids: [fresh, taken] })));
    expect(answer.data[1]!.message).toBe('Прийняти можна лише нове замовлення, а це має статус «В обробці».');
    const tooMany = await bulk(s, { ids: Array.from({ length: 101 }, (_, i) => i + 1), to: 'confirmed' });
    expect(tooMany.statusCode).toBe(422);
    expect((await detail(s, taken!)).status).toBe('processing');
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_INBOX_PATHS, storefrontInboxResponse } from '@supplier/contracts/marketplace';
import {
  RETURNS_BASE,
  RETURN_REALTIME_EVENTS,
  returnCountsResponse,
  returnSavedResponse,
  returnsResponse,
} from '@supplier/contracts/returns';
import { rowsOf } from '../../db/rows';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { checkLedgerInvariants } from '../money/ledger/ledger-invariants.repository';
import { RecordingBroadcaster } from '../notifications/testing';
import { MARKETPLACE_TEST_SECRET, seller, type Seller } from '../orders/testing';
import { completedOrder, decide, orderDetail, panel, requestReturn, returnDetail, returnPath } from './testing';

describe('returns: the seller decides, goods and money come back', () => {
  const broadcaster = new RecordingBroadcaster();
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' }, { broadcaster });
  const drain = async () => {
    while ((await t.app.jobs.runOnce()) > 0);
  };
  const stockOf = async (productId: number) =>
    Number(
      rowsOf<{ stock: number }>(
        await t.database.db.execute(sql`select stock from products where id = ${productId}`),
      )[0]!.stock,
    );
  const balanceOf = async (s: Seller) => ok<{ balance: number }>(await s.get('/customer/account/balance')).balance;

  /** A new request of a completed order (3 pieces, COD unless said) for 2 pieces. */
  async function requested(s: Seller, payment: 'cod' | 'card_online' = 'cod', extra = {}) {
    const order = await completedOrder(t, s, { payment });
    const id = await requestReturn(t, s, order.externalId, {
      items: [{ product_id: s.productId, quantity: 2 }],
      ...extra,
    });
    return { id, order };
  }

  it('lists requests by tab with counts, finds them by number and buyer, and announces them live', async () => {
    const s = await seller(t);
    const { id } = await requested(s);
    const detail = await returnDetail(s, id);
    const list = returnsResponse.parse(ok(await s.get(panel(`${RETURNS_BASE}?tab=requested`))));
    expect(list.data.map((row) => row.id)).toEqual([id]);
    expect(returnsResponse.parse(ok(await s.get(panel(`${RETURNS_BASE}?tab=refused`)))).data).toEqual([]);
    const found = returnsResponse.parse(ok(await s.get(panel(`${RETURNS_BASE}?search=${detail.number}`))));
    expect(found.data.map((row) => row.id)).toEqual([id]);
    const byName = returnsResponse.parse(
      ok(await s.get(panel(`${RETURNS_BASE}?search=${encodeURIComponent('Коваленко')}`))),
    );
    expect(byName.data.map((row) => row.id)).toEqual([id]);
    const counts = returnCountsResponse.parse(ok(await s.get(panel(`${RETURNS_BASE}/counts`)))).data;
    expect(counts).toMatchObject({ requested: 1, all: 1, accepted: 0 });
    expect(broadcaster.of(RETURN_REALTIME_EVENTS.created, s.id)[0]?.data).toMatchObject({
      return: { id },
      counts: { requested: 1 },
    });
  });

  it('accepts some items: accepted quantities, the amount and the history with who; the order without a waybill says so', async () => {
    const s = await seller(t);
    const { id } = await requested(s);
    const [item] = (await returnDetail(s, id)).items;
    const saved = returnSavedResponse.parse(
      ok(await decide(s, id, 'accept', { items: [{ item_id: item!.id, quantity: 1 }] })),
    );
    expect(saved.data).toMatchObject({ status: 'accepted', amount: 1500, items_count: 1 });
    expect(saved.data.items[0]).toMatchObject({ quantity: 2, accepted_quantity: 1 });
    expect(saved.message).toContain('Накладну на повернення не створено');
    const accepted = saved.data.history.find((event) => event.type === 'accepted');
    expect(accepted).toMatchObject({ actor: 'panel', user: { id: s.id }, text: 'Заявку прийнято частково' });
    expect(saved.data.history.at(-1)).toMatchObject({ type: 'waybill_failed' });
    expect(saved.data.next_actions).toEqual(['cancel', 'waybill', 'receive']);
  });

  it('refuses with a reason the storefront receives, signed; a short reason is refused in Ukrainian and changes nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await seller(t);
    const { id } = await requested(s);
    const short = await decide(s, id, 'refuse', { reason: 'ні' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason[0]).toContain('щонайменше 10 символів');
    expect((await returnDetail(s, id)).status).toBe('requested');

    const reason = 'Товар має сліди використання, повернення неможливе.';
    const saved = returnSavedResponse.parse(ok(await decide(s, id, 'refuse', { reason })));
    expect(saved.data).toMatchObject({ status: 'refused', refusal_reason: reason, next_actions: [] });
    await drain();
    const inbox = storefrontInboxResponse.parse(
      (await t.call({ url: `${STOREFRONT_INBOX_PATHS.inbox}?type=return.status_changed` })).json(),
    ).data;
    expect(inbox.find((event) => event.data.external_id === saved.data.external_id)).toMatchObject({
      data: { status: 'refused', refusal_reason: reason },
    });
  });

  it('refuses every move the status does not allow (409 return_status) and a stale version (409 version_conflict)', async () => {
    const s = await seller(t);
    const { id } = await requested(s);
    for (const action of ['receive', 'refund', 'waybill']) {
      const response = await decide(s, id, action);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().code, action).toBe('return_status');
    }
    const stale = await s.post(returnPath(id, 'accept'), { version: 99 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    ok(await decide(s, id, 'cancel'));
    for (const action of ['accept', 'refuse', 'cancel', 'receive']) {
      const response = await decide(s, id, action, { reason: 'Причина, яку побачить покупець.' });
      expect(response.statusCode, action).toBe(409);
    }
    expect((await returnDetail(s, id)).history.map((event) => event.type)).toEqual(['requested', 'cancelled']);
  });

  it('two people deciding at once: one wins, the other gets 409 and nothing of theirs is kept', async () => {
    const s = await seller(t);
    const { id } = await requested(s);
    const { version } = await returnDetail(s, id);
    const answers = await Promise.all([
      s.post(returnPath(id, 'accept'), { version }),
      s.post(returnPath(id, 'refuse'), { version, reason: 'Відмова, бо товар був у використанні.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = await returnDetail(s, id);
    expect(detail.history.filter((event) => ['accepted', 'refused'].includes(event.type))).toHaveLength(1);
  });

  it('a card-paid return: on receipt stock and shelving come back and main gives back the items’ share, once', async () => {
    const s = await seller(t);
    const { id } = await requested(s, 'card_online');
    const balanceBefore = await balanceOf(s);
    expect(balanceBefore).toBeGreaterThan(0);
    const stockBefore = await stockOf(s.productId);
    ok(await decide(s, id, 'accept'));
    const { version } = await returnDetail(s, id);
    const [first, second] = await Promise.all([
      s.post(returnPath(id, 'receive'), { version }),
      s.post(returnPath(id, 'receive'), { version }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const detail = await returnDetail(s, id);
    expect(detail).toMatchObject({ status: 'refunded', refund: { method: 'ledger', amount: 3000 } });
    expect(detail.history.map((event) => event.type)).toEqual(expect.arrayContaining(['received', 'refunded']));
    expect(await stockOf(s.productId)).toBe(stockBefore + 2);
    // The order credited its total less the commission; the 2 pieces' price less their commission goes back.
    const { commission_percent } = await orderDetail(s, detail.order.id);
    expect(await balanceOf(s)).toBeCloseTo(balanceBefore - 3000 * (1 - commission_percent / 100), 2);
    expect((await checkLedgerInvariants(t.database.db)).problems).toEqual([]);
    expect(ok(await decide(s, id, 'refund'), 409)).toBeDefined();
  });

  it('a COD return waits in received, then the seller records the refund paid outside; the balance never moves', async () => {
    const s = await seller(t);
    const { id } = await requested(s, 'cod');
    const stockBefore = await stockOf(s.productId);
    ok(await decide(s, id, 'accept'));
    const received = returnSavedResponse.parse(ok(await decide(s, id, 'receive'))).data;
    expect(received).toMatchObject({ status: 'received', refund: null, next_actions: ['refund'] });
    expect(await stockOf(s.productId)).toBe(stockBefore + 2);
    const refunded = returnSavedResponse.parse(ok(await decide(s, id, 'refund', { comment: 'Переказ на IBAN' }))).data;
    expect(refunded).toMatchObject({ status: 'refunded', refund: { method: 'outside', amount: 3000 } });
    expect(refunded.history.at(-1)?.text).toContain('поза маркетплейсом');
    expect(await balanceOf(s)).toBe(0);
  });

  it('an exchange ends received with its replacement order, the goods reserved again', async () => {
    const s = await seller(t);
    const { id } = await requested(s, 'cod', { kind: 'exchange', refund_preference: null });
    ok(await decide(s, id, 'accept'));
    const stockBefore = await stockOf(s.productId);
    const detail = returnSavedResponse.parse(ok(await decide(s, id, 'receive'))).data;
    expect(detail.status).toBe('received');
    expect(detail.replacement_order).not.toBeNull();
    expect(detail.next_actions).toEqual([]);
    expect(await stockOf(s.productId)).toBe(stockBefore);
    const [order] = rowsOf<{ total: number; payment_status: string; items_count: number }>(
      await t.database.db.execute(
        sql`select total, payment_status, items_count from orders where id = ${detail.replacement_order!.id}`,
      ),
    );
    expect(order).toMatchObject({ payment_status: 'paid', items_count: 2 });
    expect(Number(order!.total)).toBe(0);
  });

  it('another supplier’s request answers 404 everywhere and is never listed', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const { id } = await requested(s);
    expect((await other.get(returnPath(id))).statusCode).toBe(404);
    for (const action of ['accept', 'refuse', 'cancel', 'waybill', 'receive', 'refund']) {
      const response = await other.post(returnPath(id, action), { version: 0, reason: 'Причина для покупця тут.' });
      expect(response.statusCode, action).toBe(404);
    }
    expect(returnsResponse.parse(ok(await other.get(panel(RETURNS_BASE)))).data).toEqual([]);
    expect((await other.get(returnPath(Number.MAX_SAFE_INTEGER))).statusCode).toBe(404);
    expect((await returnDetail(s, id)).status).toBe('requested');
  });
});

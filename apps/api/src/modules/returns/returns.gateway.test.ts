import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_RETURNS_PATH, marketplaceReturnCancelPath } from '@supplier/contracts/returns';
import { rowsOf } from '../../db/rows';
import { useTestApp } from '../../test/app';
import { imageFile, ok } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, gateway, placeOrder, seller } from '../orders/testing';
import { completedOrder, requestReturn, returnBody, returnDetail } from './testing';

describe('returns: the marketplace gateway', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });
  const count = async (supplierId: number) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from return_requests where supplier_id = ${supplierId}`,
      ),
    )[0]!.n;

  it('takes a signed request of a completed order: items, reason, comment, kind, refund preference, history and webhook outbox', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s, { quantity: 3 });
    const body = returnBody(s, order.externalId, { items: [{ product_id: s.productId, quantity: 2 }] });
    const placed = ok<{ data: { id: number; number: string; status: string } }>(
      await gateway(t, MARKETPLACE_RETURNS_PATH, body),
      201,
    ).data;
    expect(placed).toMatchObject({ status: 'requested' });
    const detail = await returnDetail(s, placed.id);
    expect(detail).toMatchObject({
      number: placed.number,
      kind: 'return',
      reason: 'wrong_size',
      reason_text: 'Не підійшов розмір',
      comment: 'Замалі, потрібен більший розмір.',
      refund_preference: 'original_payment',
      items_count: 2,
      amount: 3000,
      next_actions: ['accept', 'refuse', 'cancel'],
    });
    expect(detail.number).toBe(`${detail.order.number}-1`);
    expect(detail.items[0]).toMatchObject({ quantity: 2, ordered_quantity: 3, accepted_quantity: null });
    expect(detail.history).toMatchObject([{ type: 'requested', actor: 'buyer', user: null }]);
    expect(detail.order.completed_at).not.toBeNull();
  });

  it('is idempotent by external_id: a repeat answers 200 with the same request and adds nothing', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s);
    const body = returnBody(s, order.externalId);
    const first = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_RETURNS_PATH, body), 201).data;
    const again = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_RETURNS_PATH, body), 200).data;
    expect(again.id).toBe(first.id);
    expect(await count(s.id)).toBe(1);
  });

  it('refuses a request that is not signed, signed with another secret or for another path', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s);
    const body = returnBody(s, order.externalId);
    const unsigned = await t.app.inject({ method: 'POST', url: MARKETPLACE_RETURNS_PATH, payload: body });
    expect(unsigned.statusCode).toBe(401);
    const forged = await gateway(t, MARKETPLACE_RETURNS_PATH, body, { secret: 'another-secret-0123456789abcdefghij' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'signature_invalid' });
    const stale = await gateway(t, MARKETPLACE_RETURNS_PATH, body, { at: new Date(Date.now() - 600_000) });
    expect(stale.statusCode).toBe(401);
    expect(await count(s.id)).toBe(0);
  });

  it('refuses, changing nothing, an order that is not completed, another supplier’s order and an unknown one', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const fresh = await placeOrder(t, s);
    const freshExternal = rowsOf<{ external_id: string }>(
      await t.database.db.execute(sql`select external_id from orders where id = ${fresh}`),
    )[0]!.external_id;
    const notCompleted = await gateway(t, MARKETPLACE_RETURNS_PATH, returnBody(s, freshExternal));
    expect(notCompleted.statusCode).toBe(409);
    expect(notCompleted.json()).toMatchObject({ code: 'order_not_completed' });
    expect(notCompleted.json().message).toContain('«Нове»');

    const order = await completedOrder(t, s);
    const foreign = await gateway(t, MARKETPLACE_RETURNS_PATH, returnBody(other, order.externalId));
    expect(foreign.statusCode).toBe(404);
    const unknown = await gateway(t, MARKETPLACE_RETURNS_PATH, returnBody(s, 'sf-nowhere'));
    expect(unknown.statusCode).toBe(404);
    expect(await count(s.id)).toBe(0);
    expect(await count(other.id)).toBe(0);
  });

  it('refuses a request more than 14 days after completion', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s);
    await t.database.db.execute(
      sql`update order_events set created_at = now() - interval '15 days' where order_id = ${order.id}`,
    );
    const late = await gateway(t, MARKETPLACE_RETURNS_PATH, returnBody(s, order.externalId));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'return_window_closed' });
    expect(late.json().message).toContain('14 днів');
    expect(await count(s.id)).toBe(0);
  });

  it('refuses more than was bought, earlier requests counted, and counts a refused or cancelled one no more', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s, { quantity: 2 });
    const tooMany = await gateway(
      t,
      MARKETPLACE_RETURNS_PATH,
      returnBody(s, order.externalId, { items: [{ product_id: s.productId, quantity: 3 }] }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'return_quantity' });
    expect(tooMany.json().errors['items.0.quantity'][0]).toContain('щонайбільше 2');

    const first = returnBody(s, order.externalId, { items: [{ product_id: s.productId, quantity: 2 }] });
    ok(await gateway(t, MARKETPLACE_RETURNS_PATH, first), 201);
    const more = await gateway(t, MARKETPLACE_RETURNS_PATH, returnBody(s, order.externalId));
    expect(more.statusCode).toBe(422);
    expect(more.json().errors['items.0.quantity'][0]).toContain('уже заявлено до повернення 2');

    ok(await gateway(t, marketplaceReturnCancelPath(first.external_id), {}));
    const second = await requestReturn(t, s, order.externalId, { items: [{ product_id: s.productId, quantity: 2 }] });
    expect((await returnDetail(s, second)).number).toMatch(/-2$/);
  });

  it('refuses a product that is not in the order, and a return without a refund preference', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s);
    const notInOrder = await gateway(
      t,
      MARKETPLACE_RETURNS_PATH,
      returnBody(s, order.externalId, { items: [{ product_id: s.productId + 100_000, quantity: 1 }] }),
    );
    expect(notInOrder.statusCode).toBe(422);
    expect(notInOrder.json()).toMatchObject({ code: 'return_item_not_in_order' });
    const noPreference = await gateway(
      t,
      MARKETPLACE_RETURNS_PATH,
      returnBody(s, order.externalId, { refund_preference: null }),
    );
    expect(noPreference.statusCode).toBe(422);
    expect(Object.keys(noPreference.json().errors)).toContain('refund_preference');
    expect(await count(s.id)).toBe(0);
  });

  it('the buyer withdraws a request; a repeat changes nothing; an exchange needs no refund preference', async () => {
    const s = await seller(t);
    const order = await completedOrder(t, s);
    const body = returnBody(s, order.externalId, { kind: 'exchange', refund_preference: null });
    const placed = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_RETURNS_PATH, body), 201).data;
    ok(await gateway(t, marketplaceReturnCancelPath(body.external_id), {}));
    ok(await gateway(t, marketplaceReturnCancelPath(body.external_id), {}));
    const detail = await returnDetail(s, placed.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.history.map((event) => [event.type, event.actor])).toEqual([
      ['requested', 'buyer'],
      ['cancelled', 'buyer'],
    ]);
  });

  it('fetches and checks the buyer’s photos as reviews do: a good image is kept as WebP, a non-image skipped', async () => {
    const png = await imageFile('png', 48);
    const server = createServer((request, response) => {
      if (request.url === '/crack.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>no</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const s = await seller(t);
      const order = await completedOrder(t, s);
      const id = await requestReturn(t, s, order.externalId, {
        reason: 'defect',
        photos: [`${origin}/crack.png`, `${origin}/fake.jpg`],
      });
      expect((await returnDetail(s, id)).photos_count).toBe(2);
      while ((await t.app.jobs.runOnce()) > 0);
      const detail = await returnDetail(s, id);
      expect(detail.photos).toHaveLength(1);
      expect(detail.photos_count).toBe(1);
      expect(detail.photos[0]).toMatchObject({ width: 48, height: 48 });
      expect(detail.photos[0]!.url).toMatch(/^\/uploads\/returns\/\d+\/[a-z0-9_-]+\.webp$/);
    } finally {
      server.close();
    }
  });
});

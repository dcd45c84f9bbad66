import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_PATHS } from '@supplier/contracts/marketplace';
import { ORDERS_PATHS, orderResponse, orderSavedResponse } from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, gateway, placeOrder, placement, seller, type Seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');

describe('orders: editing the items before shipment', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });

  const detail = async (s: Seller, id: number) =>
    orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
  async function stockOf(productId: number): Promise<number> {
    const result = await t.database.db.execute(sql`select stock from products where id = ${productId}`);
    return Number((result as unknown as { rows: { stock: number }[] }).rows[0]!.stock);
  }
  const edit = async (s: Seller, id: number, items: { product_id: number; quantity: number }[], version?: number) =>
    s.put(path(ORDERS_PATHS.items(id)), { version: version ?? (await detail(s, id)).version, items });

  it('changes quantities and adds a product: stock follows the difference, totals are counted again, the history keeps both', async () => {
    const s = await seller(t, 10);
    const second = await createProduct(s, await categoryId(s, SMARTPHONES), { stock: 5, price: 200, sku: 'ADD-1' });
    const id = await placeOrder(t, s, { quantity: 2 });
    expect(await stockOf(s.productId)).toBe(8);
    const before = await detail(s, id);

    const saved = orderSavedResponse.parse(
      ok(
        await edit(s, id, [
          { product_id: s.productId, quantity: 3 },
          { product_id: second, quantity: 2 },
        ]),
      ),
    );
    expect(saved.message).toBe(`Товари замовлення №${before.number} змінено.`);
    expect(saved.data.items.map((item) => [item.sku, item.quantity])).toEqual([
      [before.items[0]!.sku, 3],
      ['ADD-1', 2],
    ]);
    expect(saved.data.subtotal).toBe(1500 * 3 + 200 * 2);
    expect(saved.data.total).toBe(saved.data.subtotal + before.delivery_cost);
    expect(await stockOf(s.productId)).toBe(7);
    expect(await stockOf(second)).toBe(3);
    const event = saved.data.history.at(-1)!;
    expect(event).toMatchObject({ type: 'items_changed', actor: 'panel', text: 'Змінено товари' });
    expect(event.data).toMatchObject({ total_before: before.total, total_after: saved.data.total });

    // removing a line gives its stock back
    ok(await edit(s, id, [{ product_id: second, quantity: 1 }]));
    expect(await stockOf(s.productId)).toBe(10);
    expect(await stockOf(second)).toBe(4);
  });

  it('refuses more than is in stock, a stale version, a shipped or paid order, and another supplier’s order; nothing changes', async () => {
    const s = await seller(t, 3);
    const id = await placeOrder(t, s);
    const short = await edit(s, id, [{ product_id: s.productId, quantity: 5 }]);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'out_of_stock' });
    expect(await stockOf(s.productId)).toBe(2);

    const stale = await edit(s, id, [{ product_id: s.productId, quantity: 2 }], 99);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });

    const other = await seller(t);
    expect((await edit(other, id, [{ product_id: other.productId, quantity: 1 }], 0)).statusCode).toBe(404);
    const foreignProduct = await edit(s, id, [{ product_id: other.productId, quantity: 1 }]);
    expect(foreignProduct.statusCode).toBe(422);

    const body = placement(s.id, s.productId, { payment: { method: 'card_online' } });
    const paid = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, body), 201).data.id;
    ok(await gateway(t, MARKETPLACE_PATHS.payment(body.external_id), { amount: (await detail(s, paid)).total }));
    expect((await edit(s, paid, [{ product_id: s.productId, quantity: 1 }])).json()).toMatchObject({
      code: 'items_locked',
    });
    expect((await detail(s, id)).items[0]!.quantity).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ORDERS_PATHS, pickListResponse } from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');

describe('orders: the pick list', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });

  it('sums each product per shelving for the chosen orders, shelvings in order, and leaves out other suppliers’ orders', async () => {
    const s = await seller(t);
    const shelving = ok<{ data: { id: number } }>(await s.post('/shelvings', { code: 'B-02', name: 'Полиця Б' }), 201)
      .data.id;
    const shelved = await createProduct(s, await categoryId(s, SMARTPHONES), {
      stock: 50,
      price: 900,
      sku: 'SHELVED-1',
      shelving_id: shelving,
      shelving_quantity: 50,
    });
    const first = await placeOrder(t, s, { quantity: 2 });
    const second = await placeOrder(t, s, {
      items: [
        { product_id: s.productId, quantity: 1 },
        { product_id: shelved, quantity: 3 },
      ],
    });
    const other = await seller(t);
    const foreign = await placeOrder(t, other, { quantity: 5 });

    const list = pickListResponse.parse(
      ok(await s.get(`${path(ORDERS_PATHS.pickList)}?ids=${first},${second},${foreign}`)),
    ).data;
    expect(list.orders.map((o) => o.id)).toEqual([first, second]);
    expect(list.lines.map((line) => [line.shelving_code, line.quantity, line.orders.length])).toEqual([
      ['B-02', 3, 1],
      [null, 3, 2],
    ]);
    expect(list.lines[0]!.sku).toBe('SHELVED-1');

    const none = pickListResponse.parse(ok(await other.get(`${path(ORDERS_PATHS.pickList)}?ids=${first}`))).data;
    expect(none).toEqual({ orders: [], lines: [] });
    expect((await s.get(`${path(ORDERS_PATHS.pickList)}?ids=`)).statusCode).toBe(422);
    expect((await s.get(`${path(ORDERS_PATHS.pickList)}?ids=1,x`)).statusCode).toBe(422);
  });
});

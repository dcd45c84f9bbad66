import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyerOrders } from '@supplier/contracts/orders-buyers';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { orders } from './orders.table';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller } from './testing';

const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });

const PHONE = '+380671112233';
const buyer = { name: 'Марія Савчук', phone: PHONE, email: null };

describe('the buyer’s other orders on the order page', () => {
  it('counts the buyer’s other orders with this supplier by phone, their total without cancelled and returned ones', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const first = await placeOrder(t, s, { buyer, quantity: 1 });
    const cancelled = await placeOrder(t, s, { buyer, quantity: 2 });
    const returned = await placeOrder(t, s, { buyer, quantity: 3 });
    await placeOrder(t, s, { buyer: { ...buyer, phone: '+380509998877' } });
    await placeOrder(t, other, { buyer, quantity: 4 });
    const current = await placeOrder(t, s, { buyer });

    ok(await s.post(`/orders/${cancelled}/status`, { to: 'cancelled', version: 0, reason: 'buyer_asked' }));
    await t.database.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, returned));

    const answer = ok<{ data: BuyerOrders }>(await s.get(`/orders/${current}/buyer-orders`)).data;
    expect(answer).toMatchObject({ count: 3, completed: 0, returned: 1, cancelled: 1 });
    // 1 piece at 1500 and 80 for delivery: only the first order counts.
    expect(answer.total).toBe(1580);
    expect(answer.total_format).toMatch(/1\s?580/);
    expect(answer.recent.map((order) => order.id)).toEqual([returned, cancelled, first]);
    expect(answer.recent[0]).toMatchObject({ status: 'returned', total: 4580 });

    // The first order sees the others, never itself.
    const fromFirst = ok<{ data: BuyerOrders }>(await s.get(`/orders/${first}/buyer-orders`)).data;
    expect(fromFirst.count).toBe(3);
    expect(fromFirst.recent.map((order) => order.id)).not.toContain(first);
  });

  it('keeps suppliers apart: another supplier’s orders of the same phone are not counted, and its order is not found', async () => {
    const s = await seller(t);
    const other = await seller(t);
    await placeOrder(t, other, { buyer });
    await placeOrder(t, other, { buyer });
    const mine = await placeOrder(t, s, { buyer });

    const answer = ok<{ data: BuyerOrders }>(await s.get(`/orders/${mine}/buyer-orders`)).data;
    expect(answer).toMatchObject({ count: 0, total: 0, recent: [] });

    const theirs = await placeOrder(t, other, { buyer });
    expect((await s.get(`/orders/${theirs}/buyer-orders`)).statusCode).toBe(404);
    expect((await s.get('/orders/abc/buyer-orders')).statusCode).toBe(404);
    expect((await t.call({ url: `/api/admin-suppliers/v1/orders/${mine}/buyer-orders` })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { orderCountsResponse, orderResponse, ordersResponse, orderStatuses } from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES, supplier } from '../catalog/testing';
import { DEMO_ORDERS, seedDemoOrders } from './orders.seed';

describe('the demo orders', () => {
  const t = useTestApp();

  it('demo seed: about 200 orders over the last 90 days in every status, with their history, once', async () => {
    const s = await supplier(t);
    const category = await categoryId(s, SMARTPHONES);
    for (let i = 0; i < 5; i += 1) await createProduct(s, category);
    await seedDemoOrders(t.database.db, s.id);
    await seedDemoOrders(t.database.db, s.id);

    const counts = orderCountsResponse.parse(ok(await s.get('/orders/counts'))).data;
    expect(counts.all).toBe(DEMO_ORDERS);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let oldest = Date.now();
    do {
      const query: string = `/orders?per_page=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page = ordersResponse.parse(ok(await s.get(query)));
      for (const row of page.data) {
        seen.add(row.status);
        oldest = Math.min(oldest, Date.parse(row.created_at));
      }
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect([...seen].sort()).toEqual([...orderStatuses].sort());
    expect(Date.now() - oldest).toBeLessThanOrEqual(91 * 24 * 3600 * 1000);
    expect(Date.now() - oldest).toBeGreaterThan(30 * 24 * 3600 * 1000);

    const completed = ordersResponse.parse(ok(await s.get('/orders?tab=completed&per_page=1'))).data[0]!;
    const order = orderResponse.parse(ok(await s.get(`/orders/${completed.id}`))).data;
    expect(order.history[0]).toMatchObject({ type: 'placed', actor: 'gateway' });
    expect(order.history.at(-1)).toMatchObject({ data: { to: 'completed' } });
    expect(order.delivery.ttn).toMatch(/^2045\d{10}$/);
  });
});

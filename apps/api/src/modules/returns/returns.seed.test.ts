import { describe, expect, it } from 'vitest';
import { returnCountsResponse, returnResponse, returnsResponse } from '@supplier/contracts/returns';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES, supplier } from '../catalog/testing';
import { seedDemoOrders } from '../orders/orders.seed';
import { seedDemoReturns } from './returns.seed';

describe('the demo returns', () => {
  const t = useTestApp();

  it('demo seed: new, refused and cancelled requests of completed orders, counted in the tabs, once', async () => {
    const s = await supplier(t);
    const category = await categoryId(s, SMARTPHONES);
    for (let i = 0; i < 5; i += 1) await createProduct(s, category);
    await seedDemoOrders(t.database.db, s.id);
    await seedDemoReturns(t.database.db, s.id);
    await seedDemoReturns(t.database.db, s.id);

    const list = returnsResponse.parse(ok(await s.get('/returns?tab=all&per_page=20'))).data;
    expect(list).toHaveLength(5);
    const counts = returnCountsResponse.parse(ok(await s.get('/returns/counts'))).data;
    expect(counts).toMatchObject({ requested: 3, refused: 1, cancelled: 1 });

    const refused = list.find((item) => item.status === 'refused')!;
    const detail = returnResponse.parse(ok(await s.get(`/returns/${refused.id}`))).data;
    expect(detail.refusal_reason).toContain('сліди використання');
    expect(detail.history.map((event) => event.type)).toEqual(['requested', 'refused']);
    expect(detail.items).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { Product, ProductsResponse } from '@supplier/contracts/products';
import { useTestApp } from '../../test/app';
import { seedDemoCatalog } from './catalog.seed';
import { ok, supplier } from './testing';

describe('the demo catalogue', () => {
  const t = useTestApp();

  it('gives a supplier attributes, bound groups, shelvings and a few hundred valid products with pictures, once', async () => {
    const s = await supplier(t);
    const storage = t.app.drivers.storage;
    expect(await seedDemoCatalog(t.database.db, s.id, storage)).toBe(true);
    expect(await seedDemoCatalog(t.database.db, s.id, storage)).toBe(false);

    const list = ok<ProductsResponse>(await s.get('/products?per_page=500'));
    expect(list.meta.total).toBeGreaterThanOrEqual(300);
    expect(list.data.every((p) => p.image !== null)).toBe(true);
    expect(new Set(list.data.map((p) => p.category.id)).size).toBeGreaterThanOrEqual(8);
    expect((await t.app.inject({ method: 'GET', url: list.data[0]!.image! })).statusCode).toBe(200);

    const groups = ok<{ data: { categories: unknown[] }[] }>(await s.get('/attribute-groups')).data;
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups.every((g) => g.categories.length > 0)).toBe(true);
    const shelvings = ok<{ data: { placed: number; capacity: number | null }[] }>(await s.get('/shelvings')).data;
    expect(shelvings.length).toBeGreaterThanOrEqual(6);
    expect(shelvings.some((x) => x.placed > 0)).toBe(true);
    expect(shelvings.every((x) => x.capacity === null || x.placed <= x.capacity)).toBe(true);

    // the seeded products pass the form's own rules (required attributes, EAN-13, prices)
    for (const item of list.data.filter((_, i) => i % 40 === 0)) {
      const { data } = ok<{ data: Product }>(await s.get(`/products/${item.id}`));
      const body = {
        ...data,
        attributes: data.attributes.map((a) => ({ attribute_id: a.attribute_id, value: a.value })),
      };
      ok(await s.put(`/products/${item.id}`, body));
    }

    // deleting a product keeps the pictures other products share
    const [first, second] = list.data;
    ok(await s.del(`/products/${first!.id}`));
    const again = ok<{ data: Product }>(await s.get(`/products/${second!.id}`)).data;
    for (const image of again.images) {
      expect((await t.app.inject({ method: 'GET', url: image.thumb_url })).statusCode).toBe(200);
    }
  });
});

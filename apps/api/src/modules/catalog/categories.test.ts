import { describe, expect, it } from 'vitest';
import { categoriesResponse, type Category } from '@supplier/contracts/categories';
import { useTestApp } from '../../test/app';
import { flattenTree, seedCategories } from './categories.seed';
import { categoriesRepository } from './categories.repository';
import { categoryId, ok, SMARTPHONES, supplier } from './testing';

describe('the category tree', () => {
  it('is a realistic Ukrainian tree of at least 3 levels and 300 nodes with unique paths', () => {
    const rows = flattenTree();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(Math.max(...rows.map((row) => row.depth))).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    const roots = rows.filter((row) => row.depth === 0).map((row) => row.name);
    for (const name of ['Електроніка', 'Побутова техніка', 'Одяг', 'Взуття', 'Дім і сад', 'Дитячі товари', 'Спорт']) {
      expect(roots).toContain(name);
    }
    expect(rows.map((row) => row.path)).toContain(SMARTPHONES);
  });
});

describe('categories API', () => {
  const t = useTestApp();

  it('is seeded at start for every database, and seeding again changes nothing', async () => {
    const repo = categoriesRepository(t.database.db);
    expect(await repo.count()).toBe(flattenTree().length);
    expect(await seedCategories(t.database.db)).toBe(0);
    expect(await repo.count()).toBe(flattenTree().length);
  });

  it('lists the roots, then the children of a category, with the leaf flag', async () => {
    const s = await supplier(t);
    const roots = ok<{ data: Category[] }>(await s.get('/categories'));
    expect(categoriesResponse.safeParse(roots).success).toBe(true);
    expect(roots.data[0]).toMatchObject({ name: 'Електроніка', parent_id: null, depth: 0, is_leaf: false });
    const electronics = roots.data[0]!;
    const children = ok<{ data: Category[] }>(await s.get(`/categories?parent_id=${electronics.id}`)).data;
    const phones = children.find((c) => c.name === 'Смартфони та телефони')!;
    expect(phones).toMatchObject({
      parent_id: electronics.id,
      path: 'Електроніка / Смартфони та телефони',
      is_leaf: false,
    });
    const leaves = ok<{ data: Category[] }>(await s.get(`/categories?parent_id=${phones.id}`)).data;
    expect(leaves.find((c) => c.name === 'Смартфони')).toMatchObject({ path: SMARTPHONES, is_leaf: true, depth: 2 });
  });

  it('searches by name fragments with the path, leaves first; words may come in any order', async () => {
    const s = await supplier(t);
    const found = ok<{ data: Category[] }>(await s.get(`/categories/search?q=${encodeURIComponent('смартф')}`)).data;
    expect(found.map((c) => c.path)).toContain(SMARTPHONES);
    expect(found[0]!.is_leaf).toBe(true);
    const words = ok<{ data: Category[] }>(
      await s.get(`/categories/search?q=${encodeURIComponent('телефони смартфони')}`),
    ).data;
    expect(words.map((c) => c.path)).toContain(SMARTPHONES);
    const leafOnly = ok<{ data: Category[] }>(
      await s.get(`/categories/search?q=${encodeURIComponent('електроніка')}&leaf_only=true`),
    ).data;
    expect(leafOnly.length).toBeGreaterThan(0);
    expect(leafOnly.every((c) => c.is_leaf)).toBe(true);
    // LIKE wildcards are taken literally
    expect(ok<{ data: Category[] }>(await s.get('/categories/search?q=%25%25')).data).toEqual([]);
  });

  it('answers one category with its ancestors; unknown ids are 404', async () => {
    const s = await supplier(t);
    const id = await categoryId(s, SMARTPHONES);
    const { data } = ok<{ data: Category & { ancestors: { name: string }[] } }>(await s.get(`/categories/${id}`));
    expect(data.ancestors.map((a) => a.name)).toEqual(['Електроніка', 'Смартфони та телефони']);
    expect((await s.get('/categories/999999')).statusCode).toBe(404);
    expect((await s.get('/categories?parent_id=999999')).statusCode).toBe(404);
  });

  it('needs a signed-in supplier and a query of at least 2 characters', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/categories' })).statusCode).toBe(401);
    const s = await supplier(t);
    expect((await s.get('/categories/search?q=a')).statusCode).toBe(422);
  });
});

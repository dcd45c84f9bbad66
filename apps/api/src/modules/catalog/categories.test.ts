import { describe, expect, it } from 'vitest';
import { categoriesResponse, type Category } from '@supplier/contracts/categories';
import { useTestApp } from '../../test/app';
import { CATEGORY_TREE, parseOutline } from './categories.data';
import { flattenTree, seedCategories } from './categories.seed';
import { categoriesRepository } from './categories.repository';
import { categoryId, ok, SMARTPHONES, supplier } from './testing';

describe('the category tree', () => {
  it('is a realistic Ukrainian marketplace tree: 2,000 leaves, 3 levels, unique paths and slugs', () => {
    const rows = flattenTree();
    expect(rows.filter((row) => row.isLeaf).length).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...rows.map((row) => row.depth))).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(rows.every((row) => /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(row.slug))).toBe(true);
    const roots = rows.filter((row) => row.depth === 0).map((row) => row.name);
    for (const name of [
      'Електроніка',
      'Побутова техніка',
      'Одяг',
      'Взуття',
      'Дім і сад',
      'Дитячі товари',
      'Спорт',
      'Свята',
    ]) {
      expect(roots).toContain(name);
    }
    expect(rows.map((row) => row.path)).toContain(SMARTPHONES);
    const smartphones = rows.find((row) => row.path === SMARTPHONES)!;
    expect(smartphones.slug).toBe('elektronika/smartfony-ta-telefony/smartfony');
    expect(smartphones.synonyms).toEqual(expect.arrayContaining(['мобільні телефони', 'телефони']));
  });

  it('names what sellers’ feeds call their categories, Russian words too', () => {
    const leaves = flattenTree().filter((row) => row.isLeaf);
    const named = (word: string) =>
      leaves.filter((row) => row.name === word || row.synonyms.includes(word.toLowerCase())).map((row) => row.name);
    expect(named('Гантели')).toEqual(['Гантелі та гирі']);
    expect(named('Ёлочные игрушки')).toEqual(['Ялинкові іграшки']);
    expect(named('Скатертини та серветки')).toEqual(['Скатертини та серветки']);
    expect(named('Пояси та рукавички для фітнесу')).toEqual(['Пояси та рукавички для фітнесу']);
  });

  it('parses the outline: two spaces a level, synonyms after a bar; a skipped level is refused', () => {
    expect(parseOutline('Дім\n  Посуд | посуда, кухонний посуд\n    Ножі\nСад')).toEqual([
      {
        name: 'Дім',
        synonyms: [],
        children: [
          {
            name: 'Посуд',
            synonyms: ['посуда', 'кухонний посуд'],
            children: [{ name: 'Ножі', synonyms: [], children: [] }],
          },
        ],
      },
      { name: 'Сад', synonyms: [], children: [] },
    ]);
    expect(() => parseOutline('Дім\n    Ножі')).toThrow(/line 2/);
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
    const synonym = ok<{ data: Category[] }>(await s.get(`/categories/search?q=${encodeURIComponent('гантели')}`)).data;
    expect(synonym[0]).toMatchObject({ name: 'Гантелі та гирі', is_leaf: true });
    const exact = ok<{ data: Category[] }>(await s.get(`/categories/search?q=${encodeURIComponent('смартфони')}`)).data;
    expect(exact[0]!.path).toBe(SMARTPHONES);
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

  it('takes a changed tree at the next start: new nodes and synonyms come in, the ids stay', async () => {
    const s = await supplier(t);
    const before = await categoryId(s, SMARTPHONES);
    const changed = CATEGORY_TREE.map((root) =>
      root.name !== 'Електроніка'
        ? root
        : {
            ...root,
            children: [...root.children, { name: 'Тестові прилади', synonyms: ['квазіприлади'], children: [] }],
          },
    );
    expect(await seedCategories(t.database.db, changed)).toBe(flattenTree(changed).length);
    expect(await seedCategories(t.database.db, changed)).toBe(0);
    const found = ok<{ data: Category[] }>(
      await s.get(`/categories/search?q=${encodeURIComponent('квазіприлади')}`),
    ).data;
    expect(found.map((c) => c.path)).toEqual(['Електроніка / Тестові прилади']);
    expect(await categoryId(s, SMARTPHONES)).toBe(before);
  });
});

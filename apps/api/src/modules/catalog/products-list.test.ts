import { beforeAll, describe, expect, it } from 'vitest';
import { productsResponse, type ProductListItem, type ProductsResponse } from '@supplier/contracts/products';
import { useTestApp } from '../../test/app';
import {
  categoryId,
  createProduct,
  KETTLES,
  ok,
  productBody,
  SMARTPHONES,
  supplier,
  uniqueEan,
  type Supplier,
} from './testing';

const PRICES = [
  100, 250.5, 100, 99.99, 1000, 250.5, 100, 5, 7777, 100, 42, 250.5, 1, 100, 3000, 99.99, 100, 64, 250.5, 8,
];

/** Every page of `query` by following next_cursor. */
async function allPages(s: Supplier, query: string): Promise<{ pages: ProductListItem[][]; total: number }> {
  const pages: ProductListItem[][] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const url: string = `/products?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body: ProductsResponse = ok<ProductsResponse>(await s.get(url));
    expect(productsResponse.safeParse(body).success).toBe(true);
    pages.push(body.data);
    total = body.meta.total;
    cursor = body.meta.next_cursor;
  } while (cursor && pages.length < 100);
  return { pages, total };
}

describe('products list', () => {
  const t = useTestApp();
  let s: Supplier;
  let phones: number;
  let kettles: number;
  let ids: number[] = [];

  beforeAll(async () => {
    s = await supplier(t);
    phones = await categoryId(s, SMARTPHONES);
    kettles = await categoryId(s, KETTLES);
    ids = [];
    for (const [index, price] of PRICES.entries()) {
      ids.push(
        await createProduct(s, index % 3 === 0 ? kettles : phones, {
          name: index % 2 === 0 ? `Чайник Philips модель ${index}` : `Смартфон Motorola edge ${index}`,
          sku: `LIST-${index}`,
          price,
          stock: (index * 7) % 11,
          status: index % 4 === 0 ? 'draft' : 'active',
          availability: index % 5 === 0 ? 'out_of_stock' : 'in_stock',
        }),
      );
    }
    // someone else's products never show
    const other = await supplier(t);
    await createProduct(other, phones, { name: 'Чайник чужий', sku: 'LIST-0' });
  });

  it('pages by keyset sorting by price with ties: no duplicates, no gaps, in order', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const { pages, total } = await allPages(s, `sort=price&order=${order}&per_page=3`);
      const rows = pages.flat();
      expect(total).toBe(PRICES.length);
      expect(pages).toHaveLength(Math.ceil(PRICES.length / 3));
      expect(new Set(rows.map((r) => r.id)).size).toBe(PRICES.length);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      const keys = rows.map((r) => [r.price, r.id] as const);
      const sorted = [...keys].sort((a, b) => (a[0] - b[0] || a[1] - b[1]) * (order === 'asc' ? 1 : -1));
      expect(keys).toEqual(sorted);
    }
  });

  it('pages by every sort (created_at to the microsecond, name, stock) without duplicates or gaps', async () => {
    for (const sort of ['created_at', 'name', 'stock']) {
      for (const order of ['asc', 'desc']) {
        const rows = (await allPages(s, `sort=${sort}&order=${order}&per_page=4`)).pages.flat();
        expect(new Set(rows.map((r) => r.id)).size, `${sort} ${order}`).toBe(PRICES.length);
      }
    }
    const newest = ok<ProductsResponse>(await s.get('/products?per_page=1')).data[0]!;
    expect(newest.id).toBe(ids.at(-1));
  });

  it('filters by status, category, availability, price and stock ranges; totals match', async () => {
    const count = async (query: string) => {
      const { pages, total } = await allPages(s, `${query}&per_page=500`);
      expect(pages.flat()).toHaveLength(total);
      return pages.flat();
    };
    expect(await count('status=draft')).toHaveLength(PRICES.filter((_, i) => i % 4 === 0).length);
    expect((await count(`category_id=${kettles}`)).every((r) => r.category.id === kettles)).toBe(true);
    expect(await count(`category_id=${kettles}`)).toHaveLength(PRICES.filter((_, i) => i % 3 === 0).length);
    expect(await count('availability=out_of_stock')).toHaveLength(4);
    const priced = await count('price_min=99.99&price_max=250.5');
    expect(priced.map((r) => r.price).sort((a, b) => a - b)).toEqual(
      PRICES.filter((p) => p >= 99.99 && p <= 250.5).sort((a, b) => a - b),
    );
    expect((await count('stock_min=5&stock_max=8')).every((r) => r.stock >= 5 && r.stock <= 8)).toBe(true);
    expect(ok(await s.get('/products?price_min=10&price_max=5'), 422)).toMatchObject({
      errors: { price_min: ['Мінімальна ціна не може бути більшою за максимальну.'] },
    });
    const meta = ok<ProductsResponse>(await s.get('/products?status=active')).meta;
    expect(meta).toMatchObject({ total: PRICES.length - 5, total_exact: true });
  });

  it('finds by a name fragment (any case), by SKU and by barcode', async () => {
    const byName = ok<ProductsResponse>(await s.get(`/products?q=${encodeURIComponent('моторола')}`));
    expect(byName.meta.total).toBe(0);
    const motorola = ok<ProductsResponse>(await s.get(`/products?q=${encodeURIComponent('MOTOROLA ed')}&per_page=500`));
    expect(motorola.meta.total).toBe(10);
    expect(motorola.data.every((r) => r.name.includes('Motorola'))).toBe(true);
    const kettle = ok<ProductsResponse>(await s.get(`/products?q=${encodeURIComponent('чайник')}&per_page=500`));
    expect(kettle.data).toHaveLength(10);
    const bySku = ok<ProductsResponse>(await s.get('/products?q=LIST-7'));
    expect(bySku.data.map((r) => r.sku)).toEqual(['LIST-7']);
    const barcode = uniqueEan();
    const id = await createProduct(s, phones, { barcode, name: 'Окремий', sku: 'BAR-1' });
    expect(ok<ProductsResponse>(await s.get(`/products?q=${barcode}`)).data.map((r) => r.id)).toEqual([id]);
    await s.del(`/products/${id}`);
  });

  it('refuses a cursor of another sort or a broken one', async () => {
    const first = ok<ProductsResponse>(await s.get('/products?sort=price&per_page=2'));
    const cursor = encodeURIComponent(first.meta.next_cursor!);
    expect(ok(await s.get(`/products?sort=name&per_page=2&cursor=${cursor}`), 422)).toMatchObject({
      errors: { cursor: ['Посилання на сторінку застаріло. Відкрийте список спочатку.'] },
    });
    expect((await s.get('/products?cursor=abc')).statusCode).toBe(422);
  });

  it('refuses a hand-made cursor whose value its column cannot hold, as 422 and not 500', async () => {
    const made = (value: unknown[]) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64url'));
    const cursors = [
      ['created_at', ['created_at', 'desc', '2026-02-30 10:00:00+00', 5]],
      ['created_at', ['created_at', 'desc', '2026-01-01 25:61:00+00', 5]],
      ['stock', ['stock', 'asc', 2 ** 40, 5]],
      ['price', ['price', 'asc', -1, 5]],
      ['name', ['name', 'asc', 'a\u0000b', 5]],
      ['name', ['name', 'asc', 'a', 2 ** 60]],
    ] as const;
    for (const [sort, value] of cursors) {
      const order = value[1];
      const response = await s.get(`/products?sort=${sort}&order=${order}&cursor=${made([...value])}`);
      expect(response.statusCode, JSON.stringify(value)).toBe(422);
      expect(response.json().errors).toEqual({
        cursor: ['Посилання на сторінку застаріло. Відкрийте список спочатку.'],
      });
    }
  });
});

describe('bulk actions', () => {
  const t = useTestApp();

  it('activates, deactivates and archives only the listed own products; counts follow', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const ids = [
      await createProduct(s, phones, { status: 'draft' }),
      await createProduct(s, phones, { status: 'draft' }),
      await createProduct(s, phones, { status: 'active' }),
    ];
    const activated = ok<{ message: string; affected: number }>(
      await s.post('/products/bulk', { action: 'activate', ids }),
    );
    expect(activated).toEqual({ message: 'Активовано продуктів: 2.', affected: 2 });
    expect(ok<ProductsResponse>(await s.get('/products?status=active')).meta.total).toBe(3);
    const archived = ok<{ affected: number }>(
      await s.post('/products/bulk', { action: 'archive', ids: ids.slice(0, 2) }),
    );
    expect(archived.affected).toBe(2);
    ok(await s.post('/products/bulk', { action: 'deactivate', ids: [ids[2]] }));
    const statuses = await Promise.all(
      ids.map(async (id) => ok<{ data: { status: string } }>(await s.get(`/products/${id}`)).data.status),
    );
    expect(statuses).toEqual(['archived', 'archived', 'inactive']);
    expect(ok<ProductsResponse>(await s.get('/products?status=archived')).meta.total).toBe(2);
    expect(ok<ProductsResponse>(await s.get('/products')).meta.total).toBe(3);
  });

  it('changes prices by percent rounding to kopiyky (half away from zero) and drops old prices not above', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const a = await createProduct(s, phones, { price: 9.99, old_price: 12 });
    const b = await createProduct(s, phones, { price: 0.05 });
    const c = await createProduct(s, phones, { price: 1234.57, old_price: 1300 });
    const changed = ok<{ message: string; affected: number }>(
      await s.post('/products/bulk', {
        action: 'change_price',
        ids: [a, b, c],
        price_change: { mode: 'percent', value: 15 },
      }),
    );
    expect(changed).toEqual({ message: 'Ціну змінено для продуктів: 3.', affected: 3 });
    const get = async (id: number) =>
      ok<{ data: { price: number; old_price: number | null; price_format: string } }>(await s.get(`/products/${id}`))
        .data;
    // 999 × 1.15 = 1148.85 → 1149; 5 × 1.15 = 5.75 → 6; 123457 × 1.15 = 141975.55 → 141976
    expect(await get(a)).toMatchObject({ price: 11.49, old_price: 12, price_format: '11,49 грн' });
    expect((await get(b)).price).toBe(0.06);
    expect(await get(c)).toMatchObject({ price: 1419.76, old_price: null });
    ok(
      await s.post('/products/bulk', {
        action: 'change_price',
        ids: [a],
        price_change: { mode: 'percent', value: -12.5 },
      }),
    );
    // 1149 × 0.875 = 1005.375 → 1005
    expect((await get(a)).price).toBe(10.05);
    ok(
      await s.post('/products/bulk', {
        action: 'change_price',
        ids: [a, b],
        price_change: { mode: 'amount', value: -0.05 },
      }),
    );
    expect((await get(a)).price).toBe(10);
    expect((await get(b)).price).toBe(0.01);
  });

  it('refuses a change that makes a price zero or negative, and bad values', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const a = await createProduct(s, phones, { price: 10 });
    const b = await createProduct(s, phones, { price: 1000 });
    const refused = ok<{ errors: Record<string, string[]> }>(
      await s.post('/products/bulk', {
        action: 'change_price',
        ids: [a, b],
        price_change: { mode: 'amount', value: -10 },
      }),
      422,
    );
    expect(refused.errors['price_change.value']).toEqual([
      'Після зміни ціна деяких продуктів стала б нульовою або від’ємною.',
    ]);
    expect(ok<{ data: { price: number } }>(await s.get(`/products/${b}`)).data.price).toBe(1000);
    expect(
      (
        await s.post('/products/bulk', {
          action: 'change_price',
          ids: [a],
          price_change: { mode: 'percent', value: -100 },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await s.post('/products/bulk', {
          action: 'change_price',
          ids: [a],
          price_change: { mode: 'amount', value: 1.001 },
        })
      ).statusCode,
    ).toBe(422);
    expect((await s.post('/products/bulk', { action: 'explode', ids: [a] })).statusCode).toBe(422);
    expect((await s.post('/products/bulk', { action: 'delete', ids: [] })).statusCode).toBe(422);
  });

  it('moves to a shelving within its capacity and deletes in bulk', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const a = await createProduct(s, phones, { stock: 4 });
    const b = await createProduct(s, phones, { stock: 5 });
    const small = ok<{ data: { id: number } }>(
      await s.post('/shelvings', { code: 'b-01', name: 'Мала', capacity: 8 }),
      201,
    ).data.id;
    const big = ok<{ data: { id: number } }>(
      await s.post('/shelvings', { code: 'b-02', name: 'Велика', capacity: 100 }),
      201,
    ).data.id;
    const full = ok<{ message: string }>(
      await s.post('/products/bulk', { action: 'move_to_shelving', ids: [a, b], shelving_id: small }),
      409,
    );
    expect(full.message).toBe('Стелаж B-01 вміщує 8 од., вільно 8 од.');
    const moved = ok<{ message: string; affected: number }>(
      await s.post('/products/bulk', { action: 'move_to_shelving', ids: [a, b], shelving_id: big }),
    );
    expect(moved).toEqual({ message: 'На стелаж B-02 переміщено продуктів: 2.', affected: 2 });
    expect(
      ok<{ data: { placed: number; products_count: number } }>(await s.get(`/shelvings/${big}`)).data,
    ).toMatchObject({
      placed: 9,
      products_count: 2,
    });
    expect(ok<ProductsResponse>(await s.get(`/products?shelving_id=${big}`)).meta.total).toBe(2);
    expect(ok<ProductsResponse>(await s.get('/products?shelving_id=none')).meta.total).toBe(0);
    const deleted = ok<{ message: string; affected: number }>(
      await s.post('/products/bulk', { action: 'delete', ids: [a, b, a] }),
    );
    expect(deleted).toEqual({ message: 'Видалено продуктів: 2.', affected: 2 });
    expect(ok<ProductsResponse>(await s.get('/products')).meta.total).toBe(0);
    expect(ok<{ setup: { product: boolean } }>(await s.get('/settings')).setup.product).toBe(false);
  });

  it('takes up to 10 000 ids in one call', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const id = await createProduct(s, phones, productBody(phones, { price: 100 }));
    const ids = Array.from({ length: 10_000 }, (_, i) => (i === 0 ? id : 10_000_000 + i));
    const changed = ok<{ affected: number }>(
      await s.post('/products/bulk', { action: 'change_price', ids, price_change: { mode: 'amount', value: 1 } }),
    );
    expect(changed.affected).toBe(1);
    expect((await s.post('/products/bulk', { action: 'activate', ids: [...ids, 1] })).statusCode).toBe(422);
  });
});

import { describe, expect, it } from 'vitest';
import { shelvingsResponse, type Shelving, type ShelvingProduct } from '@supplier/contracts/shelvings';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, ok, productBody, SMARTPHONES, supplier } from './testing';

type Saved = { message: string; data: Shelving };

describe('shelvings', () => {
  const t = useTestApp();

  it('creates with an upper-case code; codes are unique per supplier; lists with fill', async () => {
    const s = await supplier(t);
    const saved = ok<Saved>(
      await s.post('/shelvings', { code: 'a-01-03', name: 'Стелаж біля входу', zone: 'A', capacity: 100 }),
      201,
    );
    expect(saved).toMatchObject({
      message: 'Стелаж A-01-03 створено.',
      data: { code: 'A-01-03', zone: 'A', note: null, capacity: 100, placed: 0, fill_percent: 0, products_count: 0 },
    });
    expect(ok(await s.post('/shelvings', { code: 'A-01-03', name: 'Ще один' }), 409)).toMatchObject({
      errors: { code: ['Стелаж з кодом A-01-03 уже є.'] },
    });
    expect(ok(await s.post('/shelvings', { code: 'A 01', name: 'x', capacity: 0 }), 422)).toMatchObject({
      errors: { code: ['Код стелажа: літери, цифри та дефіси, наприклад A-01-03.'], capacity: [expect.any(String)] },
    });
    await s.post('/shelvings', { code: 'B-01', name: 'Без ліміту', zone: 'B' });
    const list = ok<{ data: Shelving[]; meta: { total: number } }>(await s.get('/shelvings'));
    expect(shelvingsResponse.safeParse(list).success).toBe(true);
    expect(list.data.map((x) => x.code)).toEqual(['A-01-03', 'B-01']);
    expect(ok<{ data: Shelving[] }>(await s.get('/shelvings?zone=B')).data.map((x) => x.code)).toEqual(['B-01']);
    expect(ok<{ data: Shelving[] }>(await s.get(`/shelvings?q=${encodeURIComponent('входу')}`)).data).toHaveLength(1);
    const other = await supplier(t);
    ok(await other.post('/shelvings', { code: 'A-01-03', name: 'Мій' }), 201);
  });

  it('places products with quantities within capacity and stock; shows fill and the products', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const shelf = ok<Saved>(await s.post('/shelvings', { code: 'C-01', name: 'Полиця', capacity: 10 }), 201).data;
    const a = await createProduct(s, phones, { name: 'Альфа', stock: 6 });
    const b = await createProduct(s, phones, { name: 'Бета', stock: 8 });
    const placed = ok<Saved>(await s.post(`/shelvings/${shelf.id}/placements`, { product_id: a, quantity: 6 }));
    expect(placed.message).toBe('Продукт «Альфа» розміщено на стелажі C-01: 6 од.');
    expect(placed.data).toMatchObject({ placed: 6, fill_percent: 60, products_count: 1 });
    const over = ok<{ message: string }>(
      await s.post(`/shelvings/${shelf.id}/placements`, { product_id: b, quantity: 5 }),
      409,
    );
    expect(over.message).toBe('Стелаж C-01 вміщує 10 од., вільно 4 од.');
    expect(ok(await s.post(`/shelvings/${shelf.id}/placements`, { product_id: a, quantity: 7 }), 422)).toMatchObject({
      errors: { quantity: ['Не можна розмістити більше, ніж є на залишку (6 од.).'] },
    });
    // placing the same product again replaces its quantity
    ok(await s.post(`/shelvings/${shelf.id}/placements`, { product_id: a, quantity: 2 }));
    const both = ok<Saved>(await s.post(`/shelvings/${shelf.id}/placements`, { product_id: b, quantity: 8 }));
    expect(both.data).toMatchObject({ placed: 10, fill_percent: 100, products_count: 2 });
    const products = ok<{ data: ShelvingProduct[] }>(await s.get(`/shelvings/${shelf.id}/products`));
    expect(products.data.map((p) => [p.name, p.quantity, p.stock])).toEqual([
      ['Альфа', 2, 6],
      ['Бета', 8, 8],
    ]);
    const product = ok<{ data: { shelving: { code: string }; shelving_quantity: number } }>(
      await s.get(`/products/${b}`),
    );
    expect(product.data).toMatchObject({ shelving: { code: 'C-01' }, shelving_quantity: 8 });
    // capacity cannot drop below what is placed
    expect(ok(await s.put(`/shelvings/${shelf.id}`, { code: 'C-01', name: 'Полиця', capacity: 5 }), 422)).toMatchObject(
      {
        errors: { capacity: ['Місткість не може бути меншою за вже розміщене: 10 од.'] },
      },
    );
    const unplaced = ok<Saved>(await s.del(`/shelvings/${shelf.id}/placements/${a}`));
    expect(unplaced).toMatchObject({ message: 'Продукт «Альфа» знято зі стелажа C-01.', data: { placed: 8 } });
    expect((await s.del(`/shelvings/${shelf.id}/placements/${a}`)).statusCode).toBe(404);
  });

  it('sets a shelving from the product form (the whole stock by default) within capacity', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const shelf = ok<Saved>(await s.post('/shelvings', { code: 'D-01', name: 'Полиця', capacity: 5 }), 201).data;
    const id = await createProduct(s, phones, { stock: 4, shelving_id: shelf.id });
    expect(ok<{ data: { shelving_quantity: number } }>(await s.get(`/products/${id}`)).data.shelving_quantity).toBe(4);
    const refused = ok<{ errors: Record<string, string[]> }>(
      await s.post('/products', productBody(phones, { stock: 3, shelving_id: shelf.id })),
      422,
    );
    expect(refused.errors.shelving_quantity).toEqual(['Стелаж D-01 вміщує 5 од., вільно 1 од.']);
  });

  it('updates and deletes (its products stay, on no shelving); another supplier gets 404', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const shelf = ok<Saved>(await s.post('/shelvings', { code: 'E-01', name: 'Стара назва' }), 201).data;
    const id = await createProduct(s, phones, { shelving_id: shelf.id });
    const updated = ok<Saved>(
      await s.put(`/shelvings/${shelf.id}`, { code: 'e-02', name: 'Нова', note: 'Верхня полиця' }),
    );
    expect(updated).toMatchObject({
      message: 'Стелаж E-02 збережено.',
      data: { code: 'E-02', note: 'Верхня полиця', products_count: 1 },
    });
    const stranger = await supplier(t);
    expect((await stranger.get(`/shelvings/${shelf.id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/shelvings/${shelf.id}`, { code: 'X', name: 'X' })).statusCode).toBe(404);
    expect((await stranger.get(`/shelvings/${shelf.id}/products`)).statusCode).toBe(404);
    expect((await stranger.post(`/shelvings/${shelf.id}/placements`, { product_id: id, quantity: 1 })).statusCode).toBe(
      404,
    );
    expect((await stranger.del(`/shelvings/${shelf.id}`)).statusCode).toBe(404);
    const strangerShelf = ok<Saved>(await stranger.post('/shelvings', { code: 'S-1', name: 'Моя' }), 201).data;
    expect(
      ok(await stranger.post(`/shelvings/${strangerShelf.id}/placements`, { product_id: id, quantity: 1 }), 422),
    ).toMatchObject({
      errors: { product_id: ['Продукт не знайдено.'] },
    });
    expect(ok<{ message: string }>(await s.del(`/shelvings/${shelf.id}`)).message).toBe('Видалення пройшло успішно!');
    expect(
      ok<{ data: { shelving: unknown; shelving_quantity: number } }>(await s.get(`/products/${id}`)).data,
    ).toMatchObject({
      shelving: null,
      shelving_quantity: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isValidEan13, productResponse, type Product } from '@supplier/contracts/products';
import { useTestApp } from '../../test/app';
import {
  categoryId,
  createProduct,
  KETTLES,
  ok,
  productBody,
  SMARTPHONES,
  supplier,
  uniqueSku,
  type Supplier,
} from './testing';

type Saved = { message: string; data: Product };

async function setupAttributes(s: Supplier, category: number) {
  const memory = ok<{ data: { id: number } }>(
    await s.post('/attributes', { name: 'Памʼять', type: 'select', options: ['128 ГБ', '256 ГБ'], required: true }),
    201,
  ).data.id;
  const screen = ok<{ data: { id: number } }>(
    await s.post('/attributes', { name: 'Екран', type: 'number', unit: '"' }),
    201,
  ).data.id;
  const nfc = ok<{ data: { id: number } }>(
    await s.post('/attributes', { name: 'NFC', type: 'boolean', required: true }),
    201,
  ).data.id;
  const bands = ok<{ data: { id: number } }>(
    await s.post('/attributes', { name: 'Мережі', type: 'multiselect', options: ['3G', '4G', '5G'] }),
    201,
  ).data.id;
  const loose = ok<{ data: { id: number } }>(await s.post('/attributes', { name: 'Сезон', type: 'text' }), 201).data.id;
  ok(
    await s.post('/attribute-groups', {
      name: 'Основні',
      attribute_ids: [memory, screen, nfc, bands],
      category_ids: [category],
    }),
    201,
  );
  return { memory, screen, nfc, bands, loose };
}

describe('products', () => {
  const t = useTestApp();

  it('creates a product with every field; money is hryvnias with formatted texts; the primary store is used', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const body = productBody(phones, {
      name_en: 'Galaxy A55',
      description: '<p>Добрий <strong>смартфон</strong></p>',
      price: 16999.5,
      old_price: 18999,
      stock: 12,
      availability: 'preorder',
      weight: 0.213,
      length: 16.1,
      width: 7.7,
      height: 0.8,
    });
    const saved = ok<Saved>(await s.post('/products', body), 201);
    expect(saved.message).toBe('Продукт «Смартфон Galaxy A55 8/256 ГБ синій» створено.');
    expect(productResponse.safeParse({ data: saved.data }).success).toBe(true);
    expect(saved.data).toMatchObject({
      category_id: phones,
      category: { id: phones, name: 'Смартфони', path: SMARTPHONES },
      name_en: 'Galaxy A55',
      sku: body.sku,
      barcode: body.barcode,
      price: 16999.5,
      price_format: '16 999,50 грн',
      old_price: 18999,
      old_price_format: '18 999 грн',
      stock: 12,
      availability: 'preorder',
      status: 'active',
      weight: 0.213,
      length: 16.1,
      width: 7.7,
      height: 0.8,
      images: [],
      shelving: null,
    });
    const settings = ok<{ store: { id: number } | null }>(await s.get('/settings'));
    expect(saved.data.store_id).toBe(settings.store?.id ?? null);
    const got = ok<{ data: Product }>(await s.get(`/products/${saved.data.id}`));
    expect(got.data).toEqual(saved.data);
  });

  it('sanitizes the description with the shared sanitizer', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const dirty =
      '<p onclick="steal()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">посилання</a> <a href="https://example.com">сайт</a></p><iframe src="x"></iframe><img src=x onerror=alert(1)>';
    const { data } = ok<Saved>(await s.post('/products', productBody(phones, { description: dirty })), 201);
    expect(data.description).toBe(
      '<p>Текст посилання <a href="https://example.com" rel="noopener nofollow">сайт</a></p>',
    );
    expect(data.description).not.toMatch(/script|onclick|javascript|iframe|onerror/);
  });

  it('checks the EAN-13 checksum, the SKU format and old price > price', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    expect(isValidEan13('4820024700016')).toBe(true);
    const bad = ok<{ errors: Record<string, string[]> }>(
      await s.post(
        '/products',
        productBody(phones, { barcode: '4820024700017', sku: 'bad\tsku', old_price: 100, price: 100 }),
      ),
      422,
    );
    expect(bad.errors).toMatchObject({
      barcode: ['Штрихкод EAN-13 складається з 13 цифр із правильною контрольною цифрою.'],
      sku: ['Артикул не може містити керівних символів (табуляції, переносу рядка).'],
      old_price: ['Стара ціна має бути більшою за ціну.'],
    });
    expect(ok(await s.post('/products', productBody(phones, { barcode: '123' })), 422)).toMatchObject({
      errors: { barcode: [expect.any(String)] },
    });
    const money = ok<{ errors: Record<string, string[]> }>(
      await s.post('/products', productBody(phones, { price: 10.001, stock: -1 })),
      422,
    );
    expect(money.errors.price).toEqual(['Сума може мати не більше двох знаків після коми.']);
    expect(money.errors.stock).toBeDefined();
    // empty barcode is fine (no barcode)
    const saved = ok<Saved>(await s.post('/products', productBody(phones, { barcode: '' })), 201);
    expect(saved.data.barcode).toBeNull();
  });

  it('names the rule a number broke: not negative, greater than 0, the least amount', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const bad = ok<{ errors: Record<string, string[]> }>(
      await s.post('/products', productBody(phones, { price: '-5', stock: '−5', weight: '-5' })),
      422,
    );
    expect(bad.errors).toMatchObject({
      price: ['Значення має бути не менше 0.01.'],
      stock: ["Значення не може бути від'ємним."],
      weight: ['Значення має бути більше 0.'],
    });
  });

  it('keeps SKUs unique per supplier (409 on sku), not across suppliers', async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const sku = uniqueSku('DUP');
    await createProduct(s, phones, { sku });
    const taken = ok<{ code: string; errors: Record<string, string[]> }>(
      await s.post('/products', productBody(phones, { sku })),
      409,
    );
    expect(taken).toMatchObject({ code: 'sku_taken', errors: { sku: [`Продукт з артикулом «${sku}» уже є.`] } });
    const other = await supplier(t);
    await createProduct(other, phones, { sku });
    // updating a product to another one's SKU is refused too
    const second = await createProduct(s, phones);
    expect((await s.put(`/products/${second}`, productBody(phones, { sku }))).statusCode).toBe(409);
  });

  it('puts products into leaf categories only', async () => {
    const s = await supplier(t);
    const electronics = await categoryId(s, 'Електроніка');
    const refused = ok<{ errors: Record<string, string[]> }>(await s.post('/products', productBody(electronics)), 422);
    expect(refused.errors.category_id).toEqual([
      'Оберіть кінцеву категорію: продукти додаються лише до категорій без підкатегорій.',
    ]);
    expect(ok(await s.post('/products', productBody(999999)), 422)).toMatchObject({
      errors: { category_id: ['Категорію не знайдено.'] },
    });
  });

  it("validates attribute values against the category's groups; required ones must be filled", async () => {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const a = await setupAttributes(s, phones);
    const missing = ok<{ errors: Record<string, string[]> }>(await s.post('/products', productBody(phones)), 422);
    expect(missing.errors).toEqual({
      [`attributes.${a.memory}`]: ["Обов'язковий атрибут."],
      [`attributes.${a.nfc}`]: ["Обов'язковий атрибут."],
    });
    const wrong = ok<{ errors: Record<string, string[]> }>(
      await s.post(
        '/products',
        productBody(phones, {
          attributes: [
            { attribute_id: a.memory, value: '512 ГБ' },
            { attribute_id: a.nfc, value: true },
            { attribute_id: a.screen, value: 'великий' },
            { attribute_id: a.bands, value: ['4G', '6G'] },
            { attribute_id: a.loose, value: 'літо' },
          ],
        }),
      ),
      422,
    );
    expect(wrong.errors).toEqual({
      [`attributes.${a.memory}`]: ['Невірне значення атрибута.'],
      [`attributes.${a.screen}`]: ['Невірне значення атрибута.'],
      [`attributes.${a.bands}`]: ['Невірне значення атрибута.'],
      [`attributes.${a.loose}`]: ['Цей атрибут не належить до груп обраної категорії.'],
    });
    const saved = ok<Saved>(
      await s.post(
        '/products',
        productBody(phones, {
          attributes: [
            { attribute_id: a.memory, value: '256 ГБ' },
            { attribute_id: a.nfc, value: false },
            { attribute_id: a.screen, value: '6,6' },
            { attribute_id: a.bands, value: ['5G', '4G'] },
          ],
        }),
      ),
      201,
    );
    const values = Object.fromEntries(saved.data.attributes.map((v) => [v.attribute_id, v.value]));
    expect(values).toEqual({ [a.memory]: '256 ГБ', [a.nfc]: false, [a.screen]: 6.6, [a.bands]: ['4G', '5G'] });
    // another category without groups needs no attributes
    const kettles = await categoryId(s, KETTLES);
    await createProduct(s, kettles);
  });

  it('updates and deletes; the `product` setup step follows the products', async () => {
    const s = await supplier(t);
    expect(ok<{ setup: { product: boolean } }>(await s.get('/settings')).setup.product).toBe(false);
    const phones = await categoryId(s, SMARTPHONES);
    const id = await createProduct(s, phones, { status: 'draft' });
    expect(ok<{ setup: { product: boolean } }>(await s.get('/settings')).setup.product).toBe(true);
    const updated = ok<Saved>(
      await s.put(`/products/${id}`, productBody(phones, { name: 'Новий', price: 99.99, status: 'inactive' })),
    );
    expect(updated).toMatchObject({
      message: 'Продукт «Новий» збережено.',
      data: { name: 'Новий', price: 99.99, status: 'inactive' },
    });
    expect(ok<{ message: string }>(await s.del(`/products/${id}`)).message).toBe('Видалення пройшло успішно!');
    expect((await s.get(`/products/${id}`)).statusCode).toBe(404);
    expect(ok<{ setup: { product: boolean } }>(await s.get('/settings')).setup.product).toBe(false);
  });

  it("another supplier's product is 404 for read, update, delete and images", async () => {
    const owner = await supplier(t);
    const stranger = await supplier(t);
    const phones = await categoryId(owner, SMARTPHONES);
    const id = await createProduct(owner, phones);
    expect((await stranger.get(`/products/${id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/products/${id}`, productBody(phones))).statusCode).toBe(404);
    expect((await stranger.del(`/products/${id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/products/${id}/images/order`, { ids: [1] })).statusCode).toBe(404);
    expect((await stranger.del(`/products/${id}/images/1`)).statusCode).toBe(404);
    expect(ok<{ meta: { total: number } }>(await stranger.get('/products')).meta.total).toBe(0);
    const bulk = ok<{ affected: number }>(await stranger.post('/products/bulk', { action: 'delete', ids: [id] }));
    expect(bulk.affected).toBe(0);
    expect((await owner.get(`/products/${id}`)).statusCode).toBe(200);
    // and its shelvings and stores cannot be used
    const shelving = ok<{ data: { id: number } }>(await owner.post('/shelvings', { code: 'A-1', name: 'Полиця' }), 201)
      .data.id;
    const refused = ok<{ errors: Record<string, string[]> }>(
      await stranger.post('/products', productBody(phones, { shelving_id: shelving })),
      422,
    );
    expect(refused.errors.shelving_id).toEqual(['Стелаж не знайдено.']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  attributeGroupsResponse,
  attributesResponse,
  type Attribute,
  type AttributeGroup,
} from '@supplier/contracts/attributes';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, KETTLES, ok, SMARTPHONES, supplier, type Supplier } from './testing';

async function attribute(s: Supplier, body: Record<string, unknown>): Promise<Attribute> {
  return ok<{ data: Attribute }>(await s.post('/attributes', body), 201).data;
}

describe('attributes', () => {
  const t = useTestApp();

  it('creates every type; select types keep their options, others drop them', async () => {
    const s = await supplier(t);
    const created = await s.post('/attributes', {
      name: 'Колір',
      type: 'select',
      options: ['Чорний', 'Білий'],
      required: true,
    });
    const body = ok<{ message: string; data: Attribute }>(created, 201);
    expect(body.message).toBe('Атрибут «Колір» створено.');
    expect(body.data).toMatchObject({
      name: 'Колір',
      type: 'select',
      options: ['Чорний', 'Білий'],
      required: true,
      unit: null,
    });
    const screen = await attribute(s, { name: 'Діагональ', type: 'number', unit: '"', options: ['x'] });
    expect(screen).toMatchObject({ type: 'number', unit: '"', options: [], required: false });
    await attribute(s, { name: 'NFC', type: 'boolean' });
    await attribute(s, { name: 'Матеріал', type: 'text' });
    await attribute(s, { name: 'Стандарти звʼязку', type: 'multiselect', options: ['4G', '5G'] });
    const list = ok<{ data: Attribute[]; meta: { total: number } }>(await s.get('/attributes'));
    expect(attributesResponse.safeParse(list).success).toBe(true);
    expect(list.meta.total).toBe(5);
    expect(ok<{ data: Attribute[] }>(await s.get('/attributes?type=number')).data.map((a) => a.name)).toEqual([
      'Діагональ',
    ]);
    expect(ok<{ data: Attribute[] }>(await s.get(`/attributes?q=${encodeURIComponent('кол')}`)).data).toHaveLength(1);
  });

  it('validates: select types need unique options; names are unique per supplier (case-insensitive)', async () => {
    const s = await supplier(t);
    const noOptions = await s.post('/attributes', { name: 'Розмір', type: 'select', options: [] });
    expect(ok(noOptions, 422)).toMatchObject({ errors: { options: ['Додайте хоча б один варіант значення.'] } });
    const repeated = await s.post('/attributes', { name: 'Розмір', type: 'multiselect', options: ['S', 's'] });
    expect(ok(repeated, 422)).toMatchObject({ errors: { options: ['Варіанти значення не повинні повторюватися.'] } });
    expect(ok(await s.post('/attributes', { name: '', type: 'color' }), 422)).toMatchObject({
      errors: { name: [expect.any(String)], type: [expect.any(String)] },
    });
    await attribute(s, { name: 'Вага', type: 'number', unit: 'кг' });
    const taken = ok<{ code: string; errors: Record<string, string[]> }>(
      await s.post('/attributes', { name: 'ВАГА', type: 'text' }),
      409,
    );
    expect(taken.errors.name).toEqual(['Атрибут з такою назвою вже є.']);
    // another supplier may use the same name
    const other = await supplier(t);
    await attribute(other, { name: 'Вага', type: 'number' });
  });

  it('updates; a type or a used option cannot change under products that use them', async () => {
    const s = await supplier(t);
    const color = await attribute(s, { name: 'Колір', type: 'select', options: ['Чорний', 'Білий', 'Синій'] });
    const group = ok<{ data: AttributeGroup }>(
      await s.post('/attribute-groups', {
        name: 'Основні',
        attribute_ids: [color.id],
        category_ids: [await categoryId(s, SMARTPHONES)],
      }),
      201,
    ).data;
    expect(group.attributes).toHaveLength(1);
    await createProduct(s, await categoryId(s, SMARTPHONES), {
      attributes: [{ attribute_id: color.id, value: 'Чорний' }],
    });
    const renamed = ok<{ data: Attribute }>(
      await s.put(`/attributes/${color.id}`, { name: 'Колір корпусу', type: 'select', options: ['Чорний', 'Білий'] }),
    );
    expect(renamed.data).toMatchObject({
      name: 'Колір корпусу',
      options: ['Чорний', 'Білий'],
      groups_count: 1,
      products_count: 1,
    });
    const dropUsed = await s.put(`/attributes/${color.id}`, {
      name: 'Колір корпусу',
      type: 'select',
      options: ['Білий'],
    });
    expect(ok<{ message: string }>(dropUsed, 409).message).toContain('«Чорний»');
    const retype = await s.put(`/attributes/${color.id}`, { name: 'Колір корпусу', type: 'text' });
    expect(ok<{ message: string }>(retype, 409).message).toContain('не можна змінити');
  });

  it('refuses to delete an attribute in use with 409 naming groups and products; deletes it once unused', async () => {
    const s = await supplier(t);
    const weight = await attribute(s, { name: 'Вага', type: 'number', unit: 'кг' });
    const group = ok<{ data: AttributeGroup }>(
      await s.post('/attribute-groups', { name: 'Габарити', attribute_ids: [weight.id], category_ids: [] }),
      201,
    ).data;
    const refused = ok<{ message: string; code: string }>(await s.del(`/attributes/${weight.id}`), 409);
    expect(refused.code).toBe('attribute_in_use');
    expect(refused.message).toBe(
      'Атрибут «Вага» використовується: групи атрибутів — 1 («Габарити»), продукти — 0. Спочатку приберіть його з груп і продуктів.',
    );
    ok(await s.put(`/attribute-groups/${group.id}`, { name: 'Габарити', attribute_ids: [], category_ids: [] }));
    expect(ok<{ message: string }>(await s.del(`/attributes/${weight.id}`)).message).toBe('Видалення пройшло успішно!');
    expect((await s.get(`/attributes/${weight.id}`)).statusCode).toBe(404);
  });

  it('counts products using it in the 409', async () => {
    const s = await supplier(t);
    const power = await attribute(s, { name: 'Потужність', type: 'number', unit: 'Вт' });
    const kettles = await categoryId(s, KETTLES);
    const group = ok<{ data: AttributeGroup }>(
      await s.post('/attribute-groups', { name: 'Живлення', attribute_ids: [power.id], category_ids: [kettles] }),
      201,
    ).data;
    await createProduct(s, kettles, { attributes: [{ attribute_id: power.id, value: 2200 }] });
    await createProduct(s, kettles, { attributes: [{ attribute_id: power.id, value: '1800' }] });
    ok(await s.put(`/attribute-groups/${group.id}`, { name: 'Живлення', attribute_ids: [], category_ids: [kettles] }));
    const refused = ok<{ message: string }>(await s.del(`/attributes/${power.id}`), 409);
    expect(refused.message).toContain('групи атрибутів — 0, продукти — 2');
  });

  it("another supplier's attribute is 404 everywhere", async () => {
    const owner = await supplier(t);
    const stranger = await supplier(t);
    const mine = await attribute(owner, { name: 'Колір', type: 'text' });
    expect((await stranger.get(`/attributes/${mine.id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/attributes/${mine.id}`, { name: 'X', type: 'text' })).statusCode).toBe(404);
    expect((await stranger.del(`/attributes/${mine.id}`)).statusCode).toBe(404);
    expect(ok<{ meta: { total: number } }>(await stranger.get('/attributes')).meta.total).toBe(0);
    const group = await stranger.post('/attribute-groups', { name: 'Чуже', attribute_ids: [mine.id] });
    expect(ok<{ errors: Record<string, string[]> }>(group, 422).errors.attribute_ids).toEqual([
      'Деяких атрибутів не знайдено.',
    ]);
  });
});

describe('attribute groups', () => {
  const t = useTestApp();

  it('keeps attributes in order, binds categories, reorders groups', async () => {
    const s = await supplier(t);
    const a = await attribute(s, { name: 'Екран', type: 'number', unit: '"' });
    const b = await attribute(s, { name: 'Памʼять', type: 'select', options: ['128 ГБ', '256 ГБ'], required: true });
    const phones = await categoryId(s, SMARTPHONES);
    const first = ok<{ message: string; data: AttributeGroup }>(
      await s.post('/attribute-groups', {
        name: 'Характеристики',
        attribute_ids: [b.id, a.id],
        category_ids: [phones],
      }),
      201,
    );
    expect(first.message).toBe('Групу атрибутів «Характеристики» створено.');
    expect(first.data.attributes.map((x) => [x.name, x.position])).toEqual([
      ['Памʼять', 0],
      ['Екран', 1],
    ]);
    expect(first.data.categories).toEqual([{ id: phones, name: 'Смартфони', path: SMARTPHONES }]);
    const second = ok<{ data: AttributeGroup }>(await s.post('/attribute-groups', { name: 'Додатково' }), 201).data;
    expect(second.position).toBe(1);
    const list = ok<{ data: AttributeGroup[] }>(await s.get('/attribute-groups'));
    expect(attributeGroupsResponse.safeParse(list).success).toBe(true);
    expect(list.data.map((g) => g.name)).toEqual(['Характеристики', 'Додатково']);

    const reordered = ok<{ data: AttributeGroup[] }>(
      await s.post('/attribute-groups/reorder', { ids: [second.id, first.data.id] }),
    );
    expect(reordered.data.map((g) => [g.name, g.position])).toEqual([
      ['Додатково', 0],
      ['Характеристики', 1],
    ]);
    expect((await s.post('/attribute-groups/reorder', { ids: [second.id] })).statusCode).toBe(422);
    expect(ok(await s.post('/attribute-groups', { name: 'характеристики' }), 409)).toMatchObject({
      code: 'group_name_taken',
    });
    expect(ok(await s.post('/attribute-groups', { name: 'X', category_ids: [999999] }), 422)).toMatchObject({
      errors: { category_ids: ['Деяких категорій не знайдено.'] },
    });
  });

  it('answers the groups of a category, including those bound to its ancestors', async () => {
    const s = await supplier(t);
    const a = await attribute(s, { name: 'Гарантія', type: 'number', unit: 'міс.' });
    const b = await attribute(s, { name: 'Колір', type: 'text' });
    const electronics = await categoryId(s, 'Електроніка');
    const phones = await categoryId(s, SMARTPHONES);
    await s.post('/attribute-groups', { name: 'Загальні', attribute_ids: [a.id], category_ids: [electronics] });
    await s.post('/attribute-groups', { name: 'Телефон', attribute_ids: [b.id], category_ids: [phones] });
    await s.post('/attribute-groups', { name: 'Нічия', attribute_ids: [b.id], category_ids: [] });
    const { data } = ok<{ data: AttributeGroup[] }>(await s.get(`/categories/${phones}/attribute-groups`));
    expect(data.map((g) => g.name)).toEqual(['Загальні', 'Телефон']);
    const other = await supplier(t);
    expect(ok<{ data: unknown[] }>(await other.get(`/categories/${phones}/attribute-groups`)).data).toEqual([]);
  });

  it('deletes a group (its attributes stay); another supplier gets 404', async () => {
    const s = await supplier(t);
    const a = await attribute(s, { name: 'Матеріал', type: 'text' });
    const group = ok<{ data: AttributeGroup }>(
      await s.post('/attribute-groups', { name: 'Склад', attribute_ids: [a.id] }),
      201,
    ).data;
    const other = await supplier(t);
    expect((await other.get(`/attribute-groups/${group.id}`)).statusCode).toBe(404);
    expect((await other.put(`/attribute-groups/${group.id}`, { name: 'Y' })).statusCode).toBe(404);
    expect((await other.del(`/attribute-groups/${group.id}`)).statusCode).toBe(404);
    expect(ok<{ message: string }>(await s.del(`/attribute-groups/${group.id}`)).message).toBe(
      'Видалення пройшло успішно!',
    );
    expect(ok<{ data: Attribute }>(await s.get(`/attributes/${a.id}`)).data.groups_count).toBe(0);
  });
});

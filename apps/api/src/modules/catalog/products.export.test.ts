import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_PATHS } from '@supplier/contracts/products';
import { useTestApp } from '../../test/app';
import { csvRows, FORMULA_PAYLOADS, xlsxRows } from '../../test/table-file';
import {
  API,
  categoryId,
  createProduct,
  imageFile,
  KETTLES,
  multipart,
  ok,
  SMARTPHONES,
  supplier,
  type Supplier,
} from './testing';

interface Offer {
  attributes: Record<string, string>;
  fields: Record<string, string[]>;
  params: { name: string; unit?: string; value: string }[];
}

/** The feed read by a strict XML parser (a malformed feed throws): its categories and offers. */
function readFeed(xml: string) {
  const parser = new SaxesParser();
  const categories: Record<string, string> = {};
  const offers: Offer[] = [];
  let offer: Offer | null = null;
  let tag: { name: string; attributes: Record<string, string> } | null = null;
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (node) => {
    const attributes = node.attributes as Record<string, string>;
    if (node.name === 'offer') offer = { attributes, fields: {}, params: [] };
    tag = { name: node.name, attributes };
    text = '';
  });
  parser.on('text', (value) => (text += value));
  parser.on('cdata', (value) => (text += value));
  parser.on('closetag', (node) => {
    if (node.name === 'category') categories[tag!.attributes.id!] = text;
    else if (node.name === 'param' && offer)
      offer.params.push({ ...tag!.attributes, value: text } as Offer['params'][0]);
    else if (node.name === 'offer') {
      offers.push(offer!);
      offer = null;
    } else if (offer) (offer.fields[node.name] ??= []).push(text);
    text = '';
  });
  parser.write(xml).close();
  return { categories, offers };
}

describe('products export (issue 13)', () => {
  const t = useTestApp();
  const exportOf = (s: Supplier, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${PRODUCTS_PATHS.export}?${query}`,
      headers: { authorization: `Bearer ${s.token}`, 'x-session': 'supplier', 'x-locale': 'uk' },
    });

  async function catalogue() {
    const s = await supplier(t);
    const phones = await categoryId(s, SMARTPHONES);
    const kettles = await categoryId(s, KETTLES);
    const screen = ok<{ data: { id: number } }>(
      await s.post('/attributes', { name: 'Екран', type: 'number', unit: '"' }),
      201,
    ).data.id;
    const nfc = ok<{ data: { id: number } }>(await s.post('/attributes', { name: 'NFC', type: 'boolean' }), 201).data
      .id;
    ok(
      await s.post('/attribute-groups', {
        name: 'Екран і звʼязок',
        attribute_ids: [screen, nfc],
        category_ids: [phones],
      }),
      201,
    );
    const phone = await createProduct(s, phones, {
      name: 'Смартфон "Galaxy" <A55> & чохол',
      sku: 'EXP-PHONE',
      description: '<p>Добрий <strong>смартфон</strong> ]]> і ще</p>',
      price: 16999.5,
      old_price: 18999,
      stock: 12,
      attributes: [
        { attribute_id: screen, value: 6.6 },
        { attribute_id: nfc, value: true },
      ],
    });
    ok(
      await t.call({
        method: 'POST',
        url: `${API}/products/${phone}/images`,
        token: s.token,
        ...multipart([{ name: 'front.png', content: await imageFile('png') }]),
      }),
    );
    const kettle = await createProduct(s, kettles, {
      name: '=SUM(A1) чайник',
      sku: 'EXP-KETTLE',
      brand: null,
      price: 999,
      stock: 0,
      availability: 'out_of_stock',
    });
    const draft = await createProduct(s, kettles, { name: 'Чернетка', sku: 'EXP-DRAFT', status: 'draft' });
    const other = await supplier(t);
    await createProduct(other, await categoryId(other, KETTLES), { name: 'Чужий чайник', sku: 'EXP-OTHER' });
    return { s, phone, kettle, draft, phones, kettles };
  }

  it('writes our template as CSV: every product of the supplier, characteristics as triples, formulas kept as text', async () => {
    const { s } = await catalogue();
    const response = await exportOf(s, 'format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.slice(1).trim().split('\r\n');
    const header = lines[0]!;
    expect(header).toBe(
      [
        'Артикул,Назва,Назва англійською,ID категорії,Категорія,"Ціна, грн","Стара ціна, грн",Залишок,Наявність',
        'Статус,Штрихкод,Бренд,Стелаж,Зображення,Опис',
        'Назва характеристики,Одиниця виміру характеристики,Значення характеристики',
        'Назва характеристики,Одиниця виміру характеристики,Значення характеристики',
      ].join(','),
    );
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('Чужий'))).toBe(false);
    const phone = lines.find((line) => line.startsWith('EXP-PHONE,'))!;
    expect(phone).toContain('"Смартфон ""Galaxy"" <A55> & чохол"');
    expect(phone).toContain(',16999.5,18999,12,in_stock,active,');
    expect(phone).toMatch(/,http:\/\/localhost(:\d+)?\/uploads\/products\/\d+\/\d+\/[a-z0-9_-]+\.webp,/);
    expect(phone.endsWith(',NFC,,Так,Екран,"""",6.6')).toBe(true);
    expect(lines.find((line) => line.startsWith('EXP-KETTLE,'))).toContain(",'=SUM(A1) чайник,");
  });

  it('issue 29 item 7: keeps every formula start as text in CSV and XLSX, prices still numbers', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const payloads = new Map<string, string>();
    for (const [index, payload] of FORMULA_PAYLOADS.entries()) {
      const sku = `EXP-FORMULA-${index}`;
      payloads.set(sku, payload);
      await createProduct(s, kettles, {
        sku,
        name: `${payload} чайник`,
        name_en: payload,
        brand: payload,
        description: payload,
        price: 100,
      });
    }
    const csv = csvRows((await exportOf(s, 'format=csv')).body.slice(1));
    const xlsx = await xlsxRows((await exportOf(s, 'format=xlsx')).rawPayload);
    for (const [[header, ...rows], price] of [
      [csv, '100'],
      [xlsx, 100],
    ] as const) {
      const at = (name: string) => header!.indexOf(name);
      expect(rows).toHaveLength(FORMULA_PAYLOADS.length);
      for (const row of rows) {
        // The API trims these texts, so a leading tab or CR is gone (the shared writer's test has them).
        const payload = payloads.get(String(row[at('Артикул')]))!.trim();
        for (const [column, written] of [
          ['Назва', `${payload} чайник`],
          ['Назва англійською', payload],
          ['Бренд', payload],
          ['Опис', payload],
        ]) {
          expect(row[at(column!)], `${column} of ${JSON.stringify(payload)}`).toBe(`'${written}`);
        }
        expect(row[at('Ціна, грн')]).toBe(price);
      }
    }
  });

  it('writes an XLSX workbook with prices as numbers, and takes the list’s filters', async () => {
    const { s } = await catalogue();
    const response = await exportOf(s, 'format=xlsx&status=active');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Товари');
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1).values as unknown[];
    const skus = [2, 3].map((row) => sheet.getRow(row).getCell(header.indexOf('Артикул')).value);
    expect(skus).toEqual(['EXP-PHONE', 'EXP-KETTLE']);
    expect(sheet.getRow(2).getCell(header.indexOf('Ціна, грн')).value).toBe(16999.5);

    const wrong = await exportOf(s, 'format=xlsx&price_min=100&price_max=10');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { price_min: [expect.any(String)] } });
  });

  it('writes a YML feed a strict XML parser reads: categories, offers with pictures, params and CDATA descriptions', async () => {
    const { s, phone, kettle, draft, phones, kettles } = await catalogue();
    const response = await exportOf(s, 'format=yml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<yml_catalog date="\d{4}-\d{2}-\d{2} \d{2}:\d{2}">/,
    );
    const feed = readFeed(response.body);
    expect(Object.keys(feed.categories).map(Number).sort()).toEqual([phones, kettles].sort());
    expect(feed.offers.map((o) => Number(o.attributes.id))).toEqual([phone, kettle, draft]);
    const [first, second, third] = feed.offers;
    expect(first!.attributes.available).toBe('true');
    expect(first!.fields.name).toEqual(['Смартфон "Galaxy" <A55> & чохол']);
    expect(first!.fields.vendorCode).toEqual(['EXP-PHONE']);
    expect(first!.fields.price).toEqual(['16999.5']);
    expect(first!.fields.oldprice).toEqual(['18999']);
    expect(first!.fields.currencyId).toEqual(['UAH']);
    expect(first!.fields.categoryId).toEqual([String(phones)]);
    expect(first!.fields.stock_quantity).toEqual(['12']);
    // stored sanitized, so the `>` is already an entity; the CDATA keeps the HTML as it is
    expect(first!.fields.description).toEqual(['<p>Добрий <strong>смартфон</strong> ]]&gt; і ще</p>']);
    expect(first!.fields.picture![0]).toMatch(/^http:\/\/localhost(:\d+)?\/uploads\/products\//);
    expect(first!.params).toEqual([
      { name: 'NFC', value: 'Так' },
      { name: 'Екран', unit: '"', value: '6.6' },
    ]);
    expect(second!.attributes.available).toBe('false');
    expect(second!.fields.vendor).toBeUndefined();
    expect(third!.attributes.available).toBe('false');
  });

  it('feed address: made, read by anyone with it (active products only), renewed and turned off', async () => {
    const { s, phone, kettle } = await catalogue();
    const feedOf = async () => ok<{ data: { url: string | null } }>(await s.get('/products/feed')).data.url;
    const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(await feedOf()).toBeNull();

    const made = ok<{ message: string; data: { url: string } }>(await s.post('/products/feed', {}));
    expect(made.data.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/feeds\/products\/[\w-]{43}\/products\.yml$/);
    expect(await feedOf()).toBe(made.data.url);
    const feed = await read(made.data.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(readFeed(feed.body).offers.map((o) => Number(o.attributes.id))).toEqual([phone, kettle]);

    const renewed = ok<{ data: { url: string } }>(await s.post('/products/feed', {})).data.url;
    expect(renewed).not.toBe(made.data.url);
    expect((await read(made.data.url)).statusCode).toBe(404);
    expect((await read(renewed)).statusCode).toBe(200);

    ok(await s.del('/products/feed'));
    expect(await feedOf()).toBeNull();
    const gone = await read(renewed);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Фід не знайдено: посилання змінили або вимкнули.' });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${PRODUCTS_PATHS.export}?format=csv`,
      headers: { 'x-session': 'supplier' },
    });
    expect(response.statusCode).toBe(401);
  });
});

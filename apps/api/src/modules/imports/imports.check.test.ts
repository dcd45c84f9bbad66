import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORTS_PATHS, importCheckResponse, type ImportCheck } from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { PRODUCTS_PATHS } from '@supplier/contracts/products';
import { useTestApp } from '../../test/app';
import {
  categoryId,
  createProduct,
  KETTLES,
  multipart,
  ok,
  supplier,
  uniqueSku,
  type Supplier,
} from '../catalog/testing';

interface FeedOffer {
  id: string;
  sku?: string;
  name?: string;
  price?: string;
  category?: string;
  extra?: string;
}

/** A feed with the Prom-style category tree and `offers`. */
function feed(offers: FeedOffer[]): string {
  const offer = (o: FeedOffer) =>
    [
      `<offer id="${o.id}" available="true">`,
      o.name === undefined ? '' : `<name_ua>${o.name}</name_ua>`,
      o.price === undefined ? '' : `<price>${o.price}</price>`,
      '<currencyId>UAH</currencyId>',
      o.category === undefined ? '' : `<categoryId>${o.category}</categoryId>`,
      o.sku === undefined ? '' : `<vendorCode>${o.sku}</vendorCode>`,
      o.extra ?? '',
      '</offer>',
    ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-25 10:00"><shop><name>Лавка</name>
<currencies><currency id="UAH" rate="1"/></currencies>
<categories>
<category id="1">Побутова техніка</category>
<category id="2" parentId="1">Електрочайники</category>
<category id="3" parentId="1">Всячина</category>
</categories>
<offers>
${offers.map(offer).join('\n')}
</offers></shop></yml_catalog>`;
}

describe('product imports: the dry run of a YML feed (issue 13)', () => {
  const t = useTestApp();

  const check = (s: Supplier, content: string | Buffer, name = 'feed.yml') =>
    t.call({
      method: 'POST',
      url: `/api${importsEndpoints.checkProductImport.path}`,
      token: s.token,
      ...multipart([{ name, content: Buffer.from(content), type: 'application/xml' }], 'file'),
    });
  const checked = async (s: Supplier, content: string | Buffer): Promise<ImportCheck> =>
    importCheckResponse.parse(ok(await check(s, content))).data;
  const productCount = async (s: Supplier) =>
    ok<{ meta: { total: number } }>(await s.get('/products?per_page=1')).meta.total;

  it('counts what would be created, updated, left and skipped, with each problem, and writes nothing', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const same = uniqueSku('SAME');
    const cheaper = uniqueSku('CHEAP');
    await createProduct(s, kettles, {
      sku: same,
      name: 'Чайник Ранок',
      price: 500,
      stock: 3,
      barcode: null,
      brand: null,
    });
    await createProduct(s, kettles, {
      sku: cheaper,
      name: 'Чайник Вечір',
      price: 900,
      stock: 3,
      barcode: null,
      brand: null,
    });
    const before = await productCount(s);
    const fresh = uniqueSku('NEW');

    const result = await checked(
      s,
      feed([
        {
          id: '1',
          sku: same,
          name: 'Чайник Ранок',
          price: '500',
          category: '2',
          extra: '<stock_quantity>3</stock_quantity>',
        },
        { id: '2', sku: cheaper, name: 'Чайник Вечір', price: '849.99', category: '2' },
        { id: '3.0', sku: fresh, name: 'Чайник Полудень', price: '650', category: '2' },
        { id: '4', sku: uniqueSku('ODD'), name: 'Апарат', price: '3000', category: '3' },
        { id: '5', sku: fresh, name: 'Чайник Полудень (копія)', price: '650', category: '2' },
        { id: '6', sku: uniqueSku('NONAME'), price: '100', category: '2' },
        { id: '3', sku: uniqueSku('TWIN'), name: 'Двійник', price: '100', category: '2' },
      ]),
    );

    expect(result.offers).toBe(7);
    expect(result.counts).toEqual({ create: 1, update: 1, unchanged: 1, skip: 4 });
    expect(result.broken).toBeNull();
    // The line each offer of feed() starts on: 9 lines before the first, 8 lines an offer.
    const lineOf = (id: string) => 10 + 8 * ['1', '2', '3.0', '4', '5', '6', '3'].indexOf(id);
    const problem = (offer: string) => result.problems.filter((p) => p.offer_id === offer).map((p) => p.message);
    expect(problem('4')).toEqual([
      'Категорію фіду «Всячина» не зіставлено з категорією маркетплейсу: новий товар не буде створено.',
    ]);
    expect(problem('5')).toEqual([`Артикул «${fresh}» уже був у рядку ${lineOf('3.0')}: цей товар пропущено.`]);
    expect(problem('6')).toEqual(['Немає назви (name_ua або name).']);
    // The new kettle (offer 3.0, read as 3) has no pictures: it would be made a draft, and says so.
    expect(problem('3')).toEqual([
      `Id «3» уже був у рядку ${lineOf('3.0')}: цей товар пропущено.`,
      'Немає фото: новий товар створюється чернеткою (не активним), доки ви не додасте фото.',
    ]);
    expect(result.problems_total).toBe(result.problems.length);
    expect(result.categories).toEqual([
      {
        id: '1',
        parent_id: null,
        name: 'Побутова техніка',
        path: 'Побутова техніка',
        key: 'побутова техніка',
        offers: 0,
        new_offers: 0,
        category: null,
        confirmed: false,
        // A group of the feed's categories, mapped through them.
        suggestion: null,
      },
      {
        id: '2',
        parent_id: '1',
        name: 'Електрочайники',
        path: 'Побутова техніка / Електрочайники',
        key: 'побутова техніка / електрочайники',
        offers: 3,
        new_offers: 1,
        category: { id: kettles, path: KETTLES },
        confirmed: false,
        suggestion: { reason: 'name', why: 'збіг назви', confidence: 97, sellers: null },
      },
      {
        id: '3',
        parent_id: '1',
        name: 'Всячина',
        path: 'Побутова техніка / Всячина',
        key: 'побутова техніка / всячина',
        offers: 1,
        new_offers: 1,
        category: null,
        confirmed: false,
        suggestion: null,
      },
    ]);
    expect(await productCount(s)).toBe(before);
  });

  it('round trip: the supplier own YML export checks as all unchanged', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    for (let i = 0; i < 3; i += 1) {
      await createProduct(s, kettles, { description: '<p>Опис <strong>чайника</strong></p>', old_price: 20000 });
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api${PRODUCTS_PATHS.export}?format=yml`,
      headers: { authorization: `Bearer ${s.token}`, 'x-session': 'supplier' },
    });
    expect(exported.statusCode).toBe(200);
    const result = await checked(s, exported.body);
    expect(result.counts).toEqual({ create: 0, update: 0, unchanged: 3, skip: 0 });
    expect(result.problems).toEqual([]);
  });

  it('another supplier with the same SKU is none of this one: it would be created, not updated', async () => {
    const owner = await supplier(t);
    const sku = uniqueSku('MINE');
    await createProduct(owner, await categoryId(owner, KETTLES), { sku, name: 'Чайник', price: 500 });
    const stranger = await supplier(t);
    const result = await checked(stranger, feed([{ id: '1', sku, name: 'Чайник', price: '500', category: '2' }]));
    expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0 });
  });

  it('a broken feed says where it breaks, and a file that is no feed or no file is refused in Ukrainian', async () => {
    const s = await supplier(t);
    const good = feed([{ id: '1', sku: uniqueSku(), name: 'Чайник', price: '500', category: '2' }]);
    const result = await checked(s, good.replace('</offer>', '</ofer>'));
    expect(result.broken).toMatchObject({ line: expect.any(Number) });
    expect(result.problems.at(-1)).toMatchObject({
      severity: 'error',
      message: expect.stringMatching(
        /^Файл обривається або пошкоджений у рядку \d+: .+ Нічого з нього не буде імпортовано/,
      ),
    });

    const notFeed = await check(s, '<html><body>Привіт</body></html>', 'page.html');
    expect(notFeed.statusCode).toBe(422);
    expect(notFeed.json()).toMatchObject({
      message:
        'Файл не схожий на фід: потрібен YML/XML з товарами (offer) або таблиця XLSX чи CSV з колонками Prom або нашого шаблону.',
    });

    const none = await t.call({
      method: 'POST',
      url: `/api${importsEndpoints.checkProductImport.path}`,
      token: s.token,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: 'Додайте файл фіду: YML, XML, XLSX або CSV.' });

    const stranger = await t.call({
      method: 'POST',
      url: `/api${importsEndpoints.checkProductImport.path}`,
      ...multipart([], 'file'),
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('reads Prom CSV and XLSX exports: Russian and Ukrainian headers, characteristics by position, groups as categories', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const known = uniqueSku('PROM');
    await createProduct(s, kettles, {
      sku: known,
      name: 'Чайник Ранок',
      price: 500,
      stock: 3,
      barcode: null,
      brand: null,
    });
    const fresh = uniqueSku('PROMNEW');
    const header = [
      'Код_товара',
      'Название_позиции',
      'Название_позиции_укр',
      'Описание_укр',
      'Цена',
      'Валюта',
      'Ссылка_изображения',
      'Наличие',
      'Количество',
      'Номер_группы',
      'Название_группы',
      'Уникальный_идентификатор',
      'Название_Характеристики',
      'Измерение_Характеристики',
      'Значение_Характеристики',
      'Название_Характеристики',
      'Измерение_Характеристики',
      'Значение_Характеристики',
    ];
    const rows = [
      [
        known,
        'Чайник Утро',
        'Чайник Ранок',
        '',
        '520',
        'UAH',
        '',
        '+',
        '3',
        '17',
        'Електрочайники',
        '9001',
        'Обʼєм',
        'л',
        '1,7',
        'Колір',
        '',
        'Білий',
      ],
      [
        fresh,
        'Чайник новый',
        'Чайник новий',
        '<p>Опис</p>',
        '700',
        'UAH',
        'https://cdn.example.ua/a.jpg, https://cdn.example.ua/b.jpg',
        '-',
        '',
        '17',
        'Електрочайники',
        '9002',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      ['', 'Без артикула', '', '', '100', 'UAH', '', '+', '1', '17', 'Електрочайники', '9003', '', '', '', '', '', ''],
    ];
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    const csv = [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
    const fromCsv = await checked(s, csv);
    expect(fromCsv).toMatchObject({ format: 'csv', offers: 3 });
    expect(fromCsv.counts).toEqual({ create: 1, update: 1, unchanged: 0, skip: 1 });
    expect(fromCsv.categories).toEqual([
      {
        id: '17',
        parent_id: null,
        name: 'Електрочайники',
        path: 'Електрочайники',
        key: 'електрочайники',
        offers: 2,
        new_offers: 1,
        category: { id: kettles, path: KETTLES },
        confirmed: false,
        suggestion: { reason: 'name', why: 'збіг назви', confidence: 97, sellers: null },
      },
    ]);
    expect(fromCsv.problems.map((p) => [p.offer_id, p.message])).toEqual([
      [
        '9003',
        'Немає артикула (vendorCode): за ним товар знаходиться під час оновлення. Без артикулів оберіть пошук товарів за id пропозиції фіду.',
      ],
    ]);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Export Products Sheet');
    sheet.addRow(
      header.map((name) => name.replace('Название_позиции', 'Назва_позиції').replace('Код_товара', 'Код_товару')),
    );
    for (const row of rows) sheet.addRow(row.map((cell, at) => (at === 4 ? Number(cell) : cell)));
    const fromXlsx = await checked(s, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(fromXlsx).toMatchObject({ format: 'xlsx', offers: 3 });
    expect(fromXlsx.counts).toEqual(fromCsv.counts);
  });

  it('round trip: the supplier own XLSX and CSV exports check as all unchanged', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    for (let i = 0; i < 3; i += 1) {
      await createProduct(s, kettles, { description: '<p>Опис <strong>чайника</strong></p>', old_price: 20000 });
    }
    for (const format of ['xlsx', 'csv'] as const) {
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api${PRODUCTS_PATHS.export}?format=${format}`,
        headers: { authorization: `Bearer ${s.token}`, 'x-session': 'supplier' },
      });
      expect(exported.statusCode).toBe(200);
      const result = await checked(s, exported.rawPayload);
      expect(result.format).toBe(format);
      expect(result.counts).toEqual({ create: 0, update: 0, unchanged: 3, skip: 0 });
    }
  });

  it('our template downloads as XLSX and CSV with a sample row that checks as one product to create', async () => {
    const s = await supplier(t);
    for (const format of ['xlsx', 'csv'] as const) {
      const template = await t.app.inject({
        method: 'GET',
        url: `/api${IMPORTS_PATHS.template}?format=${format}`,
        headers: { authorization: `Bearer ${s.token}`, 'x-session': 'supplier' },
      });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-disposition']).toMatch(new RegExp(`import-template-[\\d-]+\\.${format}"$`));
      const result = await checked(s, template.rawPayload);
      expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0 });
      expect(result.problems).toEqual([]);
    }
  });
});

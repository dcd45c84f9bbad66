import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  importCheckResponse,
  productImportsResponse,
  type ImportCheck,
  type ImportKeyField,
} from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { useTestApp } from '../../test/app';
import { categoryId, KETTLES, multipart, ok, supplier, uniqueSku, type Supplier } from '../catalog/testing';
import { importCalls } from './testing';

interface Offer {
  id: string;
  sku?: string;
  name?: string;
  /** The offer's own category element (`<category code=…>`), else `<categoryId>2</categoryId>`. */
  category?: string;
  pictures?: string[];
  params?: string;
}

/** A seller's feed as marketplaces' exports write it: offers may name their category, lack a SKU, tag params by language. */
function feed(offers: Offer[]): Buffer {
  const body = offers
    .map((o) =>
      [
        `<offer id="${o.id}" available="true">`,
        `<name_ua>${o.name ?? `Товар ${o.id}`}</name_ua><price>100</price><currencyId>UAH</currencyId>`,
        o.category ?? '<categoryId>2</categoryId>',
        o.sku === undefined ? '' : `<vendorCode>${o.sku}</vendorCode>`,
        ...(o.pictures ?? []).map((url) => `<picture>${url}</picture>`),
        o.params ?? '',
        '</offer>',
      ].join(''),
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog><shop><categories>
<category id="1">Побутова техніка</category><category id="2" parentId="1">Електрочайники</category>
<category id="3" parentId="1">Самогонні апарати</category>
</categories><offers>
${body}
</offers></shop></yml_catalog>`);
}

/** A picture address nothing answers at: its fetch fails, the product is made all the same. */
const PICTURE = 'http://127.0.0.1:9/kettle.jpg';

describe('product imports: a real seller feed gets in cleanly (issue 31)', () => {
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const { drain, start, run } = importCalls(t);
  const check = async (s: Supplier, content: Buffer, keyField: ImportKeyField = 'sku'): Promise<ImportCheck> =>
    importCheckResponse.parse(
      ok(
        await t.call({
          method: 'POST',
          url: `/api${importsEndpoints.checkProductImport.path}`,
          token: s.token,
          ...multipart([{ name: 'feed.xml', content }], 'file', { key_field: keyField }),
        }),
      ),
    ).data;
  const map = async (s: Supplier, body: object) =>
    ok(
      await t.call({
        method: 'PUT',
        url: `/api${importsEndpoints.saveProductImportMappings.path}`,
        token: s.token,
        payload: body,
      }),
    );
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const products = (s: Supplier) =>
    rows<{ sku: string; feed_offer_id: string; status: string; category_id: number }>(
      sql`select sku, feed_offer_id, status, category_id from products where supplier_id = ${s.id} order by id`,
    );

  it('offers naming their category as <category code=…> give feed categories that are mapped and imported', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const content = feed([
      { id: '1', sku: uniqueSku('CODE'), category: '<category code="7781">Чайники електричні</category>' },
      { id: '2', sku: uniqueSku('CODE'), category: '<category code="7781">Чайники електричні</category>' },
      { id: '3', sku: uniqueSku('CODE'), category: '<category code="7790">Самовари</category>' },
    ]);
    const dry = await check(s, content);
    const named = dry.categories.filter((category) => ['7781', '7790'].includes(category.id));
    expect(named.map(({ id, name, key, offers }) => ({ id, name, key, offers }))).toEqual([
      { id: '7781', name: 'Чайники електричні', key: 'чайники електричні', offers: 2 },
      { id: '7790', name: 'Самовари', key: 'самовари', offers: 1 },
    ]);

    await map(s, { categories: [{ key: 'чайники електричні', category_id: kettles }] });
    const started = await start(s, content);
    await drain();
    expect((await run(s, started.id)).counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 1 });
    expect((await products(s)).map((p) => p.category_id)).toEqual([kettles, kettles]);
  });

  it('by the feed offer id, offers without vendorCode are created with the offer id as SKU and found again by it', async () => {
    const s = await supplier(t);
    const content = feed([
      { id: 'A-101', name: 'Чайник без артикула' },
      { id: '102.0', name: 'Ще один чайник' },
    ]);
    // Matched by SKU, nothing can be found again: each offer is refused for its missing SKU.
    const bySku = await check(s, content, 'sku');
    expect(bySku.counts).toEqual({ create: 0, update: 0, unchanged: 0, skip: 2 });
    expect(bySku.problems.filter((p) => p.field === 'vendorCode')).toHaveLength(2);

    const byOffer = await check(s, content, 'offer_id');
    expect(byOffer.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0 });
    expect(byOffer.problems.map((p) => p.message).join('\n')).not.toContain('Немає артикула');

    const first = await start(s, content, { key_field: 'offer_id' });
    await drain();
    expect((await run(s, first.id)).counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0 });
    expect((await products(s)).map(({ sku, feed_offer_id }) => [sku, feed_offer_id])).toEqual([
      ['A-101', 'A-101'],
      ['102', '102'],
    ]);

    // The seller gives one a SKU of their own: the next run finds it by its offer id and keeps that SKU.
    const own = uniqueSku('OWN');
    await t.database.db.execute(sql`update products set sku = ${own} where supplier_id = ${s.id} and sku = 'A-101'`);
    const again = await start(s, content, { key_field: 'offer_id' });
    await drain();
    expect((await run(s, again.id)).counts).toEqual({ create: 0, update: 0, unchanged: 2, skip: 0 });
    expect((await products(s)).map((p) => p.sku)).toEqual([own, '102']);

    // A full feed keyed by offer id sets inactive what it does not list by offer id, not by SKU.
    await t.database.db.execute(sql`update products set status = 'active' where supplier_id = ${s.id}`);
    const full = await start(s, feed([{ id: 'A-101', name: 'Чайник без артикула' }]), {
      key_field: 'offer_id',
      deactivate_missing: 'true',
    });
    await drain();
    expect(await run(s, full.id)).toMatchObject({ status: 'done', deactivated: 1 });
    expect((await products(s)).map(({ sku, status }) => [sku, status])).toEqual([
      [own, 'active'],
      ['102', 'inactive'],
    ]);
  });

  it('merges ;UA and ;RU params into the seller’s attribute of that name (any case and spaces), no Russian duplicates', async () => {
    const s = await supplier(t);
    const colour = ok<{ data: { id: number } }>(
      await s.post('/attributes', { name: 'колір  корпусу', type: 'select', options: ['Білий'] }),
      201,
    ).data.id;
    const params = [
      '<param name="Колір корпусу;UA">Чорний</param>',
      '<param name="Вага;UA" unit="кг">1,2</param>',
      '<param name="Цвет корпуса;RU">Черный</param>',
      '<param name="Вес;RU" unit="кг">1,2</param>',
    ].join('');
    const content = feed([{ id: '1', sku: uniqueSku('PAR'), params, pictures: [PICTURE] }]);

    const dry = await check(s, content);
    expect(dry.params.map(({ key, attribute }) => ({ key, attribute }))).toEqual([
      { key: 'колір корпусу', attribute: { id: colour, name: 'колір  корпусу' } },
      { key: 'вага (кг)', attribute: null },
    ]);

    const started = await start(s, content);
    await drain();
    expect((await run(s, started.id)).counts).toMatchObject({ create: 1 });
    const names = await rows<{ name: string }>(
      sql`select name from attributes where supplier_id = ${s.id} order by name`,
    );
    expect(names.map((a) => a.name)).toEqual(['Вага', 'колір  корпусу']);
    const values = await rows<{ value: string }>(sql`select v.value::text as value from product_attribute_values v
      join products p on p.id = v.product_id where p.supplier_id = ${s.id} and v.attribute_id = ${colour}`);
    expect(values).toEqual([{ value: '"Чорний"' }]);
  });

  it('takes SKUs with spaces and punctuation, trimmed; refuses one with a control character', async () => {
    const s = await supplier(t);
    const tag = uniqueSku('P');
    const skus = [`${tag} 12*`, `${tag}-150)`, `${tag}/B.C`];
    const content = feed([
      { id: '1', sku: `  ${skus[0]}  `, pictures: [PICTURE] },
      { id: '2', sku: skus[1], pictures: [PICTURE] },
      { id: '3', sku: skus[2], pictures: [PICTURE] },
      { id: '4', sku: `${tag}&#9;TAB`, pictures: [PICTURE] },
    ]);
    const dry = await check(s, content);
    expect(dry.counts).toEqual({ create: 3, update: 0, unchanged: 0, skip: 1 });
    expect(dry.problems.map((p) => [p.offer_id, p.field])).toEqual([['4', 'vendorCode']]);
    const started = await start(s, content);
    await drain();
    expect((await products(s)).map((p) => p.sku)).toEqual(skus);
    // The same feed again finds each by its SKU.
    const again = await start(s, content);
    await drain();
    expect((await run(s, again.id)).counts).toEqual({ create: 0, update: 0, unchanged: 3, skip: 1 });
    expect((await run(s, started.id)).status).toBe('done');
  });

  it('a new product without pictures comes in as a draft, with the reason on its row', async () => {
    const s = await supplier(t);
    const [bare, shown] = [uniqueSku('BARE'), uniqueSku('SHOWN')];
    const content = feed([
      { id: '1', sku: bare },
      { id: '2', sku: shown, pictures: [PICTURE] },
    ]);
    const started = await start(s, content);
    await drain();
    const done = await run(s, started.id);
    expect(done.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0 });
    expect((await products(s)).map(({ sku, status }) => [sku, status])).toEqual([
      [bare, 'draft'],
      [shown, 'active'],
    ]);
    expect(done.problems.filter((p) => p.offer_id === '1')).toEqual([
      {
        line: expect.any(Number),
        offer_id: '1',
        field: 'picture',
        severity: 'warning',
        message: 'Немає фото: новий товар створюється чернеткою (не активним), доки ви не додасте фото.',
      },
    ]);
  });

  it('one count of problems: the dry run, the list, the report and the error file agree; excluded categories are skipped, not problems', async () => {
    const s = await supplier(t);
    const content = feed([
      { id: '1', sku: uniqueSku('ONE'), pictures: [PICTURE] },
      { id: '2', sku: uniqueSku('STILL'), category: '<categoryId>3</categoryId>', pictures: [PICTURE] },
      { id: '3', sku: uniqueSku('STILL'), category: '<categoryId>3</categoryId>', pictures: [PICTURE] },
      { id: '4', name: 'Без артикула', pictures: [PICTURE] },
    ]);
    await map(s, { categories: [{ key: 'побутова техніка / самогонні апарати', category_id: null }] });

    const dry = await check(s, content);
    expect(dry.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 3 });
    // The excluded category's two offers are skipped, not problems: the one refused offer is.
    expect(dry.problems.map((p) => [p.offer_id, p.field])).toEqual([['4', 'vendorCode']]);
    expect(dry.problems_total).toBe(1);

    const started = await start(s, content);
    // The apply alone (its pictures are fetched after it and add their own problems).
    for (let job = 0; job < 10 && (await run(s, started.id)).status !== 'done'; job += 1) await t.app.jobs.runOnce();
    const report = await run(s, started.id);
    expect(report.counts).toEqual(dry.counts);
    expect(report.problems_total).toBe(dry.problems_total);
    expect(report.problems.map((p) => p.message).join('\n')).not.toContain('вирішили не імпортувати');
    const listed = productImportsResponse.parse(ok(await s.get('/product-imports'))).data;
    expect(listed.find((item) => item.id === started.id)!.problems_total).toBe(report.problems_total);

    await drain();
    const after = await run(s, started.id);
    expect(after.problems_total).toBe(after.problems.length);
    const listedAfter = productImportsResponse.parse(ok(await s.get('/product-imports'))).data;
    expect(listedAfter.find((item) => item.id === started.id)!.problems_total).toBe(after.problems_total);
    const file = (await s.get(`/product-imports/${started.id}/problems?format=csv`)).body;
    const messages = after.problems.map((p) => p.message);
    for (const message of messages) expect(file).toContain(message.split(':')[0]);
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  importCheckResponse,
  productImportResponse,
  productImportSavedResponse,
  type ImportCheck,
  type ProductImportDetail,
} from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { useTestApp } from '../../test/app';
import { categoryId, imageFile, KETTLES, multipart, ok, supplier, uniqueSku, type Supplier } from '../catalog/testing';

const SNEAKERS_MEN = 'Взуття / Чоловіче взуття / Кросівки';

interface Offer {
  sku: string;
  category: string;
  params?: string;
  pictures?: string[];
}

/**
 * A feed with a shop tree of its own: kettles, a category whose name no marketplace leaf shares a
 * word with («Всячина»), and men's sneakers (a name two marketplace leaves share).
 */
function feed(offers: Offer[]): Buffer {
  const body = offers
    .map(
      (o, index) => `<offer id="${index + 1}" available="true">
<name_ua>Товар ${o.sku}</name_ua><price>100</price><currencyId>UAH</currencyId>
<categoryId>${o.category}</categoryId><vendorCode>${o.sku}</vendorCode>
${(o.pictures ?? []).map((url) => `<picture>${url}</picture>`).join('')}
${o.params ?? ''}
</offer>`,
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-26 10:00"><shop><name>Лавка</name>
<categories>
<category id="1">Побутова техніка</category>
<category id="2" parentId="1">Електрочайники</category>
<category id="3" parentId="1">Всячина</category>
<category id="10">Чоловіче взуття</category>
<category id="11" parentId="10">Кросівки</category>
</categories>
<offers>
${body}
</offers></shop></yml_catalog>`);
}

describe('product imports: category and param mapping, pictures in the background (issue 13)', () => {
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const drain = async () => {
    while ((await t.app.jobs.runOnce()) > 0);
  };
  const check = async (s: Supplier, content: Buffer): Promise<ImportCheck> =>
    importCheckResponse.parse(
      ok(
        await t.call({
          method: 'POST',
          url: `/api${importsEndpoints.checkProductImport.path}`,
          token: s.token,
          ...multipart([{ name: 'feed.xml', content }], 'file'),
        }),
      ),
    ).data;
  const start = async (s: Supplier, content: Buffer) =>
    productImportSavedResponse.parse(
      ok(
        await t.call({
          method: 'POST',
          url: `/api${importsEndpoints.startProductImport.path}`,
          token: s.token,
          ...multipart([{ name: 'feed.xml', content }], 'file'),
        }),
        201,
      ),
    ).data;
  const run = async (s: Supplier, id: number): Promise<ProductImportDetail> =>
    productImportResponse.parse(ok(await s.get(`/product-imports/${id}`))).data;
  const map = (s: Supplier, body: object) =>
    t.call({
      method: 'PUT',
      url: `/api${importsEndpoints.saveProductImportMappings.path}`,
      token: s.token,
      payload: body,
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const productId = async (s: Supplier, sku: string) =>
    (await rows<{ id: string }>(sql`select id from products where supplier_id = ${s.id} and sku = ${sku}`))[0]?.id;

  it('suggests by name and path; the supplier confirms, the choice is remembered for the next runs and is theirs alone', async () => {
    const s = await supplier(t);
    const other = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const sneakers = await categoryId(s, SNEAKERS_MEN);
    const [still, shoe] = [uniqueSku('STILL'), uniqueSku('SHOE')];
    const content = feed([
      { sku: still, category: '3' },
      { sku: shoe, category: '11' },
    ]);

    const first = await check(s, content);
    const byId = (c: ImportCheck, id: string) => c.categories.find((category) => category.id === id)!;
    // Two leaves are called «Кросівки»: the feed's path (men's) picks the men's one.
    expect(byId(first, '11')).toMatchObject({
      key: 'чоловіче взуття / кросівки',
      category: { id: sneakers, path: SNEAKERS_MEN },
      confirmed: false,
    });
    expect(byId(first, '3')).toMatchObject({ category: null, confirmed: false });
    expect(first.counts).toMatchObject({ create: 1, skip: 1 });

    // Refused: a category that is not a leaf, changing nothing.
    const root = await rows<{ id: number }>(sql`select id from categories where path = 'Побутова техніка'`);
    const refused = await map(s, { categories: [{ key: byId(first, '3').key, category_id: root[0]!.id }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Категорія ${root[0]!.id} не є кінцевою категорією маркетплейсу.`);
    expect(byId(await check(s, content), '3').confirmed).toBe(false);

    // The supplier confirms: the still goes to kettles, the sneakers are not imported.
    const saved = await map(s, {
      categories: [
        { key: byId(first, '3').key, category_id: kettles },
        { key: byId(first, '11').key, category_id: null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(
      'Відповідність категорій і характеристик збережено: наступні імпорти використають її.',
    );

    const second = await check(s, content);
    expect(byId(second, '3')).toMatchObject({ category: { id: kettles, path: KETTLES }, confirmed: true });
    expect(byId(second, '11')).toMatchObject({ category: null, confirmed: true });
    expect(second.counts).toMatchObject({ create: 1, skip: 1 });
    // A category the supplier chose not to import is counted as skipped, not as a problem.
    expect(second.problems.map((p) => p.message)).not.toContain(
      'Категорію фіду «Кросівки» ви вирішили не імпортувати: новий товар не буде створено.',
    );

    const started = await start(s, content);
    await drain();
    expect((await run(s, started.id)).counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 1 });
    const made = await rows<{ category_id: number }>(
      sql`select category_id from products where supplier_id = ${s.id} and sku = ${still}`,
    );
    expect(made).toEqual([{ category_id: kettles }]);

    // Another supplier's dry run of the same feed still only suggests.
    const theirs = await check(other, content);
    expect(byId(theirs, '3')).toMatchObject({ category: null, confirmed: false });
    expect(byId(theirs, '11')).toMatchObject({ category: { id: sneakers }, confirmed: false });
  });

  it('params fill the attribute of their name or a new one (values added as options), remembered; the same feed again is unchanged', async () => {
    const s = await supplier(t);
    const other = await supplier(t);
    const colour = ok<{ data: { id: number } }>(
      await s.post('/attributes', { name: 'Колір', type: 'select', options: ['Чорний'] }),
      201,
    ).data.id;
    const theirs = ok<{ data: { id: number } }>(
      await other.post('/attributes', { name: 'Матеріал', type: 'text' }),
      201,
    ).data.id;
    const [a, b] = [uniqueSku('PA'), uniqueSku('PB')];
    const content = feed([
      {
        sku: a,
        category: '2',
        params: '<param name="Колір">білий</param><param name="Потужність" unit="Вт">2200</param>',
      },
      {
        sku: b,
        category: '2',
        params: '<param name="Колір">Чорний</param><param name="Потужність" unit="Вт">1800</param>',
      },
    ]);

    const dry = await check(s, content);
    expect(dry.params).toEqual([
      {
        key: 'колір',
        name: 'Колір',
        unit: null,
        offers: 2,
        attribute: { id: colour, name: 'Колір' },
        confirmed: false,
      },
      { key: 'потужність (вт)', name: 'Потужність', unit: 'Вт', offers: 2, attribute: null, confirmed: false },
    ]);
    // Someone else's attribute cannot be chosen.
    const refused = await map(s, { params: [{ key: 'колір', attribute_id: theirs }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Характеристики ${theirs} немає серед ваших характеристик.`);

    const first = await start(s, content);
    await drain();
    expect((await run(s, first.id)).counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0 });
    const attributes = await rows<{ id: string; name: string; type: string; unit: string | null; options: string[] }>(
      sql`select id, name, type, unit, options from attributes where supplier_id = ${s.id} order by id`,
    );
    expect(attributes.map(({ name, type, unit, options }) => ({ name, type, unit, options }))).toEqual([
      { name: 'Колір', type: 'select', unit: null, options: ['Чорний', 'білий'] },
      { name: 'Потужність', type: 'select', unit: 'Вт', options: ['2200', '1800'] },
    ]);
    const power = Number(attributes[1]!.id);
    const values = await rows<{ sku: string; attribute_id: string; value: unknown }>(sql`
      select p.sku, v.attribute_id, v.value from product_attribute_values v join products p on p.id = v.product_id
      where p.supplier_id = ${s.id} order by p.sku, v.attribute_id`);
    expect(values.map((v) => [v.sku, Number(v.attribute_id), v.value])).toEqual([
      [a, colour, 'білий'],
      [a, power, '2200'],
      [b, colour, 'Чорний'],
      [b, power, '1800'],
    ]);

    // Remembered: the next dry run shows them confirmed, and the same feed changes nothing.
    expect((await check(s, content)).params.map((p) => [p.key, p.attribute?.id, p.confirmed])).toEqual([
      ['колір', colour, true],
      ['потужність (вт)', power, true],
    ]);
    const again = await start(s, content);
    await drain();
    expect((await run(s, again.id)).counts).toEqual({ create: 0, update: 0, unchanged: 2, skip: 0 });

    // A changed value is an update; a param the supplier turns off is no longer written.
    await map(s, { params: [{ key: 'потужність (вт)', attribute_id: null }] });
    const changed = feed([
      {
        sku: a,
        category: '2',
        params: '<param name="Колір">Чорний</param><param name="Потужність" unit="Вт">9999</param>',
      },
    ]);
    const third = await start(s, changed);
    await drain();
    expect((await run(s, third.id)).counts).toEqual({ create: 0, update: 1, unchanged: 0, skip: 0 });
    const after = await rows<{ attribute_id: string; value: unknown }>(sql`
      select attribute_id, value from product_attribute_values where product_id = ${await productId(s, a)} order by attribute_id`);
    expect(after.map((v) => [Number(v.attribute_id), v.value])).toEqual([
      [colour, 'Чорний'],
      [power, '2200'],
    ]);
  });

  it('pictures are fetched in the background and stored as uploads are; one that fails is on its row and tried again', async () => {
    const png = await imageFile('png', 64);
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/good.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (request.url === '/page.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html/>');
      else response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const s = await supplier(t);
      const sku = uniqueSku('PIC');
      const content = feed([
        // A picture named twice is fetched and kept once.
        {
          sku,
          category: '2',
          pictures: [`${origin}/good.png`, `${origin}/down.png`, `${origin}/good.png`, `${origin}/page.jpg`],
        },
      ]);
      const started = await start(s, content);
      // The products are applied first; the pictures job is queued when the run is done.
      await t.app.jobs.runOnce();
      const id = await productId(s, sku);
      expect(id).toBeDefined();
      expect(asked).toEqual([]);
      expect((await run(s, started.id)).status).toBe('done');
      await drain();
      // A second back: the runner's clock has milliseconds, the database's microseconds.
      const due = sql`update jobs set run_at = now() - interval '1 second' where kind = 'imports.images'`;

      const images = await rows<{ source_url: string; url: string; width: number }>(
        sql`select source_url, url, width from product_images where product_id = ${id} order by position`,
      );
      expect(images).toHaveLength(1);
      expect(images[0]).toMatchObject({ source_url: `${origin}/good.png`, width: 64 });
      expect(images[0]!.url).toMatch(/\.webp$/);

      const line = (await run(s, started.id)).problems.filter((p) => p.field === 'picture');
      expect(line.map((p) => p.message).sort()).toEqual([
        `Фото «${origin}/down.png» не завантажено: сервер відповів кодом 503. Спробуємо ще раз пізніше; сам товар уже імпортовано.`,
        `Фото «${origin}/page.jpg» не завантажено: це не зображення JPEG, PNG чи WebP. Товар імпортовано без нього; фото спробуємо знову під час наступного імпорту цього фіду.`,
      ]);
      expect(line.every((p) => p.offer_id === '1' && p.severity === 'warning' && p.line !== null)).toBe(true);
      const file = await s.get(`/product-imports/${started.id}/problems?format=csv`);
      expect(file.body).toContain(`${origin}/down.png» не завантажено`);

      // Tried again later (the job runner's back-off), and after the last try the row says so.
      for (let attempt = 2; attempt <= 3; attempt += 1) {
        await t.database.db.execute(due);
        await drain();
      }
      expect(asked.filter((url) => url === '/down.png')).toHaveLength(3);
      const last = (await run(s, started.id)).problems.filter((p) => p.message.includes('down.png'));
      expect(last.map((p) => p.message)).toEqual([
        `Фото «${origin}/down.png» не завантажено: сервер відповів кодом 503. Товар імпортовано без нього; фото спробуємо знову під час наступного імпорту цього фіду.`,
      ]);

      // The next run of the feed asks again only for the pictures the product lacks.
      asked.length = 0;
      await start(s, content);
      await drain();
      expect(asked.sort()).toEqual(['/down.png', '/page.jpg']);
      expect(
        await rows<{ n: number }>(sql`select count(*)::int as n from product_images where product_id = ${id}`),
      ).toEqual([{ n: 1 }]);
    } finally {
      server.close();
    }
  });
});

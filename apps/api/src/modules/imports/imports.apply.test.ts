import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMPORT_PROBLEMS_SHOWN, productImportSavedResponse } from '@supplier/contracts/imports';
import { useTestApp } from '../../test/app';
import { categoryId, KETTLES, createProduct, ok, supplier, uniqueSku } from '../catalog/testing';
import { rowsOf } from '../../db/rows';
import { IMPORT_BATCH } from './import-plan';
import { importsContext, type ImportsContext } from './imports.context';
import { applyImport } from './use-cases/apply-import';
import { feed, importCalls } from './testing';

describe('product imports: a run applies the feed in the background (issue 13)', () => {
  // Jobs run when the test says (drain), not in the background.
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const { drain, start, run, bySku } = importCalls(t);
  /** One slice of the run's job as a worker takes it, with its own context (one that dies, one that waits) and notifications. */
  const applySlice = (
    importId: number,
    options: { ctx?: ImportsContext; sliceMs?: number; notify?: (supplierId: number) => void } = {},
  ) =>
    applyImport(
      {
        ...(options.ctx ?? importsContext(t.app)),
        notifications: {
          notify: async (supplierId: number) => {
            options.notify?.(supplierId);
            return {};
          },
        } as unknown as ImportsContext['notifications'],
      },
      { importId },
      { sliceMs: options.sliceMs },
    );
  /** Batches of the run's feed still staged (a run that is over keeps none). */
  const staged = async (id: number) =>
    rowsOf<{ count: number }>(
      await t.app.database.db.execute(
        sql`select count(*)::int as count from import_staged_batches where import_id = ${id}`,
      ),
    )[0]!.count;

  it('creates and updates the supplier products; the same feed again leaves all unchanged', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const old = uniqueSku('OLD');
    await createProduct(s, kettles, {
      sku: old,
      name: 'Чайник старий',
      price: 900,
      stock: 1,
      description: '<p>Опис постачальника</p>',
    });
    const fresh = uniqueSku('NEW');
    const content = feed([
      { sku: old, name: 'Чайник оновлений', price: '849.50', stock: 7 },
      { sku: fresh, name: 'Чайник новий', price: '650', stock: 3 },
      { sku: uniqueSku('ODD'), name: 'Апарат', price: '3000', category: '3' },
    ]);

    const started = await start(s, content);
    expect(started).toMatchObject({ status: 'queued', file_name: 'feed.xml' });
    await drain();
    const done = await run(s, started.id);
    expect(done).toMatchObject({ status: 'done', processed: 3, total: 3, problems_total: 2, deactivated: 0 });
    expect(done.counts).toEqual({ create: 1, update: 1, unchanged: 0, skip: 1 });
    // The new kettle has no pictures: made a draft, and its note says why.
    expect(done.problems.map((p) => [p.offer_id, p.severity, p.message])).toEqual([
      ['2', 'warning', 'Немає фото: новий товар створюється чернеткою (не активним), доки ви не додасте фото.'],
      ['3', 'error', expect.stringContaining('«Всячина» не зіставлено')],
    ]);
    const problemsCsv = await s.get(`/product-imports/${started.id}/problems?format=csv`);
    expect(problemsCsv.statusCode).toBe(200);
    // The supplier's own offer as read (its tags), then its line and what is wrong with it.
    expect(problemsCsv.body).toContain('id,available,name_ua,price,categoryId,vendorCode,Рядок,Що не так');
    expect(problemsCsv.body).toMatch(
      /\n3,true,Апарат,3000,3,ODD-[^,]+,\d+,Помилка \(categoryId\): Категорію фіду «Всячина» не зіставлено/,
    );
    expect(await bySku(s, old)).toMatchObject({ name: 'Чайник оновлений', price: 849.5, stock: 7 });
    // The feed gives no description: the product keeps its own.
    const [oldId] = ok<{ data: { id: number; sku: string }[] }>(await s.get(`/products?q=${old}`)).data.map(
      (p) => p.id,
    );
    const kept = ok<{ data: { description: string } }>(await s.get(`/products/${oldId}`)).data;
    expect(kept.description).toBe('<p>Опис постачальника</p>');
    expect(await bySku(s, fresh)).toMatchObject({ name: 'Чайник новий', price: 650, stock: 3, status: 'draft' });

    const again = await start(s, content);
    await drain();
    expect((await run(s, again.id)).counts).toEqual({ create: 0, update: 0, unchanged: 2, skip: 1 });

    const notifications = ok<{ data: { title: string }[] }>(
      await t.call({ method: 'GET', url: '/api/v2/notifications', token: s.token }),
    ).data;
    expect(notifications.filter((n) => n.title === 'Імпорт товарів завершено').length).toBeGreaterThanOrEqual(2);
  });

  it('a full feed sets inactive the active products it does not list, never those it lists with a problem', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const [listed, gone, refused, hidden] = ['LISTED', 'GONE', 'REFUSED', 'HIDDEN'].map((name) => uniqueSku(name)) as [
      string,
      string,
      string,
      string,
    ];
    for (const sku of [listed, gone, refused]) await createProduct(s, kettles, { sku, price: 500 });
    await createProduct(s, kettles, { sku: hidden, price: 500, status: 'draft' });
    const content = feed([
      { sku: listed, name: 'Чайник', price: '500' },
      { sku: refused, name: 'Чайник без ціни', price: 'дорого' },
    ]);
    const started = await start(s, content, { deactivate_missing: 'true' });
    expect(started.deactivate_missing).toBe(true);
    await drain();
    expect(await run(s, started.id)).toMatchObject({ status: 'done', deactivated: 1 });
    expect(await bySku(s, gone)).toMatchObject({ status: 'inactive' });
    expect(await bySku(s, listed)).toMatchObject({ status: 'active' });
    expect(await bySku(s, refused)).toMatchObject({ status: 'active' });
    expect(await bySku(s, hidden)).toMatchObject({ status: 'draft' });
  });

  it('a run killed half-way resumes after its last committed batch: every offer applied once', async () => {
    const s = await supplier(t);
    const count = IMPORT_BATCH * 2 + 100;
    const prefix = uniqueSku('BULK');
    const content = feed(
      Array.from({ length: count }, (_, i) => ({ sku: `${prefix}-${i}`, name: `Чайник ${i}`, price: '100' })),
    );
    const started = await start(s, content);
    const ctx = importsContext(t.app);
    // A repository that dies in the third batch, after its products are written: the process "dies" there.
    let batches = 0;
    const dying: ImportsContext = {
      ...ctx,
      pictures: {
        ...ctx.pictures,
        async queue(...args) {
          batches += 1;
          if (batches === 3) throw new Error('killed');
          return ctx.pictures.queue(...args);
        },
      },
    };
    await expect(applySlice(started.id, { ctx: dying })).rejects.toThrow('killed');
    // The feed was read once, whole, and staged in batches for the apply.
    expect(await staged(started.id)).toBe(3);
    const halfway = await run(s, started.id);
    expect(halfway).toMatchObject({ status: 'running', processed: IMPORT_BATCH * 2 });
    expect(halfway.counts.create).toBe(IMPORT_BATCH * 2);
    // Nothing of the batch in flight: its products went with it.
    expect(ok<{ meta: { total: number } }>(await s.get('/products?per_page=1')).meta.total).toBe(IMPORT_BATCH * 2);

    // The next try, in slices of one batch: it queues the rest as it goes.
    await applySlice(started.id, { sliceMs: 0 });
    await drain();
    const done = await run(s, started.id);
    expect(done).toMatchObject({ status: 'done', processed: count });
    expect(done.counts).toEqual({ create: count, update: 0, unchanged: 0, skip: 0 });
    expect(await staged(started.id)).toBe(0);
    const total = ok<{ meta: { total: number } }>(await s.get('/products?per_page=1')).meta.total;
    expect(total).toBe(count);
  }, 60_000);

  it('a run started before runs were staged stages its feed when it finds no batch, and goes on', async () => {
    const s = await supplier(t);
    const prefix = uniqueSku('UNSTAGED');
    const started = await start(
      s,
      feed(
        Array.from({ length: IMPORT_BATCH + 1 }, (_, i) => ({ sku: `${prefix}-${i}`, name: 'Чайник', price: '100' })),
      ),
    );
    await applySlice(started.id, { sliceMs: 0 });
    await t.app.database.db.execute(sql`delete from import_staged_batches where import_id = ${started.id}`);
    await drain();
    const done = await run(s, started.id);
    expect(done).toMatchObject({ status: 'done', processed: IMPORT_BATCH + 1 });
    expect(done.counts).toEqual({ create: IMPORT_BATCH + 1, update: 0, unchanged: 0, skip: 0 });
    expect(await staged(started.id)).toBe(0);
  });

  it('two workers that reach the end of the same run at once finish it once: one notification', async () => {
    const s = await supplier(t);
    const prefix = uniqueSku('TWICE');
    const started = await start(
      s,
      feed(
        Array.from({ length: IMPORT_BATCH + 1 }, (_, i) => ({
          sku: `${prefix}-${i}`,
          name: `Чайник ${i}`,
          price: '100',
        })),
      ),
    );
    const notified: number[] = [];
    // Both workers are past the run's last batch before either finishes it (a slice that outlived
    // its job's timeout goes on while the runner's next try runs).
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothRead = resolve));
    const meeting = (): ImportsContext => {
      const ctx = importsContext(t.app);
      let calls = 0;
      return {
        ...ctx,
        async transaction(work) {
          const result = await ctx.transaction(work);
          calls += 1;
          // The first transaction reads the run, the second takes its last batch.
          if (calls === 2) {
            arrived += 1;
            if (arrived === 2) bothRead();
            await together;
          }
          return result;
        },
      };
    };
    const notify = (supplierId: number) => notified.push(supplierId);
    // The first slice applies one batch and queues the rest; then two workers take the run at once.
    await applySlice(started.id, { sliceMs: 0 });
    expect(await run(s, started.id)).toMatchObject({ status: 'running', processed: IMPORT_BATCH });
    await Promise.all([
      applySlice(started.id, { ctx: meeting(), notify }),
      applySlice(started.id, { ctx: meeting(), notify }),
    ]);
    expect(notified).toEqual([s.id]);
    const done = await run(s, started.id);
    expect(done).toMatchObject({ status: 'done', processed: IMPORT_BATCH + 1 });
    expect(done.counts).toEqual({ create: IMPORT_BATCH + 1, update: 0, unchanged: 0, skip: 0 });
  }, 60_000);

  it('a cancelled run applies nothing more; a broken feed fails whole; the file is never served', async () => {
    const s = await supplier(t);
    const sku = uniqueSku('CANCEL');
    const queued = await start(s, feed([{ sku, name: 'Чайник', price: '100' }]));
    const file = (await importsContext(t.app).runs.find(s.id, queued.id))!.fileUrl!;
    expect((await t.app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
    const cancelled = productImportSavedResponse.parse(ok(await s.post(`/product-imports/${queued.id}/cancel`)));
    expect(cancelled.message).toBe('Імпорт «feed.xml» скасовано. Вже застосовані пакети товарів залишаються.');
    await drain();
    expect((await run(s, queued.id)).status).toBe('cancelled');
    expect(await bySku(s, sku)).toBeUndefined();
    const twice = await s.post(`/product-imports/${queued.id}/cancel`);
    expect(twice.statusCode).toBe(409);

    // Cancelled half-way: the batches applied stay, the rest is not applied and its staged feed is gone.
    const prefix = uniqueSku('HALF');
    const half = await start(
      s,
      feed(
        Array.from({ length: IMPORT_BATCH + 1 }, (_, i) => ({ sku: `${prefix}-${i}`, name: 'Чайник', price: '100' })),
      ),
    );
    await applySlice(half.id, { sliceMs: 0 });
    ok(await s.post(`/product-imports/${half.id}/cancel`));
    await drain();
    expect(await run(s, half.id)).toMatchObject({ status: 'cancelled', processed: IMPORT_BATCH });
    expect(await bySku(s, `${prefix}-${IMPORT_BATCH - 1}`)).toBeDefined();
    expect(await bySku(s, `${prefix}-${IMPORT_BATCH}`)).toBeUndefined();
    expect(await staged(half.id)).toBe(0);

    const brokenSku = uniqueSku('BROKEN');
    const broken = await start(
      s,
      Buffer.from(
        feed([{ sku: brokenSku, name: 'Чайник', price: '1' }])
          .toString()
          .replace('</offers>', '</offer>'),
      ),
    );
    await drain();
    const failed = await run(s, broken.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^Файл обривається або пошкоджений у рядку \d+/);
    expect(await bySku(s, brokenSku)).toBeUndefined();
    expect(await importsContext(t.app).runs.find(s.id, broken.id)).toMatchObject({ fileUrl: null });
  });

  it('a run cancelled while its feed is read stops at its next batch: nothing staged, nothing applied', async () => {
    const s = await supplier(t);
    const prefix = uniqueSku('EARLY');
    const started = await start(
      s,
      feed(
        Array.from({ length: IMPORT_BATCH * 4 }, (_, i) => ({ sku: `${prefix}-${i}`, name: 'Чайник', price: '100' })),
      ),
    );
    const ctx = importsContext(t.app);
    // The supplier cancels as the first batch is about to be staged (the job's second transaction).
    let transactions = 0;
    const cancelling: ImportsContext = {
      ...ctx,
      async transaction(work) {
        transactions += 1;
        if (transactions === 2) ok(await s.post(`/product-imports/${started.id}/cancel`));
        return ctx.transaction(work);
      },
    };
    await applySlice(started.id, { ctx: cancelling });
    await drain();
    expect(await run(s, started.id)).toMatchObject({ status: 'cancelled', processed: 0, total: null });
    // It stopped there: one more transaction forgot what was staged, no batch after it was read on.
    expect(transactions).toBe(3);
    expect(await staged(started.id)).toBe(0);
    expect(await bySku(s, `${prefix}-0`)).toBeUndefined();
  });

  it('a feed of refused offers is applied a batch of offers read at a time, every refusal counted', async () => {
    const s = await supplier(t);
    const sku = uniqueSku('ONCE');
    const offer = `<offer id="B"><name>big</name><price>1</price><vendorCode>${sku}</vendorCode></offer>\n`;
    const refused = IMPORT_BATCH * 2 + 10; // and one offer before them
    const started = await start(
      s,
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog><shop><offers>\n${offer.repeat(refused + 1)}</offers></shop></yml_catalog>`,
      ),
    );
    await applySlice(started.id, { sliceMs: 0 });
    // The first slice applied the first batch of offers read, though one of them only is a row.
    expect(await run(s, started.id)).toMatchObject({ status: 'running', processed: IMPORT_BATCH });
    await drain();
    const done = await run(s, started.id);
    // The one row is skipped too: it names no category.
    expect(done).toMatchObject({ status: 'done', processed: refused + 1, problems_total: refused + 1 });
    expect(done.counts).toEqual({ create: 0, update: 0, unchanged: 0, skip: refused + 1 });
    expect(done.problems).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    expect(done.problems[0]!.message).toMatch(/^Id «B» уже був у рядку 3/);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../test/app';
import { supplier, uniqueSku } from '../catalog/testing';
import { importSourcesRepository } from './import-sources.repository';
import { importsContext } from './imports.context';
import { queueDueChecks } from './use-cases/check-source';
import { FeedServer, importCalls, offersFeed as feed, sourceCalls } from './testing';

/** These tests are about the fetch: the supplier meets every gate (the gate itself has its own test). */
const noGate = async () => null;

describe('product imports: the schedule of feed URLs, with the gates and two workers (issue 13)', () => {
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const server = new FeedServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  const { drain, bySku } = importCalls(t);
  const { sources, runs, add, served } = sourceCalls(server);

  it('issue 29: the schedule fetches no feed of a supplier whose subscription lapsed, and says why on the source', async () => {
    const s = await supplier(t);
    const { path, url } = served(feed([{ id: '1', sku: uniqueSku('LAPSE'), name: 'Чайник', price: '500' }]));
    const { data } = await add(s, { url, schedule: 'hourly' });
    await drain();
    const [started] = await runs(s);
    await t.database.db.execute(
      sql`update subscriptions set expires_at = ${new Date(Date.now() - 1000).toISOString()}::timestamptz where supplier_id = ${s.id}`,
    );
    const before = server.requests.filter((r) => r.path === path).length;
    const repo = importSourcesRepository(t.app.database.db);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await repo.queueDueChecks(later, new Date(later.getTime() - 60 * 60_000), 500)).toBeGreaterThanOrEqual(1);
    await drain();
    expect(server.requests.filter((r) => r.path === path).length).toBe(before);
    expect(await repo.byId(data.id)).toMatchObject({
      lastResult: 'failed',
      error: 'Ця функція доступна лише для підписників.',
      lastImportId: started!.id,
    });
  });

  it('the schedule queues the checks due, each once', async () => {
    const s = await supplier(t);
    const { path, url } = served(feed([{ id: '1', sku: uniqueSku('DUE'), name: 'Чайник', price: '500' }]));
    const { data } = await add(s, { url, schedule: 'hourly' });
    await drain();
    const job = importsContext(t.app, {
      clock: { now: () => new Date(Date.now() + 61 * 60_000) },
      log: t.app.log,
      allowPrivate: true,
      gate: noGate,
    });
    const before = server.requests.filter((r) => r.path === path).length;
    expect(await queueDueChecks(job)).toBeGreaterThanOrEqual(1);
    expect(await queueDueChecks(job)).toBe(0); // queued already
    await drain();
    expect(server.requests.filter((r) => r.path === path).length).toBe(before + 1);
    expect((await sources(s)).find((source) => source.id === data.id)).toMatchObject({ last_result: 'unchanged' });
  });

  it('two workers on one database: a due source is queued and fetched once, 304 runs nothing, a changed feed runs once on schedule', async () => {
    const other = await startTestApp({ JOBS_WORKER: 'false' }, t.database);
    try {
      const s = await supplier(t);
      const sku = uniqueSku('TWO');
      const { path, url } = served(feed([{ id: '1', sku, name: 'Чайник', price: '500' }]));
      const { data } = await add(s, { url, schedule: 'hourly' });
      await drain();
      // Each process runs the schedule's round an hour on, at the same time.
      const rounds = (apps: (typeof t.app)[]) =>
        Promise.all(
          apps.map((app) =>
            queueDueChecks(
              importsContext(app, {
                clock: { now: () => new Date(Date.now() + 61 * 60_000) },
                log: app.log,
                allowPrivate: true,
                gate: noGate,
              }),
            ),
          ),
        );
      const bothDrain = async () => {
        while ((await Promise.all([t.app.jobs.runOnce(), other.app.jobs.runOnce()])).some((ran) => ran > 0));
      };
      const fetches = () => server.requests.filter((r) => r.path === path);
      const before = fetches().length;

      await rounds([t.app, other.app]);
      await bothDrain();
      expect(
        fetches()
          .slice(before)
          .map((r) => r.status),
      ).toEqual([304]);
      expect(await runs(s)).toHaveLength(1);
      let [source] = await sources(s);
      expect(source).toMatchObject({ id: data.id, last_result: 'unchanged', checking: false });
      expect(new Date(source!.next_check_at).getTime() - new Date(source!.checked_at!).getTime()).toBe(60 * 60_000);

      server.feeds.get(path)!.body = feed([{ id: '1', sku, name: 'Чайник', price: '450' }]);
      await rounds([other.app, t.app]);
      await bothDrain();
      expect(
        fetches()
          .slice(before)
          .map((r) => r.status),
      ).toEqual([304, 200]);
      const [scheduled, first] = await runs(s);
      expect(first).toMatchObject({ trigger: 'check', source_id: data.id });
      expect(scheduled).toMatchObject({ trigger: 'schedule', source_id: data.id, status: 'done' });
      expect(scheduled!.counts).toEqual({ create: 0, update: 1, unchanged: 0, skip: 0 });
      expect(await bySku(s, sku)).toMatchObject({ price: 450 });
      [source] = await sources(s);
      expect(source).toMatchObject({ last_result: 'started', last_import: { id: scheduled!.id, status: 'done' } });
    } finally {
      await other.app.close();
    }
  });

  it('the local mode makes a source due at once (POST /api/dev/import-sources/{id}/due): the scheduled check runs in the job runner', async () => {
    const s = await supplier(t);
    const { path, url } = served(feed([{ id: '1', sku: uniqueSku('DEV'), name: 'Чайник', price: '500' }]));
    const { data } = await add(s, { url, schedule: 'daily' });
    await drain();
    const due = (id: number) => t.app.inject({ method: 'POST', url: `/api/dev/import-sources/${id}/due` });

    const queued = await due(data.id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json<{ queued: number }>().queued).toBeGreaterThanOrEqual(1);
    let [source] = await sources(s);
    expect(source).toMatchObject({ checking: true });
    await drain();
    [source] = await sources(s);
    expect(source).toMatchObject({ checking: false, last_result: 'unchanged' });
    expect(server.requests.filter((r) => r.path === path).map((r) => r.status)).toEqual([200, 304]);
    expect(new Date(source!.next_check_at).getTime() - new Date(source!.checked_at!).getTime()).toBe(24 * 60 * 60_000);
    expect(await runs(s)).toHaveLength(1);

    const missing = await due(data.id + 1_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Джерело фіду не знайдено.' });

    // Out of the local mode the route does not exist.
    const production = await startTestApp({ NODE_ENV: 'production', JOBS_WORKER: 'false' }, t.database);
    try {
      const refused = await production.call({ method: 'POST', url: `/api/dev/import-sources/${data.id}/due` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await production.app.close();
    }
  });

  it('another supplier source answers 404 and is never listed', async () => {
    const [owner, other] = [await supplier(t), await supplier(t)];
    const { url } = served(feed([{ id: '1', sku: uniqueSku('ISO'), name: 'Чайник', price: '500' }]));
    const { data } = await add(owner, { url });
    await drain();
    expect(await sources(other)).toEqual([]);
    for (const response of [
      await other.put(`/product-import-sources/${data.id}`, { url }),
      await other.del(`/product-import-sources/${data.id}`),
      await other.post(`/product-import-sources/${data.id}/check`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Джерело фіду не знайдено.' });
    }
    // The same URL is the other supplier's own source.
    expect((await add(other, { url })).data.id).not.toBe(data.id);
    expect(await sources(owner)).toHaveLength(1);
  });
});

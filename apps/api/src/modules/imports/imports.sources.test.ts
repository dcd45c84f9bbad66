import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importSourceSavedResponse,
  productImportResponse,
  productImportSavedResponse,
} from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { useTestApp } from '../../test/app';
import { multipart, ok, supplier, uniqueSku } from '../catalog/testing';
import { feedUrl } from './feed-fetch';
import { importsContext } from './imports.context';
import { checkSource } from './use-cases/check-source';
import { FeedServer, importCalls, offersFeed as feed, sourceCalls } from './testing';

/** These tests are about the fetch: the supplier meets every gate (the gate itself has its own test). */
const noGate = async () => null;

describe('product imports: feed URLs checked on a schedule with conditional requests (issue 13)', () => {
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const server = new FeedServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  const { drain, bySku } = importCalls(t);
  const { sources, runs, add, served } = sourceCalls(server);

  it('a new feed URL is checked at once and run; unchanged it answers 304 and runs nothing; changed it runs again', async () => {
    const s = await supplier(t);
    const [one, two] = [uniqueSku('URL'), uniqueSku('URL')];
    const { path, url } = served(
      feed([
        { id: '1', sku: one, name: 'Чайник Світанок', price: '700' },
        { id: '2', sku: two, name: 'Чайник Полудень', price: '800' },
      ]),
    );
    const added = await add(s, { url, schedule: 'hourly' });
    expect(added.message).toBe('Посилання на фід додано. Перевіряємо його зараз.');
    expect(added.data).toMatchObject({ url, schedule: 'hourly', key_field: 'sku', checking: true, last_result: null });

    await drain();
    let [source] = await sources(s);
    expect(source).toMatchObject({ checking: false, last_result: 'started', error: null });
    expect(source!.last_import).toMatchObject({ status: 'done' });
    const [first] = await runs(s);
    expect(first).toMatchObject({ source_id: source!.id, status: 'done', key_field: 'sku' });
    // The list shows the address without its query (a token in it stays out).
    expect(first!.file_name).toMatch(/^127\.0\.0\.1:\d+\/feed-\d+\.xml$/);
    expect(first!.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0 });
    expect(await bySku(s, one)).toMatchObject({ name: 'Чайник Світанок', price: 700 });
    const checkedFirst = source!.checked_at!;
    expect(new Date(source!.next_check_at).getTime() - new Date(checkedFirst).getTime()).toBe(60 * 60_000);

    // «Check now»: a conditional request; 304, no run, the check time moves on.
    const queued = ok<{ message: string }>(await s.post(`/product-import-sources/${source!.id}/check`), 202);
    expect(queued.message).toBe('Перевіряємо фід. Якщо він змінився, імпорт почнеться сам.');
    await drain();
    const conditional = server.requests.filter((r) => r.path === path).at(-1)!;
    expect(conditional.headers['if-none-match']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(conditional.status).toBe(304);
    [source] = await sources(s);
    expect(source).toMatchObject({ last_result: 'unchanged', checking: false });
    expect(source!.checked_at! > checkedFirst).toBe(true);
    expect(await runs(s)).toHaveLength(1);

    // The supplier changes the feed: the next check runs it.
    server.feeds.get(path)!.body = feed([
      { id: '1', sku: one, name: 'Чайник Світанок', price: '650' },
      { id: '2', sku: two, name: 'Чайник Полудень', price: '800' },
    ]);
    ok(await s.post(`/product-import-sources/${source!.id}/check`), 202);
    await drain();
    const [second] = await runs(s);
    expect(second!.id).not.toBe(first!.id);
    expect(second!.counts).toEqual({ create: 0, update: 1, unchanged: 1, skip: 0 });
    expect(await bySku(s, one)).toMatchObject({ price: 650 });
    [source] = await sources(s);
    expect(source).toMatchObject({ last_result: 'started', last_import: { id: second!.id, status: 'done' } });
  });

  it('a server without ETag: the same content (by its hash) runs nothing', async () => {
    const s = await supplier(t);
    const { url } = served(feed([{ id: '1', sku: uniqueSku('NOTAG'), name: 'Чайник', price: '500' }]), {
      etag: false,
    });
    const { data } = await add(s, { url });
    await drain();
    ok(await s.post(`/product-import-sources/${data.id}/check`), 202);
    await drain();
    const [source] = await sources(s);
    expect(source).toMatchObject({ last_result: 'unchanged', schedule: 'daily' });
    expect(await runs(s)).toHaveLength(1);
  });

  it('a failing feed keeps its Ukrainian reason on the source; a private address is refused outside the local mode', async () => {
    const s = await supplier(t);
    const { path, url } = served('');
    server.feeds.get(path)!.status = 500;
    const { data } = await add(s, { url });
    await drain();
    let [source] = await sources(s);
    expect(source).toMatchObject({
      last_result: 'failed',
      error: 'Сервер фіду відповів кодом 500 замість файлу. Перевірте посилання.',
      last_import: null,
    });
    expect(await runs(s)).toHaveLength(0);

    // Outside the local mode the same loopback URL is refused before any request is made.
    server.feeds.set(path, {
      body: feed([{ id: '1', sku: uniqueSku('PRIV'), name: 'Чайник', price: '1' }]),
      etag: true,
    });
    const seen = server.requests.length;
    const production = importsContext(t.app, { log: t.app.log, allowPrivate: false, gate: noGate });
    expect(await checkSource(production, data.id)).toBe('failed');
    expect(server.requests.length).toBe(seen);
    [source] = await sources(s);
    expect(source!.error).toBe(
      'Адреса фіду веде до внутрішньої мережі (127.0.0.1): такі адреси не завантажуються. Вкажіть публічне посилання на фід.',
    );

    // A server that does not answer in time.
    server.feeds.get(path)!.delayMs = 2_000;
    const impatient = importsContext(t.app, { log: t.app.log, allowPrivate: true, gate: noGate });
    expect(await checkSource(impatient, data.id, { timeoutMs: 300 })).toBe('failed');
    [source] = await sources(s);
    expect(source!.error).toBe('Сервер фіду не відповів вчасно. Спробуємо ще раз за розкладом.');

    // Too large.
    server.feeds.get(path)!.delayMs = 0;
    const small = importsContext(t.app, { log: t.app.log, allowPrivate: true, gate: noGate });
    expect(await checkSource(small, data.id, { maxBytes: 100 })).toBe('failed');
    [source] = await sources(s);
    expect(source!.error).toMatch(/^Фід завеликий/);
  });

  it('refuses a feed URL that is not http(s), carries credentials or names a private address (lib/public-fetch)', () => {
    expect(() => feedUrl('ftp://example.com/feed.xml', false)).toThrow(/source_bad_url/);
    expect(() => feedUrl('http://user:pass@example.com/feed.xml', false)).toThrow(/source_bad_url/);
    expect(() => feedUrl('http://[::1]:8080/feed.xml', false)).toThrow(/source_private_address/);
    expect(() => feedUrl('http://localhost/feed.xml', false)).toThrow(/source_private_address/);
    expect(() => feedUrl('http://169.254.169.254/latest/meta-data', false)).toThrow(/source_private_address/);
    expect(feedUrl('http://127.0.0.1:9/feed.xml', true).port).toBe('9');
    expect(feedUrl('https://shop.example.ua/feed.xml', false).host).toBe('shop.example.ua');
  });

  it('the offer id as the key: the same feed after its SKUs changed updates the same products', async () => {
    const s = await supplier(t);
    const [a, b] = [uniqueSku('OFA'), uniqueSku('OFB')];
    const offers = [
      { id: '501', sku: a, name: 'Чайник А', price: '600' },
      { id: '502', sku: b, name: 'Чайник Б', price: '610' },
    ];
    const { path, url } = served(feed(offers));
    const { data } = await add(s, { url, key_field: 'offer_id', deactivate_missing: true });
    expect(data.key_field).toBe('offer_id');
    await drain();
    const before = [(await bySku(s, a))!.id, (await bySku(s, b))!.id];

    const [a2, b2] = [`${a}-X`, `${b}-X`];
    server.feeds.get(path)!.body = feed([
      { ...offers[0]!, sku: a2 },
      { ...offers[1]!, sku: b2, price: '620' },
    ]);
    ok(await s.post(`/product-import-sources/${data.id}/check`), 202);
    await drain();
    const [latest] = await runs(s);
    expect(latest).toMatchObject({ key_field: 'offer_id', status: 'done', deactivated: 0 });
    expect(latest!.counts).toEqual({ create: 0, update: 2, unchanged: 0, skip: 0 });
    expect([(await bySku(s, a2))!.id, (await bySku(s, b2))!.id]).toEqual(before);
    expect(await bySku(s, b2)).toMatchObject({ price: 620 });
    expect(await bySku(s, a)).toBeUndefined();

    // By SKU (the default) the same change would make new products: the dry run says so.
    const changed = Buffer.from(feed([{ ...offers[0]!, sku: `${a}-Y` }]));
    const check = async (fields: Record<string, string>) =>
      ok<{ data: { counts: Record<string, number> } }>(
        await t.call({
          method: 'POST',
          url: `/api${importsEndpoints.checkProductImport.path}`,
          token: s.token,
          ...multipart([{ name: 'feed.xml', content: changed }], 'file', fields),
        }),
      ).data.counts;
    expect(await check({})).toMatchObject({ create: 1, update: 0 });
    expect(await check({ key_field: 'offer_id' })).toMatchObject({ create: 0, update: 1 });

    // An upload keyed by offer id applies the same way.
    const upload = productImportSavedResponse.parse(
      ok(
        await t.call({
          method: 'POST',
          url: `/api${importsEndpoints.startProductImport.path}`,
          token: s.token,
          ...multipart([{ name: 'feed.xml', content: changed }], 'file', { key_field: 'offer_id' }),
        }),
        201,
      ),
    ).data;
    expect(upload).toMatchObject({ key_field: 'offer_id', trigger: 'upload', source_id: null });
    await drain();
    const done = productImportResponse.parse(ok(await s.get(`/product-imports/${upload.id}`))).data;
    expect(done.counts).toEqual({ create: 0, update: 1, unchanged: 0, skip: 0 });
    expect((await bySku(s, `${a}-Y`))!.id).toBe(before[0]);

    // A new SKU another product of the supplier has is not taken: that offer is skipped with a reason.
    server.feeds.get(path)!.body = feed([{ ...offers[1]!, sku: `${a}-Y`, price: '630' }]);
    ok(await s.post(`/product-import-sources/${data.id}/check`), 202);
    await drain();
    const taken = productImportResponse.parse(ok(await s.get(`/product-imports/${(await runs(s))[0]!.id}`))).data;
    expect(taken.counts).toMatchObject({ update: 0, skip: 1 });
    expect(taken.problems[0]!.message).toBe(`Артикул «${a}-Y» уже має інший ваш товар: цей товар не оновлено.`);
  });

  it('sources are edited, refused when doubled or too many, and removed; runs of a removed source stay', async () => {
    const s = await supplier(t);
    const { url } = served(feed([{ id: '1', sku: uniqueSku('EDIT'), name: 'Чайник', price: '500' }]));
    const { data } = await add(s, { url });
    await drain();
    const taken = await s.post('/product-import-sources', { url });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Це посилання на фід уже додано.' });
    const bad = await s.post('/product-import-sources', { url: 'ftp://example.com/feed.xml' });
    expect(bad.statusCode).toBe(422);

    const edited = importSourceSavedResponse.parse(
      ok(await s.put(`/product-import-sources/${data.id}`, { url, schedule: 'hourly', key_field: 'offer_id' })),
    );
    expect(edited.data).toMatchObject({ schedule: 'hourly', key_field: 'offer_id', checking: false });
    expect(edited.data.last_result).toBe('started');
    const moved = served(feed([{ id: '1', sku: uniqueSku('MOVED'), name: 'Чайник', price: '500' }]));
    const movedSaved = importSourceSavedResponse.parse(
      ok(await s.put(`/product-import-sources/${data.id}`, { url: moved.url })),
    );
    expect(movedSaved.data).toMatchObject({ url: moved.url, checking: true, last_result: null, checked_at: null });
    await drain();
    expect(await runs(s)).toHaveLength(2);

    const removed = ok<{ message: string }>(await s.del(`/product-import-sources/${data.id}`));
    expect(removed.message).toBe('Джерело фіду видалено. Його імпорти залишаються в списку.');
    expect(await sources(s)).toEqual([]);
    const left = await runs(s);
    expect(left).toHaveLength(2);
    expect(left.every((run) => run.source_id === null)).toBe(true);
    // Both were the supplier's own checks (adding the source, changing its address).
    expect(left.map((run) => run.trigger)).toEqual(['check', 'check']);
  });
});

/**
 * Reviews at a million (issue 14): p50/p95 of the reviews list (the default page, unanswered
 * first), a page filtered by rating, a deep keyset page, search in the texts, the summary and the
 * menu count — over the HTTP API of the built product on PostgreSQL. Prints a table; asserts
 * nothing (the target is shown beside the figures).
 *
 *   npm run build && npm run bench:reviews -w @supplier/bench
 *
 * The data (1 000 000 reviews of one supplier over two years, 100 000 of another, on a small
 * catalogue from apps/api/scripts/generate-catalog.ts; about 70 % answered, 10 % with photos) is
 * made set-based (INSERT … SELECT generate_series, indexes dropped and rebuilt) in the database
 * BENCH_REVIEWS_DB; an existing, complete one is reused.
 *
 * Environment (all optional): BENCH_PG_URL (admin connection, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_REVIEWS_DB (default bench_reviews),
 * BENCH_REVIEWS_FRESH=1, BENCH_REVIEWS_BIG (1000000), BENCH_REVIEWS_SMALL (100000), BENCH_RUNS (50).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { signIn, startProduct } from './lib/product';
import { catalogDatabase } from './lib/catalog-database';
import { saveResults } from './lib/results';
import { fmt } from './lib/table';
import { measure as timed, printCases } from './lib/timing';

const dbName = process.env.BENCH_REVIEWS_DB ?? 'bench_reviews';
const fresh = process.env.BENCH_REVIEWS_FRESH === '1';
const big = Number(process.env.BENCH_REVIEWS_BIG ?? 1_000_000);
const small = Number(process.env.BENCH_REVIEWS_SMALL ?? 100_000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 50));
const BIG = { login: '+380990000001', password: 'catalog12345' };
const TARGET_MS = 50;

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_REVIEWS_DB: letters, digits and _ only');

const measure = (name: string, call: (index: number) => Promise<string | null>, target: number | null) =>
  timed(name, call, target, { runs, warmup: 5 });

/** Reviews for every catalogue supplier that has none yet: one statement each, indexes rebuilt after. */
async function generateReviews(db: pg.Client): Promise<number> {
  const suppliers = (
    await db.query<{ id: string; telephone: string; n: string }>(
      `select s.id, s.telephone, (select count(*) from reviews r where r.supplier_id = s.id) as n
       from suppliers s where s.telephone like '+38099%' order by s.telephone`,
    )
  ).rows.filter((row) => Number(row.n) === 0);
  if (suppliers.length === 0) return 0;
  const started = performance.now();
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'reviews' and indexname not like '%_pkey'`,
    )
  ).rows;
  for (const index of indexes) await db.query(`drop index if exists ${index.name}`);
  for (const supplier of suppliers) {
    const count = supplier.telephone === BIG.login ? big : small;
    await db.query(
      `insert into reviews (supplier_id, external_id, product_id, product_name, store_id, verified, author_name,
         rating, text, pros, cons, photos, has_photos, reply, replied_at, created_at)
       select $1::bigint, 'bench-' || $1::bigint || '-' || g, p.ids[1 + g % array_length(p.ids, 1)], 'Товар ' || (g % 1000),
         null, g % 3 = 0,
         (array['Олена','Андрій','Марія','Дмитро','Ірина','Тарас'])[1 + g % 6] || ' ' ||
           (array['Шевченко','Коваленко','Мельник','Ткачук','Бондаренко','Лисенко','Кравчук'])[1 + (g / 7) % 7],
         r.rating,
         (array['Все чудово, доставка швидка, рекомендую.', 'Гарний товар за свої гроші.',
                'Колір трохи відрізняється від фото.', 'Прийшов з подряпиною на корпусі.',
                'Не працює з першого дня, оформлюю повернення.', 'Користуюсь уже тиждень, жодних нарікань.',
                'Якість середня, але ціна приваблива.'])[1 + (g * 7 + r.rating) % 7] || ' Відгук №' || g,
         case when g % 4 = 0 then 'Ціна' else '' end, case when g % 5 = 0 then 'Пакування' else '' end,
         case when g % 10 = 0 then '[{"url":"/uploads/reviews/x.webp","width":800,"height":600}]'::jsonb else '[]'::jsonb end,
         g % 10 = 0,
         case when g % 10 < 7 then '<p>Дякуємо за відгук!</p>' end,
         case when g % 10 < 7 then now() - (g::bigint * interval '1 second' * (63072000.0 / $2::int)) + interval '1 hour' end,
         now() - (g::bigint * interval '1 second' * (63072000.0 / $2::int))
       from generate_series(1, $2::int) g,
         lateral (select (array[5,5,5,5,5,4,4,4,3,2,1])[1 + (g * 13) % 11] as rating) r,
         (select array_agg(id) as ids from (select id from products where supplier_id = $1::bigint order by id limit 1000) x) p`,
      [supplier.id, count],
    );
    await db.query(
      `insert into review_counts (supplier_id, rating, count, unanswered)
       select supplier_id, rating, count(*), count(*) filter (where reply is null) from reviews
       where supplier_id = $1 group by supplier_id, rating
       on conflict (supplier_id, rating) do update set count = excluded.count, unanswered = excluded.unanswered`,
      [supplier.id],
    );
    await db.query(
      `insert into review_days (supplier_id, day, rating, count)
       select supplier_id, (created_at at time zone 'Europe/Kyiv')::date, rating, count(*) from reviews
       where supplier_id = $1 group by 1, 2, 3
       on conflict (supplier_id, day, rating) do update set count = excluded.count`,
      [supplier.id],
    );
    console.log(`  ${fmt.int(count)} reviews for ${supplier.telephone}`);
  }
  for (const index of indexes) await db.query(index.def);
  await db.query('analyze reviews');
  return (performance.now() - started) / 1000;
}

export async function benchReviews(): Promise<boolean> {
  console.log(
    `\n# Reviews at scale on PostgreSQL (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const url = await catalogDatabase(dbName, {
    fresh,
    catalog: { CATALOG_BIG: '2000', CATALOG_SMALL: '500', CATALOG_SUPPLIERS: '2' },
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const generated = await generateReviews(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reviews-'));
  let server: RunningServer | null = null;
  const release = async () => {
    await db.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    const [{ id: bigId }] = (await db.query(`select id::int from suppliers where telephone = $1`, [BIG.login]))
      .rows as [{ id: number }];
    const total = Number(
      (await db.query('select count(*) from reviews where supplier_id = $1', [bigId])).rows[0].count,
    );
    console.log(
      `reviews of the big supplier: ${fmt.int(total)}${generated ? ` (made in ${generated.toFixed(1)} s)` : ' (reused)'}\n`,
    );

    server = await startProduct({ databaseUrl: url, dataDir, env: { DATABASE_POOL_SIZE: '10' } });
    const base = `${server.baseUrl}/api/admin-suppliers/v1`;
    const headers = await signIn(server.baseUrl, BIG);
    const get = async (path: string) => {
      const response = await fetch(`${base}/${path}`, { headers });
      const body = (await response.json()) as { data: unknown };
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    const rows = (body: { data: unknown }) => (body.data as unknown[]).length;
    const deep = (
      await db.query(
        `select id::int, (reply is not null)::int as phase from reviews where supplier_id = $1 and id % 9973 = 5 order by id`,
        [bigId],
      )
    ).rows.map((row: { id: number; phase: number }) =>
      Buffer.from(JSON.stringify(['unanswered_first', row.phase, row.id])).toString('base64url'),
    );
    const pick = <T>(list: T[], i: number) => list[((i % list.length) + list.length) % list.length]!;
    const words = ['подряпин', 'повернення', 'Шевченко', 'рекомендую', 'Відгук №77777'];

    const results = [
      await measure('default page (unanswered first, 20)', async () => `${rows(await get('reviews'))} rows`, TARGET_MS),
      await measure(
        'deep page (keyset cursor)',
        async (i) => `${rows(await get(`reviews?cursor=${pick(deep, i * 7 + 3)}`))} rows, ${deep.length} cursors`,
        TARGET_MS,
      ),
      await measure('filtered by rating (2)', async () => `${rows(await get('reviews?rating=2'))} rows`, TARGET_MS),
      await measure(
        'filtered: answered, with photos, newest',
        async () => `${rows(await get('reviews?answered=true&with_photos=true&sort=newest'))} rows`,
        TARGET_MS,
      ),
      await measure(
        'search (text, pros, cons, author)',
        async (i) => {
          const q = pick(words, i);
          return `${q}: ${rows(await get(`reviews?q=${encodeURIComponent(q)}`))} rows`;
        },
        TARGET_MS,
      ),
      await measure(
        'summary (counts + 30/90-day trend)',
        async () => `total ${((await get('reviews/summary')).data as { total: number }).total}`,
        TARGET_MS,
      ),
      await measure(
        'menu count (unanswered)',
        async () => `unanswered ${((await get('reviews/counts')).data as { unanswered: number }).unanswered}`,
        TARGET_MS,
      ),
    ];
    printCases(results);
    saveResults('reviews', { total, cases: results });
    return results.every((r) => r.target === null || r.p95 <= r.target);
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchReviews().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

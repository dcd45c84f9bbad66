/**
 * Returns at scale (issue 33): p50/p95 of the returns list — the default page, a tab, a deep keyset
 * page, filters, search by request number, buyer name and phone — and the tab counts, over the HTTP
 * API of the built product on PostgreSQL. Prints a table; asserts nothing (the target is shown
 * beside the figures).
 *
 *   npm run build && npm run bench:returns -w @supplier/bench
 *
 * The data (100 000 return requests of one supplier over a year, each of its own completed order
 * with one item, 10 000 of another; on a small catalogue from apps/api/scripts/generate-catalog.ts)
 * is made set-based (INSERT … SELECT generate_series, indexes dropped and rebuilt) in the database
 * BENCH_RETURNS_DB; an existing, complete one is reused.
 *
 * Environment (all optional): BENCH_PG_URL (admin connection, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_RETURNS_DB (default bench_returns),
 * BENCH_RETURNS_FRESH=1, BENCH_RETURNS_BIG (100000), BENCH_RETURNS_SMALL (10000), BENCH_RUNS (50).
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

const dbName = process.env.BENCH_RETURNS_DB ?? 'bench_returns';
const fresh = process.env.BENCH_RETURNS_FRESH === '1';
const big = Number(process.env.BENCH_RETURNS_BIG ?? 100_000);
const small = Number(process.env.BENCH_RETURNS_SMALL ?? 10_000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 50));
const BIG = { login: '+380990000001', password: 'catalog12345' };
const TARGET_MS = 50;

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_RETURNS_DB: letters, digits and _ only');

const measure = (name: string, call: (index: number) => Promise<string | null>, target: number | null) =>
  timed(name, call, target, { runs, warmup: 5 });

/** For every catalogue supplier without requests: completed orders with one item, and a request of each. */
async function generateReturns(db: pg.Client): Promise<number> {
  const suppliers = (
    await db.query<{ id: string; telephone: string; n: string }>(
      `select s.id, s.telephone, (select count(*) from return_requests r where r.supplier_id = s.id) as n
       from suppliers s where s.telephone like '+38099%' order by s.telephone`,
    )
  ).rows.filter((row) => Number(row.n) === 0);
  if (suppliers.length === 0) return 0;
  const started = performance.now();
  const tables = `'orders', 'order_items', 'return_requests', 'return_items'`;
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename in (${tables}) and indexname not like '%_pkey' and indexname not like '%_key'`,
    )
  ).rows;
  for (const index of indexes) await db.query(`drop index if exists ${index.name}`);
  for (const supplier of suppliers) {
    const count = supplier.telephone === BIG.login ? big : small;
    const spread = `now() - (g::bigint * interval '1 second' * (31536000.0 / $2::int))`;
    await db.query(
      `insert into orders (supplier_id, external_id, status, buyer_name, buyer_phone, recipient_name, recipient_phone,
         carrier, city, branch, delivery_status, payment_method, payment_status, subtotal, total, items_count,
         created_at, updated_at)
       select $1::bigint, 'bench-return-order-' || $1::bigint || '-' || g, 'completed',
         (array['Олена','Андрій','Марія','Дмитро','Ірина','Тарас'])[1 + g % 6] || ' ' ||
           (array['Шевченко','Коваленко','Мельник','Ткачук','Бондаренко','Лисенко','Кравчук'])[1 + (g / 7) % 7],
         '+380' || (array['50','67','68','93','97','99'])[1 + g % 6] || lpad(((g::bigint * 7919 + $1::bigint) % 10000000)::text, 7, '0'),
         'Отримувач', '+380671234567', 'novaposhta', 'Київ', 'Відділення №1', 'received',
         case when g % 3 = 0 then 'card_online' else 'cod' end, 'paid',
         10000 + (g % 500) * 100, 10000 + (g % 500) * 100 + 8000, 1, ${spread} - interval '3 days', now()
       from generate_series(1, $2::int) g`,
      [supplier.id, count],
    );
    await db.query(
      `insert into order_items (order_id, supplier_id, product_id, name, sku, price, quantity)
       select o.id, o.supplier_id, p.ids[1 + o.id % array_length(p.ids, 1)], 'Товар ' || o.id, 'SKU-' || (o.id % 5000), o.subtotal, 1
       from orders o, (select array_agg(id) as ids from (select id from products where supplier_id = $1::bigint order by id limit 1000) x) p
       where o.supplier_id = $1::bigint and o.external_id like 'bench-return-order-%'`,
      [supplier.id],
    );
    await db.query(
      `insert into return_requests (supplier_id, order_id, number, external_id, status, kind, reason, comment,
         refund_preference, buyer_name, buyer_phone, payment_method, amount, units, items_preview, ttn, created_at, updated_at)
       select o.supplier_id, o.id, o.number || '-1', 'bench-return-' || o.id,
         (array['requested','accepted','in_transit','received','refunded','refunded','refunded','refused','cancelled'])[1 + o.id % 9],
         case when o.id % 10 = 0 then 'exchange' else 'return' end,
         (array['wrong_size','wrong_size','defect','not_as_described','changed_mind','other'])[1 + o.id % 6],
         'Не підійшов, повертаю.', case when o.id % 10 = 0 then null else 'original_payment' end,
         o.buyer_name, o.buyer_phone, o.payment_method, o.subtotal, 1,
         jsonb_build_array(jsonb_build_object('name', 'Товар ' || o.id, 'quantity', 1, 'image', null)),
         case when o.id % 9 between 2 and 6 then '2046' || lpad(o.id::text, 10, '0') end,
         o.created_at + interval '3 days', now()
       from orders o where o.supplier_id = $1::bigint and o.external_id like 'bench-return-order-%'`,
      [supplier.id],
    );
    await db.query(
      `insert into return_items (return_id, supplier_id, order_item_id, product_id, name, sku, price, quantity)
       select r.id, r.supplier_id, i.id, i.product_id, i.name, i.sku, i.price, 1
       from return_requests r join order_items i on i.order_id = r.order_id
       where r.supplier_id = $1::bigint`,
      [supplier.id],
    );
    await db.query(
      `insert into return_counts (supplier_id, status, count)
       select supplier_id, status, count(*) from return_requests where supplier_id = $1 group by supplier_id, status
       on conflict (supplier_id, status) do update set count = excluded.count`,
      [supplier.id],
    );
    console.log(`  ${fmt.int(count)} return requests for ${supplier.telephone}`);
  }
  for (const index of indexes) await db.query(index.def);
  for (const table of ['orders', 'order_items', 'return_requests', 'return_items']) await db.query(`analyze ${table}`);
  return (performance.now() - started) / 1000;
}

export async function benchReturns(): Promise<boolean> {
  console.log(
    `\n# Returns at scale on PostgreSQL (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const url = await catalogDatabase(dbName, {
    fresh,
    catalog: { CATALOG_BIG: '2000', CATALOG_SMALL: '500', CATALOG_SUPPLIERS: '2' },
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const generated = await generateReturns(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-returns-'));
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
      (await db.query('select count(*) from return_requests where supplier_id = $1', [bigId])).rows[0].count,
    );
    console.log(
      `return requests of the big supplier: ${fmt.int(total)}${generated ? ` (made in ${generated.toFixed(1)} s)` : ' (reused)'}\n`,
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
        `select id::int, created_at::text as at from return_requests where supplier_id = $1 and id % 997 = 5 order by id`,
        [bigId],
      )
    ).rows.map((row: { id: number; at: string }) =>
      Buffer.from(JSON.stringify(['desc', row.at, row.id])).toString('base64url'),
    );
    const numbers = (
      await db.query(`select number from return_requests where supplier_id = $1 and id % 4999 = 7`, [bigId])
    ).rows.map((row: { number: string }) => row.number);
    const pick = <T>(list: T[], i: number) => list[((i % list.length) + list.length) % list.length]!;
    const names = ['Коваленко', 'Ірина', 'Ткачук', 'Тарас Мельник'];

    const results = [
      await measure('default page (all, newest, 25)', async () => `${rows(await get('returns'))} rows`, TARGET_MS),
      await measure('tab: new requests', async () => `${rows(await get('returns?tab=requested'))} rows`, TARGET_MS),
      await measure(
        'deep page (keyset cursor)',
        async (i) => `${rows(await get(`returns?cursor=${pick(deep, i * 7 + 3)}`))} rows, ${deep.length} cursors`,
        TARGET_MS,
      ),
      await measure(
        'filtered: reason defect, exchange, card',
        async () => `${rows(await get('returns?reason=defect&kind=exchange&payment_method=card_online'))} rows`,
        TARGET_MS,
      ),
      await measure(
        'filtered: last 30 days, oldest first',
        async () => {
          const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
          return `${rows(await get(`returns?date_from=${from}&order=asc`))} rows`;
        },
        TARGET_MS,
      ),
      await measure(
        'search: request number',
        async (i) => `${rows(await get(`returns?search=${encodeURIComponent(pick(numbers, i))}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'search: buyer name',
        async (i) => {
          const q = pick(names, i);
          return `${q}: ${rows(await get(`returns?search=${encodeURIComponent(q)}`))} rows`;
        },
        TARGET_MS,
      ),
      await measure(
        'search: phone digits',
        async (i) =>
          `${rows(await get(`returns?search=${String(1000000 + ((i * 7919) % 8999999)).slice(0, 6)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'tab counts',
        async () => `all ${((await get('returns/counts')).data as { all: number }).all}`,
        TARGET_MS,
      ),
    ];
    printCases(results);
    saveResults('returns', { total, cases: results });
    return results.every((r) => r.target === null || r.p95 <= r.target);
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchReturns().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

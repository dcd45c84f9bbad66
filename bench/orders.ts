/**
 * Orders at a million (issue 12): p50/p95 of the list's first page, a deep keyset page, a
 * filtered tab, the tab counts, search by phone, by TTN and by a TTN's last 4 or 6 digits (issue
 * 32) — over the HTTP API of the built product on PostgreSQL — then the gateway's throughput
 * placing orders with 32 clients, and one run of the tracking job over 10 000 open waybills
 * against the local Nova Poshta server.
 * Prints a table; asserts nothing (targets are shown beside the figures).
 *
 *   npm run build && npm run bench:orders -w @supplier/bench
 *
 * The data (1 000 000 orders for one supplier, 100 000 for each of 9 others, one line each, on a
 * small catalogue from apps/api/scripts/generate-catalog.ts) is made set-based (INSERT … SELECT
 * generate_series, indexes dropped and rebuilt) in the database BENCH_ORDERS_DB; an existing,
 * complete one is reused.
 *
 * Environment (all optional): BENCH_PG_URL (admin connection, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_ORDERS_DB (default bench_orders),
 * BENCH_ORDERS_FRESH=1, BENCH_ORDERS_BIG (1000000), BENCH_ORDERS_SMALL (100000), BENCH_RUNS (50),
 * BENCH_GATEWAY_SECONDS (10), BENCH_GATEWAY_CLIENTS (32), BENCH_TRACKED (10000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { gatewayHeaders } from './lib/gateway-signature';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { signIn, startProduct } from './lib/product';
import { catalogDatabase } from './lib/catalog-database';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { measure as timed, printCases, percentile } from './lib/timing';

const dbName = process.env.BENCH_ORDERS_DB ?? 'bench_orders';
const fresh = process.env.BENCH_ORDERS_FRESH === '1';
const big = Number(process.env.BENCH_ORDERS_BIG ?? 1_000_000);
const small = Number(process.env.BENCH_ORDERS_SMALL ?? 100_000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 50));
const gatewaySeconds = Number(process.env.BENCH_GATEWAY_SECONDS ?? 10);
const gatewayClients = Number(process.env.BENCH_GATEWAY_CLIENTS ?? 32);
const tracked = Number(process.env.BENCH_TRACKED ?? 10_000);
const BIG = { login: '+380990000001', password: 'catalog12345' };
const SECRET = 'bench-orders-marketplace-secret-0123456789';
const ORDERS_PATH = '/api/marketplace/v1/orders';
const DEMO_NP_KEY = '7f3c2a9e4b1d8c6f0a5e3b2d9c8f1a47';
const TARGET_MS = 50;

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_ORDERS_DB: letters, digits and _ only');

const measure = (name: string, call: (index: number) => Promise<string | null>, target: number | null) =>
  timed(name, call, target, { runs, warmup: 5 });

/** Orders for every catalogue supplier that has none yet: one statement each, indexes rebuilt after. */
export async function generateOrders(db: pg.Client): Promise<number> {
  const suppliers = (
    await db.query<{ id: string; telephone: string; n: string }>(
      `select s.id, s.telephone, (select count(*) from orders o where o.supplier_id = s.id) as n
       from suppliers s where s.telephone like '+38099%' order by s.telephone`,
    )
  ).rows.filter((row) => Number(row.n) === 0);
  if (suppliers.length === 0) return 0;
  const started = performance.now();
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename in ('orders', 'order_items') and indexname not like '%_pkey'`,
    )
  ).rows;
  for (const index of indexes) await db.query(`drop index if exists ${index.name}`);
  for (const supplier of suppliers) {
    const count = supplier.telephone === BIG.login ? big : small;
    await db.query(
      `insert into orders (supplier_id, external_id, status, buyer_name, buyer_phone, recipient_name, recipient_phone,
         carrier, city, branch, ttn, delivery_status, payment_method, payment_status, subtotal, total, items_count,
         created_at, updated_at)
       select $1::bigint, 'bench-' || $1::bigint || '-' || g,
         (array['new','processing','confirmed','shipped','delivering','awaiting_pickup','completed','completed','completed','cancelled','returned'])[1 + g % 11],
         (array['Олена','Андрій','Марія','Дмитро','Ірина','Тарас'])[1 + g % 6] || ' ' ||
           (array['Шевченко','Коваленко','Мельник','Ткачук','Бондаренко','Лисенко','Кравчук'])[1 + (g / 7) % 7],
         '+380' || (array['50','67','68','93','97','99'])[1 + g % 6] || lpad(((g::bigint * 7919 + $1::bigint) % 10000000)::text, 7, '0'),
         'Отримувач', '+380671234567', 'novaposhta', 'Київ', 'Відділення №1',
         case when g % 11 between 3 and 7 then '2045' || lpad(($1::bigint * 10000000 + g)::text, 10, '0') end,
         (array['not_shipped','not_shipped','not_shipped','shipped','in_transit','at_branch','received','received','received','not_shipped','returned'])[1 + g % 11],
         case when g % 3 = 0 then 'card_online' else 'cod' end,
         case when g % 11 between 6 and 8 then 'paid' else 'pending' end,
         10000 + (g % 500) * 100, 10000 + (g % 500) * 100 + 8000, 1,
         now() - (g::bigint * interval '1 second' * (63072000.0 / $2::int)), now()
       from generate_series(1, $2::int) g`,
      [supplier.id, count],
    );
    await db.query(
      `insert into order_items (order_id, supplier_id, product_id, name, sku, price, quantity)
       select o.id, o.supplier_id, p.ids[1 + o.id % array_length(p.ids, 1)], 'Товар ' || o.id, 'SKU-' || (o.id % 5000), o.subtotal, 1
       from orders o, (select array_agg(id) as ids from (select id from products where supplier_id = $1::bigint order by id limit 1000) x) p
       where o.supplier_id = $1::bigint`,
      [supplier.id],
    );
    await db.query(
      `insert into order_counts (supplier_id, status, count)
       select supplier_id, status, count(*) from orders where supplier_id = $1 group by supplier_id, status
       on conflict (supplier_id, status) do update set count = excluded.count`,
      [supplier.id],
    );
    console.log(`  ${fmt.int(count)} orders for ${supplier.telephone}`);
  }
  for (const index of indexes) await db.query(index.def);
  await db.query('analyze orders');
  await db.query('analyze order_items');
  return (performance.now() - started) / 1000;
}

export async function benchOrders(): Promise<boolean> {
  console.log(
    `\n# Orders at scale on PostgreSQL (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const url = await catalogDatabase(dbName, { fresh, catalog: { CATALOG_BIG: '20000', CATALOG_SMALL: '2000' } });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const generated = await generateOrders(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  let server: RunningServer | null = null;
  const release = async () => {
    await db.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    const [{ id: bigId }] = (await db.query(`select id::int from suppliers where telephone = $1`, [BIG.login]))
      .rows as [{ id: number }];
    const total = Number((await db.query('select count(*) from orders')).rows[0].count);
    console.log(
      `orders: ${fmt.int(total)} in all${generated ? ` (made in ${generated.toFixed(1)} s)` : ' (reused)'}\n`,
    );

    server = await startProduct({
      databaseUrl: url,
      dataDir,
      env: {
        DATABASE_POOL_SIZE: '10',
        MARKETPLACE_SECRET: SECRET,
        NOVAPOSHTA_TRACKING_SECONDS: '5',
        JOBS_WORKER: 'true',
        SECRETS_KEY: 'bench-orders-secrets-key-0123456789abcdef', // the NP key kept from an earlier run opens
      },
    });
    const base = `${server.baseUrl}/api/admin-suppliers/v1`;
    const headers = await signIn(server.baseUrl, BIG);
    const get = async (path: string) => {
      const response = await fetch(`${base}/${path}`, { headers });
      const body = (await response.json()) as { data: unknown[] | Record<string, number> };
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    const rows = (body: { data: unknown[] | Record<string, number> }) => (body.data as unknown[]).length;

    const deep = (
      await db.query(
        `select created_at::text as v, id::int from orders where supplier_id = $1 and id % 9973 = 5 order by id`,
        [bigId],
      )
    ).rows.map((row: { v: string; id: number }) =>
      Buffer.from(JSON.stringify(['created_at', 'desc', row.v, row.id])).toString('base64url'),
    );
    const phones = (
      await db.query(`select buyer_phone from orders where supplier_id = $1 and id % 49999 = 3 limit 40`, [bigId])
    ).rows.map((row: { buyer_phone: string }) => row.buyer_phone.slice(-7));
    const ttns = (
      await db.query(`select ttn from orders where supplier_id = $1 and ttn is not null and id % 49999 = 3 limit 40`, [
        bigId,
      ])
    ).rows.map((row: { ttn: string }) => row.ttn);
    const pick = <T>(list: T[], i: number) => list[((i % list.length) + list.length) % list.length]!;

    const results = [
      await measure('first page (all, 25)', async () => `${rows(await get('orders'))} rows`, TARGET_MS),
      await measure(
        'deep page (keyset cursor)',
        async (i) => `${rows(await get(`orders?cursor=${pick(deep, i * 7 + 3)}`))} rows, ${deep.length} cursors`,
        TARGET_MS,
      ),
      await measure(
        'filtered tab (shipped, COD)',
        async () => `${rows(await get('orders?tab=shipped&payment_method=cod'))} rows`,
        TARGET_MS,
      ),
      await measure(
        'tab counts',
        async () => `all ${((await get('orders/counts')).data as Record<string, number>).all}`,
        TARGET_MS,
      ),
      await measure(
        'search by phone (7 digits)',
        async (i) => `${rows(await get(`orders?search=${pick(phones, i)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'search by TTN',
        async (i) => `${rows(await get(`orders?search=${pick(ttns, i)}`))} rows`,
        TARGET_MS,
      ),
      // a TTN read off a parcel by its end: the reversed-TTN index (4 digits also look in phones)
      await measure(
        'search by TTN last 4 digits',
        async (i) => `${rows(await get(`orders?search=${pick(ttns, i).slice(-4)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'search by TTN last 6 digits',
        async (i) => `${rows(await get(`orders?search=${pick(ttns, i).slice(-6)}`))} rows`,
        TARGET_MS,
      ),
    ];
    printCases(results);

    // --- the gateway: 32 storefront clients placing orders as fast as they are answered ----------
    const seller = (await db.query(`select id::int from suppliers where telephone = '+380990000002'`)).rows[0] as {
      id: number;
    };
    const products = (
      await db.query(`select id::int from products where supplier_id = $1 and status = 'active' limit 200`, [seller.id])
    ).rows.map((row: { id: number }) => row.id);
    await db.query(`update products set stock = 1000000 where id = any($1::bigint[])`, [products]);
    let placed = 0;
    let refused = 0;
    const latencies: number[] = [];
    const end = Date.now() + gatewaySeconds * 1000;
    const runId = Date.now().toString(36);
    await Promise.all(
      Array.from({ length: gatewayClients }, async (_, client) => {
        for (let n = 0; Date.now() < end; n += 1) {
          const body = JSON.stringify({
            external_id: `gw-${runId}-${client}-${n}`,
            supplier_id: seller.id,
            buyer: { name: 'Оксана Навантаження', phone: '+380671234567' },
            delivery: { carrier: 'novaposhta', city: 'Київ', branch: 'Відділення №1', cost: 80 },
            payment: { method: 'cod' },
            items: [{ product_id: products[(client * 31 + n) % products.length], quantity: 1 }],
          });
          const started = performance.now();
          const response = await fetch(`${server!.baseUrl}${ORDERS_PATH}`, {
            method: 'POST',
            headers: gatewayHeaders(SECRET, ORDERS_PATH, body),
            body,
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (response.status === 201) placed += 1;
          else refused += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);

    // --- tracking: one supplier with the demo NP key and `tracked` open waybills ------------------
    const key = await fetch(`${base}/deliveries/np-keys`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Основний', key: DEMO_NP_KEY }),
    });
    if (!key.ok && key.status !== 409) throw new Error(`NP key: ${key.status} ${await key.text()}`);
    await db.query(`update orders set tracked_at = now() where ttn is not null and tracked_at is null`);
    const open = await db.query(
      `update orders set tracked_at = null where id in (
         select id from orders where supplier_id = $1 and ttn is not null
           and status not in ('completed', 'cancelled', 'returned') order by id limit $2)`,
      [bigId, tracked],
    );
    const trackStarted = performance.now();
    let left = open.rowCount ?? 0;
    while (left > 0 && performance.now() - trackStarted < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      left = Number(
        (
          await db.query(
            `select count(*) from orders where supplier_id = $1 and ttn is not null and tracked_at is null`,
            [bigId],
          )
        ).rows[0].count,
      );
    }
    const trackSeconds = (performance.now() - trackStarted) / 1000;

    printTable(
      ['check', 'figure'],
      [
        [
          `gateway: ${gatewayClients} clients, ${gatewaySeconds} s`,
          `${fmt.int(placed)} placed (${(placed / gatewaySeconds).toFixed(0)} orders/s), ${refused} refused; p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
        ],
        [
          `tracking job over ${fmt.int(open.rowCount ?? 0)} open waybills (local NP, 100 per call)`,
          left === 0
            ? `all asked in ${trackSeconds.toFixed(1)} s (${((open.rowCount ?? 0) / trackSeconds).toFixed(0)} waybills/s, incl. the ≤ 5 s wait for the job)`
            : `${left} left after ${trackSeconds.toFixed(0)} s`,
        ],
      ],
    );
    saveResults('orders', { total, cases: results, gateway: { placed, refused }, tracking: { trackSeconds, left } });
    return results.every((r) => r.target === null || r.p95 <= r.target);
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchOrders().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * The dashboard at a million orders (issue 15): p50/p95 of GET dashboard/statistics for each
 * period (today, 7, 30, 90 days, a custom 366 days) and of the timeline, over the HTTP API of the
 * built product on PostgreSQL, for the supplier with 1 000 000 orders. Prints a table; asserts
 * nothing (the target is shown beside the figures).
 *
 *   npm run build && npm run bench:dashboard -w @supplier/bench
 *
 * The data is the orders bench's (bench/orders.ts: 1 000 000 orders over two years for one
 * supplier, 100 000 for each of 9 others), made in BENCH_ORDERS_DB (default bench_orders) when it
 * is not there yet; the product's migrations backfill the daily rollups on start. The big
 * supplier's orders get a placement event each, once, for the timeline.
 *
 * Environment (all optional): BENCH_PG_URL, BENCH_ORDERS_DB, BENCH_RUNS (50).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generateOrders } from './orders';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { signIn, startProduct } from './lib/product';
import { catalogDatabase } from './lib/catalog-database';
import { saveResults } from './lib/results';
import { fmt } from './lib/table';
import { measure as timed, printCases } from './lib/timing';

const dbName = process.env.BENCH_ORDERS_DB ?? 'bench_orders';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 50));
const BIG = { login: '+380990000001', password: 'catalog12345' };
const TARGET_MS = 100;

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_ORDERS_DB: letters, digits and _ only');

export async function benchDashboard(): Promise<boolean> {
  console.log(
    `\n# Dashboard at a million orders on PostgreSQL (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const url = await catalogDatabase(dbName, { catalog: { CATALOG_BIG: '20000', CATALOG_SMALL: '2000' } });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const release = async () => {
    await db.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  let server: RunningServer | null = null;
  try {
    // The first start on an existing database runs the migration that backfills the rollups.
    const started = performance.now();
    server = await startProduct({ databaseUrl: url, dataDir, env: { DATABASE_POOL_SIZE: '10' }, timeoutMs: 600_000 });
    const startSeconds = (performance.now() - started) / 1000;
    const generated = await generateOrders(db);
    const [{ id: bigId }] = (await db.query(`select id::int from suppliers where telephone = $1`, [BIG.login]))
      .rows as [{ id: number }];
    const count = async (sql: string) => Number((await db.query(sql, [bigId])).rows[0].count);
    // The generated orders have no history: give the big supplier's a placement event each (once),
    // so the timeline reads its newest 50 among a million events.
    if ((await count(`select count(*) from (select 1 from order_events where supplier_id = $1 limit 1) x`)) === 0) {
      const made = performance.now();
      await db.query(
        `insert into order_events (order_id, supplier_id, type, actor, data, created_at)
         select id, supplier_id, 'placed', 'gateway', '{}', created_at from orders where supplier_id = $1 order by id`,
        [bigId],
      );
      await db.query('analyze order_events');
      console.log(`order events made in ${((performance.now() - made) / 1000).toFixed(1)} s`);
    }
    const orders = await count(`select count(*) from orders where supplier_id = $1`);
    const rollupRows = await count(`select count(*) from order_daily_stats where supplier_id = $1`);
    console.log(
      `orders of the big supplier: ${fmt.int(orders)}${generated ? ` (made in ${generated.toFixed(1)} s)` : ' (reused)'}; ` +
        `rollup rows: ${fmt.int(rollupRows)}; product started in ${startSeconds.toFixed(1)} s\n`,
    );

    const base = `${server.baseUrl}/api/admin-suppliers/v1/dashboard`;
    const headers = await signIn(server.baseUrl, BIG);
    const get = async (path: string) => {
      const response = await fetch(`${base}/${path}`, { headers });
      const body = (await response.json()) as { data: unknown };
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
      return body.data;
    };
    const statistics = (query: string) => async () => {
      const data = (await get(`statistics?${query}`)) as { totals: { orders: { value: number } } };
      return `${fmt.int(data.totals.orders.value)} orders`;
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    const measure = (name: string, call: () => Promise<string | null>) =>
      timed(name, call, TARGET_MS, { runs, warmup: 5 });

    const results = [
      await measure('statistics: today', statistics('period=today')),
      await measure('statistics: 7 days', statistics('period=7d')),
      await measure('statistics: 30 days', statistics('period=30d')),
      await measure('statistics: 90 days', statistics('period=90d')),
      await measure('statistics: custom 366 days', statistics(`period=custom&date_from=${yearAgo}&date_to=${today}`)),
      await measure('timeline (50 events)', async () => `${((await get('timeline')) as unknown[]).length} events`),
    ];
    printCases(results);
    saveResults('dashboard', { orders, rollupRows, startSeconds, cases: results });
    return results.every((r) => r.p95 <= TARGET_MS);
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchDashboard().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

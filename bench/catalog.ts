/**
 * The products API at a million products (PRODUCT.md section 7): p50/p95 of the list's first
 * page, a page deep in the list (keyset), a filtered page, search by name fragment, search by
 * SKU, and a bulk price change of 10 000 products (its 10 000 activity log entries counted), over
 * the HTTP API of the built product on PostgreSQL. Prints a table; asserts nothing (targets are
 * shown beside the figures).
 *
 *   npm run build && npm run bench:catalog -w @supplier/bench
 *
 * The catalogue (1 000 000 products for one supplier, 100 000 for each of 9 others) is made by
 * apps/api/scripts/generate-catalog.ts (INSERT … SELECT generate_series, a few minutes) in the
 * database BENCH_CATALOG_DB on the server of BENCH_PG_URL; an existing, complete catalogue is
 * reused, so only the first run pays for it.
 *
 * Environment (all optional): BENCH_PG_URL (admin connection, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_CATALOG_DB (default bench_catalog),
 * BENCH_CATALOG_FRESH=1 (drop and generate again), BENCH_CATALOG_DROP=1 (drop it at the end),
 * BENCH_RUNS (measured calls per case, default 50), BENCH_WARMUP_RUNS (default 5).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isMain, repoRoot } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { measure as timed, type CaseFigures } from './lib/timing';

const dbName = process.env.BENCH_CATALOG_DB ?? 'bench_catalog';
const fresh = process.env.BENCH_CATALOG_FRESH === '1';
const dropAtEnd = process.env.BENCH_CATALOG_DROP === '1';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 50));
const warmupRuns = Math.max(0, Number(process.env.BENCH_WARMUP_RUNS ?? 5));
/** The big supplier of generate-catalog.ts and its password. */
const BIG = { login: '+380990000001', password: 'catalog12345' };
const BULK_SIZE = 10_000;
const LIST_TARGET_MS = 50;

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_CATALOG_DB: letters, digits and _ only');

const measure = (name: string, call: (index: number) => Promise<string | null>, target: number | null) =>
  timed(name, call, target, { runs, warmup: warmupRuns });

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs the generator (it skips suppliers that have their products already). */
function generate(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/scripts/generate-catalog.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generate-catalog exited with ${code}`))));
  });
}

/** A keyset cursor as the API makes it (products.cursor.ts): base64url JSON [sort, order, value, id]. */
const cursorOf = (value: string, id: number) =>
  Buffer.from(JSON.stringify(['created_at', 'desc', value, id])).toString('base64url');

export async function benchCatalog(): Promise<boolean> {
  console.log(
    `\n# Catalog at scale: products API on PostgreSQL (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const url = databaseUrl(dbName);
  await admin(async (client) => {
    if (fresh) await client.query(`drop database if exists ${dbName} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`create database ${dbName}`);
  });
  const generatedAt = performance.now();
  await generate(url);
  const generationSeconds = (performance.now() - generatedAt) / 1000;

  const data = new pg.Client({ connectionString: url });
  await data.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalog-'));
  let server: RunningServer | null = null;
  const cleanup = onInterrupt(async () => {
    await data.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    const [{ id: supplierId }] = (
      await data.query<{ id: string }>('select id from suppliers where telephone = $1', [BIG.login])
    ).rows as [{ id: string }];
    const counts = (
      await data.query<{ n: string }>('select sum(count) as n from product_counts where supplier_id = $1', [supplierId])
    ).rows[0]!;
    const total = (await data.query<{ n: string }>('select sum(count) as n from product_counts')).rows[0]!;
    console.log(
      `catalogue: ${fmt.int(Number(counts.n))} products for the big supplier, ${fmt.int(Number(total.n))} in all (prepared in ${generationSeconds.toFixed(1)} s)\n`,
    );

    server = await startProduct({
      databaseUrl: url,
      dataDir,
      env: { DATABASE_POOL_SIZE: '10', JOBS_WORKER: 'false' },
    });
    const base = `${server.baseUrl}/api/admin-suppliers/v1`;
    const headers = await signIn(server.baseUrl, BIG);

    const get = async (path: string) => {
      const response = await fetch(`${base}/${path}`, { headers });
      const body = (await response.json()) as {
        data: { sku: string }[];
        meta: { total: number; total_exact: boolean };
      };
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };

    // what the cases walk through: cursors spread over the whole list, SKUs, categories, fragments
    const deep = (
      await data.query<{ v: string; id: string }>(
        `select created_at::text as v, id from products where supplier_id = $1 and id % 15013 = 7 order by id`,
        [supplierId],
      )
    ).rows.map((row) => cursorOf(row.v, Number(row.id)));
    const categories = (
      await data.query<{ category_id: number }>(
        `select category_id from products where supplier_id = $1 and id % 997 = 0 group by category_id order by count(*) desc limit 40`,
        [supplierId],
      )
    ).rows.map((row) => row.category_id);
    const fragments = [
      'чайник philips',
      'samsung',
      'кросівки nike',
      'bosch сірий',
      'ноутбук',
      'xiaomi чорний',
      'ковдра руно',
      'пилосос',
      'a-4217',
      'tefal білий',
      'навушники sony',
      'рюкзак',
      'годинник apple',
      'lego',
      'термос stanley',
    ];
    const pick = <T>(list: T[], index: number) => list[((index % list.length) + list.length) % list.length]!;

    const results: CaseFigures[] = [];
    results.push(
      await measure(
        'first page (50, newest first)',
        async () => {
          const body = await get('products?per_page=50');
          return `total ${fmt.int(body.meta.total)}${body.meta.total_exact ? '' : '+'}`;
        },
        LIST_TARGET_MS,
      ),
    );
    results.push(
      await measure(
        'deep page (keyset cursor, 50)',
        async (i) => {
          const body = await get(`products?per_page=50&cursor=${encodeURIComponent(pick(deep, i * 7 + 3))}`);
          return body.data.length === 50 ? `${deep.length} cursors over the list` : `short page ${body.data.length}`;
        },
        LIST_TARGET_MS,
      ),
    );
    results.push(
      await measure(
        'filtered page (status+category+price)',
        async (i) => {
          const body = await get(
            `products?per_page=50&status=active&category_id=${pick(categories, i)}&price_min=100&price_max=15000`,
          );
          return `${body.data.length} rows, total ${body.meta.total}`;
        },
        LIST_TARGET_MS,
      ),
    );
    results.push(
      await measure(
        'sorted by price, price range',
        async (i) => {
          const low = 100 + (Math.abs(i) % 20) * 500;
          await get(`products?per_page=50&sort=price&order=asc&price_min=${low}&price_max=${low + 2000}`);
          return null;
        },
        LIST_TARGET_MS,
      ),
    );
    results.push(
      await measure(
        'search by name fragment',
        async (i) => {
          const body = await get(`products?per_page=50&q=${encodeURIComponent(pick(fragments, i))}`);
          return body.meta.total_exact
            ? `${fragments.length} fragments`
            : `${fragments.length} fragments, totals capped`;
        },
        LIST_TARGET_MS,
      ),
    );
    results.push(
      await measure(
        'search by SKU (exact)',
        async (i) => {
          const g = 1 + ((i * 7919 + 13) % 1_000_000);
          const body = await get(`products?q=${encodeURIComponent(`GEN-${supplierId}-${g}`)}`);
          return body.data.length === 1 ? null : `found ${body.data.length}`;
        },
        LIST_TARGET_MS,
      ),
    );
    // products priced well above 1 грн, in groups of 10 000; each group gets +1 грн, then −1 грн
    const bulkIds = (
      await data.query<{ id: string }>(
        `select id from products where supplier_id = $1 and price between 1000 and 1000000000 order by id limit $2`,
        [supplierId, BULK_SIZE * 40],
      )
    ).rows.map((row) => Number(row.id));
    const logged = async () =>
      Number(
        (
          await data.query<{ n: string }>(
            `select count(*) as n from activity_log where supplier_id = $1 and action = 'bulkProducts'`,
            [supplierId],
          )
        ).rows[0]!.n,
      );
    const loggedBefore = await logged();
    let bulkCalls = 0;
    results.push(
      await measure(
        `bulk price change of ${fmt.int(BULK_SIZE)}`,
        async () => {
          const n = bulkCalls++;
          const group = Math.floor(n / 2) % Math.floor(bulkIds.length / BULK_SIZE);
          const ids = bulkIds.slice(group * BULK_SIZE, (group + 1) * BULK_SIZE);
          const response = await fetch(`${base}/products/bulk`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              action: 'change_price',
              ids,
              price_change: { mode: 'amount', value: n % 2 === 0 ? 1 : -1 },
            }),
          });
          const body = (await response.json()) as { affected?: number };
          if (!response.ok) throw new Error(`bulk: ${response.status} ${JSON.stringify(body)}`);
          return body.affected === BULK_SIZE
            ? 'one UPDATE over 10 000 ids and one insert of their log entries, in a transaction'
            : `affected ${body.affected}`;
        },
        null,
      ),
    );
    // each product changed has its own entry with its before and after (ADR 0046)
    const entries = (await logged()) - loggedBefore;
    results.at(-1)!.note +=
      entries === bulkCalls * BULK_SIZE
        ? `; ${fmt.int(entries)} log entries, one per product changed`
        : `; ${fmt.int(entries)} log entries for ${fmt.int(bulkCalls * BULK_SIZE)} products changed: INCOMPLETE`;

    printTable(
      ['case', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'target p95', 'met', 'note'],
      results.map((r) => [
        r.name,
        r.runs,
        fmt.ms(r.p50),
        fmt.ms(r.p95),
        fmt.ms(r.max),
        r.target === null ? '—' : `≤ ${r.target}`,
        r.target === null ? '—' : r.p95 <= r.target ? 'yes' : 'no',
        r.note,
      ]),
    );
    console.log(
      `\nload average after: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    saveResults('catalog', { generationSeconds, database: dbName, runs, cases: results });
    return true;
  } finally {
    await server?.stop();
    await data.end().catch(() => undefined);
    cleanup.release();
    rmSync(dataDir, { recursive: true, force: true });
    if (dropAtEnd) await admin((client) => client.query(`drop database if exists ${dbName} with (force)`));
  }
}

if (isMain(import.meta.url)) {
  benchCatalog()
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await stopAll();
      process.exitCode = 1;
    });
}

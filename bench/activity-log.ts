/**
 * The activity log at a million (issue 34): p50/p95 of the «Журнал дій» list — the first page, a
 * deep keyset page, filtered by member, by an object's history, by action, by a week, by member and
 * action — over the HTTP API of the built product on PostgreSQL; and what the generic recorder adds
 * to a mutating request (its insert, which runs after the answer has gone). Prints a table; asserts
 * nothing (the target is shown beside the figures).
 *
 *   npm run build && npm run bench:activity-log -w @supplier/bench
 *
 * The data (1 000 000 entries of one supplier over 360 days (inside the year kept), 100 000 of another; eight members and
 * the owner, thirty actions, six object types) is made with one INSERT … SELECT generate_series
 * per supplier, indexes dropped and rebuilt, in the database BENCH_ACTIVITY_DB; an existing,
 * complete one is reused.
 *
 * Environment (all optional): BENCH_PG_URL (admin connection, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_ACTIVITY_DB (default bench_activity),
 * BENCH_ACTIVITY_FRESH=1, BENCH_ACTIVITY_BIG (1000000), BENCH_ACTIVITY_SMALL (100000), BENCH_RUNS (50).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { activityActionLabels } from '@supplier/contracts/activity-actions';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { signIn, startProduct } from './lib/product';
import { catalogDatabase } from './lib/catalog-database';
import { saveResults } from './lib/results';
import { fmt } from './lib/table';
import { measure as timed, printCases } from './lib/timing';

const dbName = process.env.BENCH_ACTIVITY_DB ?? 'bench_activity';
const fresh = process.env.BENCH_ACTIVITY_FRESH === '1';
const big = Number(process.env.BENCH_ACTIVITY_BIG ?? 1_000_000);
const small = Number(process.env.BENCH_ACTIVITY_SMALL ?? 100_000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 50));
const BIG = { login: '+380990000001', password: 'catalog12345' };
const TARGET_MS = 50;
const ACTIONS = Object.keys(activityActionLabels.uk).slice(0, 30);
const OBJECTS = ['orders', 'products', 'stores', 'shelvings', 'account', 'team'];

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_ACTIVITY_DB: letters, digits and _ only');

const measure = (name: string, call: (index: number) => Promise<string | null>, target: number | null) =>
  timed(name, call, target, { runs, warmup: 5 });

/** Entries for every catalogue supplier that has none yet: one statement each, indexes rebuilt after. */
async function generateEntries(db: pg.Client): Promise<number> {
  const suppliers = (
    await db.query<{ id: string; telephone: string; n: string }>(
      `select s.id, s.telephone, (select count(*) from activity_log a where a.supplier_id = s.id) as n
       from suppliers s where s.telephone like '+38099%' order by s.telephone`,
    )
  ).rows.filter((row) => Number(row.n) === 0);
  if (suppliers.length === 0) return 0;
  const started = performance.now();
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'activity_log' and indexname not like '%_pkey'`,
    )
  ).rows;
  for (const index of indexes) await db.query(`drop index if exists ${index.name}`);
  for (const supplier of suppliers) {
    const count = supplier.telephone === BIG.login ? big : small;
    await db.query(
      `insert into activity_log (supplier_id, member_id, actor_name, action, object_type, object_id, object_label,
         changes, ip, user_agent, created_at)
       select $1::bigint, nullif(g % 9, 0),
         case when g % 9 = 0 then 'Власник' else 'Учасник ' || (g % 9) end,
         ($3::text[])[1 + (g * 7) % array_length($3::text[], 1)],
         ($4::text[])[1 + (g / 3) % array_length($4::text[], 1)],
         ((g * 31) % 20000)::text, '№ ' || ((g * 31) % 20000),
         case when g % 2 = 0 then jsonb_build_object('status', jsonb_build_object('from', 'new', 'to', 'processing'))
              else '{}'::jsonb end,
         '203.0.113.' || (g % 250), 'Mozilla/5.0 (bench)',
         now() - (g::bigint * interval '1 second' * (31104000.0 / $2::int))
       from generate_series(1, $2::int) g`,
      [supplier.id, count, ACTIONS, OBJECTS],
    );
    console.log(`  ${fmt.int(count)} entries for ${supplier.telephone}`);
  }
  for (const index of indexes) await db.query(index.def);
  await db.query('analyze activity_log');
  return (performance.now() - started) / 1000;
}

export async function benchActivityLog(): Promise<boolean> {
  console.log(
    `\n# The activity log at scale on PostgreSQL (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const url = await catalogDatabase(dbName, {
    fresh,
    catalog: { CATALOG_BIG: '200', CATALOG_SMALL: '100', CATALOG_SUPPLIERS: '2', CATALOG_SHELVINGS: '5' },
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const generated = await generateEntries(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-activity-'));
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
      (await db.query('select count(*) from activity_log where supplier_id = $1', [bigId])).rows[0].count,
    );
    console.log(
      `entries of the big supplier: ${fmt.int(total)}${generated ? ` (made in ${generated.toFixed(1)} s)` : ' (reused)'}\n`,
    );

    server = await startProduct({ databaseUrl: url, dataDir, env: { DATABASE_POOL_SIZE: '10' } });
    const base = `${server.baseUrl}/api/admin-suppliers/v1`;
    const headers = await signIn(server.baseUrl, BIG);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}/${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { data: unknown; meta?: { next_cursor: string | null } };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    const rows = (body: { data: unknown }) => (body.data as unknown[]).length;
    const deep = (
      await db.query(
        `select created_at::text as at, id::int from activity_log where supplier_id = $1 and id % 9973 = 5 order by id`,
        [bigId],
      )
    ).rows.map((row: { at: string; id: number }) =>
      Buffer.from(JSON.stringify([row.at, row.id])).toString('base64url'),
    );
    const pick = <T>(list: T[], i: number) => list[((i % list.length) + list.length) % list.length]!;
    const memberOf = (i: number) => pick([1, 2, 3, 4, 5, 6, 7, 8], i);
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });

    const results = [
      await measure('first page (50, newest)', async () => `${rows(await call('GET', 'activity'))} rows`, TARGET_MS),
      await measure(
        'deep page (keyset cursor)',
        async (i) => `${rows(await call('GET', `activity?cursor=${pick(deep, i * 7 + 3)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'one member',
        async (i) => `${rows(await call('GET', `activity?member=${memberOf(i)}`))} rows`,
        TARGET_MS,
      ),
      await measure('the owner', async () => `${rows(await call('GET', 'activity?member=owner'))} rows`, TARGET_MS),
      await measure(
        'an object’s history (orders #id)',
        async (i) =>
          `${rows(await call('GET', `activity?object_type=orders&object_id=${pick([...Array(20000).keys()], i * 97)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'one action',
        async (i) => `${rows(await call('GET', `activity?action=${pick(ACTIONS, i)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'a week half a year ago',
        async () => `${rows(await call('GET', `activity?date_from=${day(190)}&date_to=${day(183)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'member + action (rare pair)',
        async (i) => `${rows(await call('GET', `activity?member=${memberOf(i)}&action=${pick(ACTIONS, i + 1)}`))} rows`,
        TARGET_MS,
      ),
      await measure(
        'member + object type (rare pair)',
        async (i) =>
          `${rows(await call('GET', `activity?member=${memberOf(i)}&object_type=${pick(OBJECTS, i + 2)}`))} rows`,
        TARGET_MS,
      ),
    ];

    // The generic recorder: a mutating request's answer, and the insert that follows it.
    const shelving = (await call('POST', 'shelvings', { code: `BENCH-${Date.now() % 100000}`, name: 'Bench' })) as {
      data: { id: number };
    };
    await new Promise((resolve) => setTimeout(resolve, 300)); // the create's own entry lands after its answer
    const before = Number(
      (await db.query('select count(*) from activity_log where supplier_id = $1', [bigId])).rows[0].count,
    );
    const mutating = await measure(
      'PUT shelving (answer; recorded after it)',
      async (i) => {
        await call('PUT', `shelvings/${shelving.data.id}`, { code: `BENCH-${shelving.data.id}`, name: `Bench ${i}` });
        return null;
      },
      null,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recorded =
      Number((await db.query('select count(*) from activity_log where supplier_id = $1', [bigId])).rows[0].count) -
      before;
    const insert = await measure(
      'the recorder’s insert (at 1 M rows)',
      async () => {
        await db.query(
          `insert into activity_log (supplier_id, member_id, actor_name, action, object_type, object_id, changes, ip, user_agent)
           values ($1, null, coalesce((select nullif(trim(firstname || ' ' || lastname), '') from suppliers where id = $1), ''),
             'saveShelving', 'shelvings', $2, '{}', '127.0.0.1', 'bench')`,
          [bigId, String(shelving.data.id)],
        );
        return null;
      },
      null,
    );
    results.push(
      { ...mutating, note: `${recorded} entries recorded for ${mutating.runs + 5} requests` },
      { ...insert, note: 'one statement on its own connection after the answer' },
    );

    printCases(results);
    saveResults('activity-log', { total, cases: results });
    return results.every((r) => r.target === null || r.p95 <= r.target);
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchActivityLog().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * The supplier API's bulk stock and prices call (issue 15) on PostgreSQL: the built product with
 * the demo supplier's catalogue grown to BENCH_SUPPLIER_API_ITEMS products (10,000 by default), a
 * `stock:write` token made through the panel's integrations API, then BENCH_SUPPLIER_API_ROUNDS
 * calls of `POST /api/supplier/v1/stock` each setting the stock and price of every one of them by
 * SKU (over real HTTP, token checked, body validated, one transaction). Prints each call's time,
 * items/s and the body size; checks that the last round's figures are in the table exactly; and
 * times the same write as one bare `UPDATE … FROM unnest(…)` as the floor.
 *
 *   npm run build && npm run bench:supplier-api -w @supplier/bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const items = Math.min(10_000, Math.max(1, Number(process.env.BENCH_SUPPLIER_API_ITEMS ?? 10_000)));
const rounds = Math.max(1, Number(process.env.BENCH_SUPPLIER_API_ROUNDS ?? 5));
const dbName = 'bench_supplier_api';
const DEMO = { login: '+380501234567', password: 'demo12345' };
const sku = (i: number) => `BENCH-SAPI-${i}`;

export async function benchSupplierApi(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = databaseUrl(dbName);
  const dir = mkdtempSync(join(tmpdir(), 'bench-supplier-api-'));
  const db = new pg.Client({ connectionString: url });
  const release = async () => {
    await db.end().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    const server = await startProduct({
      databaseUrl: url,
      dataDir: join(dir, 'data'),
      env: { DEMO_SEED: 'true', SUPPLIER_API_RATE_LIMIT_PER_MINUTE: '1000000' },
      timeoutMs: 120_000,
    });
    await db.connect();
    const headers = await signIn(server.baseUrl, DEMO);

    // The catalogue: `items` more products of the demo supplier.
    const [{ id: supplierId }] = (await db.query(`select id::int from suppliers where telephone = $1`, [DEMO.login]))
      .rows as [{ id: number }];
    await db.query(
      `insert into products (supplier_id, category_id, name, sku, price, stock, status)
       select $1, (select category_id from products where supplier_id = $1 limit 1),
         'Товар для бенча ' || g, 'BENCH-SAPI-' || g, 10000, 1, 'active'
       from generate_series(0, $2 - 1) g`,
      [supplierId, items],
    );

    const created = await fetch(`${server.baseUrl}/api/admin-suppliers/v1/integrations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Бенч 1С', scopes: ['stock:write'] }),
    });
    if (created.status !== 201) throw new Error(`token: ${created.status} ${await created.text()}`);
    const { token } = (await created.json()) as { token: string };

    const body = (round: number) =>
      JSON.stringify({
        items: Array.from({ length: items }, (_, i) => ({
          sku: sku(i),
          stock: (i + round) % 100,
          price: 100 + ((i * 7 + round) % 5000) / 100,
        })),
      });
    const rows: string[][] = [];
    const seconds: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const payload = body(round);
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/supplier/v1/stock`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: payload,
      });
      const answer = (await response.json()) as { data?: { updated: number; failed: unknown[] } };
      const took = (performance.now() - started) / 1000;
      if (!response.ok || answer.data?.updated !== items) {
        throw new Error(`round ${round}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      }
      seconds.push(took);
      rows.push([
        String(round),
        fmt.int(items),
        fmt.kb(Buffer.byteLength(payload)),
        (took * 1000).toFixed(0),
        fmt.int(items / took),
      ]);
    }

    // Exactly what the last call asked for.
    const check = await db.query(
      `select count(*)::int as wrong from products p
       join generate_series(0, $2 - 1) g on p.sku = 'BENCH-SAPI-' || g
       where p.supplier_id = $1
         and (p.stock <> (g + $3) % 100 or p.price <> round((100 + ((g * 7 + $3) % 5000) / 100.0) * 100))`,
      [supplierId, items, rounds],
    );
    const wrong = (check.rows[0] as { wrong: number }).wrong;
    await server.stop();

    // The floor: one bare statement writing the same figures.
    const ids = (
      await db.query(`select id::int from products where supplier_id = $1 and sku like 'BENCH-SAPI-%' order by id`, [
        supplierId,
      ])
    ).rows.map((row: { id: number }) => row.id);
    const started = performance.now();
    await db.query(
      `update products p set stock = c.stock, price = c.price, updated_at = now()
       from unnest($1::bigint[], $2::int[], $3::bigint[]) as c(id, stock, price) where p.id = c.id`,
      [ids, ids.map((_, i) => i % 100), ids.map((_, i) => 20000 + i)],
    );
    const floorSeconds = (performance.now() - started) / 1000;

    printTable(['round', 'items', 'body KB', 'ms', 'items/s'], rows);
    const sorted = [...seconds].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `\nPOST /api/supplier/v1/stock, ${fmt.int(items)} items by SKU: median ${(median * 1000).toFixed(0)} ms, ` +
        `best ${(sorted[0]! * 1000).toFixed(0)} ms, worst ${(sorted.at(-1)! * 1000).toFixed(0)} ms; ` +
        `bare UPDATE floor ${(floorSeconds * 1000).toFixed(0)} ms; rows not as asked after the last call: ${wrong}`,
    );
    saveResults('supplier-api', { items, rounds, seconds, medianSeconds: median, floorSeconds, wrong });
    return wrong === 0;
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchSupplierApi().then(
    (held) => {
      if (!held) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/**
 * Bulk status changes of 500 orders (issue 32): the time and the process's peak memory of
 * accepting, confirming and shipping 500 ticked orders through `POST …/orders/accept` and
 * `POST …/orders/status`, a page (100) a call as the list sends them, each order in its own
 * locked transaction. The API runs in this process (buildApp on a fresh PostgreSQL database with
 * the demo seed, listening: the storefront simulator places the orders through the gateway).
 *
 *   npm run bench:orders-bulk-status -w @supplier/bench
 *
 * Environment (optional): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_BULK_ORDERS (500).
 */
import { ORDERS_BULK_MAX, type BulkStatusResponse } from '@supplier/contracts/orders';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { DEMO_CREDENTIALS, seedDemo } from '../apps/api/src/db/seed';
import { createTestDatabase } from '../apps/api/src/test/database';
import { isMain } from './lib/paths';
import { procStatusKib, resetPeak } from './lib/process';
import { adminUrl } from './lib/product';
import { saveResults } from './lib/results';
import { printTable } from './lib/table';

const count = Number(process.env.BENCH_BULK_ORDERS ?? 500);
const MB = 1024 * 1024;
const BASE = '/api/admin-suppliers/v1/orders';

async function call<T>(app: App, token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await app.inject({
    method,
    url,
    headers: { 'x-session': 'supplier', 'x-locale': 'uk', authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

interface ListPage {
  data: { id: number }[];
  meta: { next_cursor: string | null };
}

/** The ids of the supplier's orders in `tab`, newest first, at most `limit`. */
async function idsIn(app: App, token: string, tab: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ tab, per_page: '100', ...(cursor ? { cursor } : {}) });
    const page: ListPage = await call<ListPage>(app, token, 'GET', `${BASE}?${query}`);
    ids.push(...page.data.map((order) => order.id));
    cursor = page.meta.next_cursor;
  } while (cursor && ids.length < limit);
  return ids.slice(0, limit);
}

interface Phase {
  name: string;
  orders: number;
  changed: number;
  ms: number;
  rssPeakMb: number;
  heapPeakMb: number;
}

/** Sends `ids` a page a call to `url` with `body`, timing the whole and sampling the memory. */
async function phase(app: App, token: string, name: string, url: string, ids: number[], body: object): Promise<Phase> {
  global.gc?.();
  resetPeak(process.pid);
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);
  const started = performance.now();
  let changed = 0;
  for (let at = 0; at < ids.length; at += ORDERS_BULK_MAX) {
    const answer = await call<BulkStatusResponse>(app, token, 'POST', url, {
      ids: ids.slice(at, at + ORDERS_BULK_MAX),
      ...body,
    });
    changed += answer.data.filter((result) => result.ok).length;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const rssPeakKib = procStatusKib(process.pid, 'VmHWM') ?? process.resourceUsage().maxRSS;
  return { name, orders: ids.length, changed, ms, rssPeakMb: (rssPeakKib * 1024) / MB, heapPeakMb: heapPeak / MB };
}

export async function benchOrdersBulkStatus(): Promise<void> {
  process.env.TEST_DATABASE_URL ??= adminUrl;
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    DEV_TOOLS: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' }); // the storefront simulator calls the gateway over HTTP
    await seedDemo(database.db, config);
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      headers: { 'x-session': 'supplier' },
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    const { token } = login.json() as { token: string };
    console.log(`\n# Bulk status changes of ${count} orders (${ORDERS_BULK_MAX} a call), on PostgreSQL\n`);

    // The storefront places more than needed: some of its orders are cancelled or paid on the way.
    let fresh: number[] = [];
    while (fresh.length < count) {
      const placed = await app.inject({ method: 'POST', url: '/api/dev/simulate/orders', payload: { count: 200 } });
      if (placed.statusCode !== 200) throw new Error(`simulate: ${placed.statusCode} ${placed.body}`);
      fresh = await idsIn(app, token, 'new', count);
    }

    const phases = [await phase(app, token, 'accept (new → processing)', `${BASE}/accept`, fresh, {})];
    phases.push(await phase(app, token, 'confirm (→ confirmed)', `${BASE}/status`, fresh, { to: 'confirmed' }));
    phases.push(await phase(app, token, 'ship (→ shipped)', `${BASE}/status`, fresh, { to: 'shipped' }));
    phases.push(await phase(app, token, 'a repeat of ship (all refused)', `${BASE}/status`, fresh, { to: 'shipped' }));

    printTable(
      ['phase', 'orders', 'changed', 'total ms', 'ms an order', 'process RSS peak MB', 'heap peak MB'],
      phases.map((p) => [
        p.name,
        p.orders,
        p.changed,
        p.ms.toFixed(0),
        (p.ms / p.orders).toFixed(2),
        p.rssPeakMb.toFixed(0),
        p.heapPeakMb.toFixed(0),
      ]),
    );
    saveResults('orders-bulk-status', { count, phases });
  } finally {
    await app.close();
    await database.close();
  }
}

if (isMain(import.meta.url)) {
  benchOrdersBulkStatus().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

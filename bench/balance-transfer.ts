/**
 * Throughput and p99 latency of POST /api/v1/customers/balances/balance-transfer on PostgreSQL:
 * alternating `transfer_from_main` / `transfer_to_main` of 1 грн, each request with its own
 * Idempotency-Key, at 1, 8 and 32 concurrent clients, against ONE supplier (every client on the
 * same balances: row locks serialize them) and against MANY (client i moves supplier i's money).
 * Load: a bounded fetch loop (one request in flight per client). Prints figures and checks that
 * no money was created or lost; asserts nothing else.
 *
 *   npm run bench:transfer -w @supplier/bench
 *
 * Environment (all optional): BENCH_TRANSFER_DURATION (s per case, default 8),
 * BENCH_TRANSFER_WARMUP (s per case, default 1), BENCH_TRANSFER_CLIENTS (default "1,8,32"),
 * BENCH_TRANSFER_SUPPLIERS (the MANY case, default 32), BENCH_PG_URL (an admin connection,
 * default postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiServer, isMain, repoRoot } from './lib/paths';
import { freePort, onInterrupt, startServer, stopAll, type RunningServer } from './lib/process';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const TRANSFER_PATH = '/api/v1/customers/balances/balance-transfer';
const DEMO = { login: '+380501234567', password: 'demo12345' } as const;

const duration = Number(process.env.BENCH_TRANSFER_DURATION ?? 8);
const warmup = Number(process.env.BENCH_TRANSFER_WARMUP ?? 1);
const clientCounts = (process.env.BENCH_TRANSFER_CLIENTS ?? '1,8,32')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const manySuppliers = Math.max(...clientCounts, Number(process.env.BENCH_TRANSFER_SUPPLIERS ?? 32));
const adminPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Each supplier starts with this on main, then moves FLOAT to services so both directions always have money. */
const FUNDED_HRYVNIAS = 5000;
const FLOAT_HRYVNIAS = 500;

interface Supplier {
  id: number;
  token: string;
}

interface CaseFigures {
  target: 'one' | 'many';
  clients: number;
  suppliers: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
}

// --- calls ---------------------------------------------------------------------------------

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> | null; location: string | null }> {
  const headers: Record<string, string> = { 'x-session': 'supplier', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  }
  const response = await fetch(base + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, location: response.headers.get('location') };
}

function expectStatus(what: string, result: { status: number; body: unknown }, status: number): void {
  if (result.status !== status) {
    throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`);
  }
}

async function signInDemo(base: string): Promise<Supplier> {
  const result = await call(base, 'POST', '/api/admin-suppliers/v1/auth/login', { json: DEMO });
  expectStatus('demo login', result, 200);
  const body = result.body as { token: string; data: { id: number } };
  return { id: body.data.id, token: body.token };
}

/**
 * A new supplier through the real sign-up: register, the SMS code from the local driver's outbox,
 * confirm (the product runs with SMS_CODES_PER_IP_PER_HOUR raised, all sign-ups come from loopback).
 */
async function register(base: string, index: number): Promise<Supplier> {
  const telephone = `+38066${String((Date.now() % 100_000) * 100 + index)
    .padStart(7, '0')
    .slice(-7)}`;
  const registered = await call(base, 'POST', '/api/admin-suppliers/v2/auth/register', {
    json: {
      firstname: 'Бенч',
      lastname: `Постачальник ${index + 1}`,
      telephone,
      email: `bench-${telephone.slice(1)}@example.com`,
      password: 'bench-password-1',
    },
  });
  if (registered.status >= 300) expectStatus(`register ${telephone}`, registered, 200);
  const outbox = await call(base, 'GET', `/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`);
  expectStatus('sms outbox', outbox, 200);
  const [latest] = (outbox.body as { data: Array<{ text: string }> }).data;
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${telephone}`);
  const confirmed = await call(base, 'POST', '/api/admin-suppliers/v2/auth/confirm-code', {
    json: { telephone, code },
  });
  expectStatus('confirm-code', confirmed, 200);
  const body = confirmed.body as { token: string; data: { id: number } };
  return { id: body.data.id, token: body.token };
}

/** Funds main the way a provider does: up-balance, then the local checkout's `Сплатити` (its signed callback). */
async function fund(base: string, supplier: Supplier, amount: number): Promise<void> {
  const started = await call(base, 'POST', '/api/admin-suppliers/v1/customer/account/up-balance', {
    token: supplier.token,
    json: { amount },
    headers: { 'idempotency-key': `bench-fund-${supplier.id}-${Date.now()}` },
  });
  expectStatus('up-balance', started, 200);
  const path = new URL(String(started.body?.url)).pathname;
  const paid = await call(base, 'POST', path, { form: 'decision=pay' });
  expectStatus('local checkout', paid, 303);
  const float = await call(base, 'POST', TRANSFER_PATH, {
    token: supplier.token,
    json: { amount: FLOAT_HRYVNIAS, transfer_direction: 'transfer_from_main' },
    headers: { 'idempotency-key': `bench-float-${supplier.id}-${Date.now()}` },
  });
  expectStatus('float transfer', float, 200);
}

async function balancesOf(base: string, supplier: Supplier): Promise<{ main: number; services: number }> {
  const settings = await call(base, 'GET', '/api/admin-suppliers/v1/settings', { token: supplier.token });
  expectStatus('settings', settings, 200);
  const body = settings.body as { balance: { total: number }; service_balance: { total: number } };
  return { main: body.balance.total, services: body.service_balance.total };
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

// --- load ----------------------------------------------------------------------------------

let keySequence = 0;
const runId = `${process.pid}-${Date.now().toString(36)}`;

interface LoadResult {
  seconds: number;
  latencies: number[];
  non2xx: number;
  errors: number;
}

/**
 * A bounded fetch loop: `clients` workers, each with one keep-alive connection and one request in
 * flight. Worker i moves supplier (i mod n)'s money and alternates from_main / to_main, so its
 * own share of services never goes below what it moved; every request has a fresh Idempotency-Key.
 * Runs until `seconds` have passed; the requests in flight then finish and count.
 */
async function load(base: string, suppliers: Supplier[], clients: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      const supplier = suppliers[worker % suppliers.length]!;
      for (let sent = 0; performance.now() < deadline; sent += 1) {
        keySequence += 1;
        const begin = performance.now();
        try {
          const response = await fetch(base + TRANSFER_PATH, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-session': 'supplier',
              authorization: `Bearer ${supplier.token}`,
              'idempotency-key': `bench-${runId}-${keySequence}`,
            },
            body: JSON.stringify({
              amount: 1,
              transfer_direction: sent % 2 === 0 ? 'transfer_from_main' : 'transfer_to_main',
            }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - begin);
          if (response.status < 200 || response.status >= 300) non2xx += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, non2xx, errors };
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
async function withThrowawayDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_transfer_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminPgUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const drop = async () => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const interrupt = onInterrupt(drop);
    const url = new URL(adminPgUrl);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      interrupt.release();
      await drop();
    }
  } finally {
    await admin.end();
  }
}

async function runAll(databaseUrl: string): Promise<{ cases: CaseFigures[]; conserved: boolean; notes: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-bench-transfer-'));
  const removeDataDir = onInterrupt(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  let product: RunningServer | null = null;
  try {
    product = await startServer({
      name: 'product (postgres)',
      args: [apiServer],
      cwd: repoRoot,
      port,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_SEED: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        NODE_ENV: 'production',
        DEV_TOOLS: 'true',
        SMS_CODES_PER_IP_PER_HOUR: '100000',
        PAYMENTS_DRIVER: 'local',
        SMS_DRIVER: 'log',
        REDIS_URL: '',
      },
      readyPath: '/api/health',
    });
    const base = product.baseUrl;

    console.log(`  seeding: the demo supplier and ${manySuppliers} new ones, each funded through the local checkout…`);
    const one = await signInDemo(base);
    const many = await inBatches(
      Array.from({ length: manySuppliers }, (_, index) => index),
      4,
      (index) => register(base, index),
    );
    await inBatches([one, ...many], 8, (supplier) => fund(base, supplier, FUNDED_HRYVNIAS));

    const cases: CaseFigures[] = [];
    for (const target of ['one', 'many'] as const) {
      for (const clients of clientCounts) {
        const suppliers = target === 'one' ? [one] : many.slice(0, clients);
        console.log(`  ${target === 'one' ? 'ONE supplier' : `${clients} suppliers`}, ${clients} clients…`);
        if (warmup > 0) await load(base, suppliers, clients, warmup);
        const result = await load(base, suppliers, clients, duration);
        const sorted = result.latencies.sort((a, b) => a - b);
        cases.push({
          target,
          clients,
          suppliers: suppliers.length,
          requestsPerSecond: sorted.length / result.seconds,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted.at(-1) ?? 0,
          total: sorted.length,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      }
    }

    // Every transfer moves money between one supplier's own balances: main + services must be
    // exactly what was paid in, whatever was refused or raced.
    const notes: string[] = [];
    let conserved = true;
    for (const supplier of [one, ...many]) {
      const { main, services } = await balancesOf(base, supplier);
      if (Math.round((main + services) * 100) !== FUNDED_HRYVNIAS * 100) {
        conserved = false;
        notes.push(`supplier ${supplier.id}: main ${main} + services ${services} ≠ ${FUNDED_HRYVNIAS}`);
      }
    }
    return { cases, conserved, notes };
  } finally {
    await product?.stop();
    removeDataDir.release();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(cases: CaseFigures[], conserved: boolean, notes: string[], loadBefore: number[]): void {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`\nPOST ${TRANSFER_PATH} on PostgreSQL (1 product process, default pool)`);
  console.log(
    `alternating transfer_from_main / transfer_to_main of 1 грн, a fresh Idempotency-Key each; ${duration} s per case ` +
      `after ${warmup} s warm-up; a bounded fetch loop in the bench process (one keep-alive connection per client), loopback; ${cpus().length} CPUs, load average ` +
      `${load(loadBefore)} before, ${load(loadavg())} after\n`,
  );
  printTable(
    ['target', 'clients', 'suppliers', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'],
    cases.map((c) => [
      c.target === 'one' ? 'ONE' : 'MANY',
      c.clients,
      c.suppliers,
      fmt.int(c.requestsPerSecond),
      fmt.ms(c.p50),
      fmt.ms(c.p99),
      fmt.ms(c.max),
      fmt.int(c.total),
      c.non2xx,
      c.errors,
    ]),
  );
  console.log(
    `\nmain + services of every supplier equals what was paid in: ${conserved ? 'yes' : `NO\n  ${notes.join('\n  ')}`}`,
  );
}

export async function benchBalanceTransfer(): Promise<boolean> {
  if (!existsSync(apiServer)) {
    console.log(`balance-transfer bench: ${apiServer} is missing; build the product first (npm run build).`);
    return false;
  }
  if (clientCounts.length === 0) {
    console.log('balance-transfer bench: BENCH_TRANSFER_CLIENTS has no positive integers.');
    return false;
  }
  console.log(`balance-transfer bench on PostgreSQL (${adminPgUrl.replace(/\/\/[^@]*@/, '//…@')})`);
  const loadBefore = loadavg();
  try {
    const { cases, conserved, notes } = await withThrowawayDatabase(runAll);
    report(cases, conserved, notes, loadBefore);
    saveResults('balance-transfer', { duration, warmup, clientCounts, manySuppliers, loadBefore, cases, conserved });
    const failed = cases.some((c) => c.total === 0 || c.errors > 0 || c.non2xx > 0);
    return conserved && !failed;
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    await stopAll();
  }
}

if (isMain(import.meta.url)) {
  const complete = await benchBalanceTransfer();
  if (!complete) process.exitCode = 1;
}

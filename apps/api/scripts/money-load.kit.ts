/**
 * Shared by money-concurrency.ts and money-crash.ts: a throwaway PostgreSQL database, API
 * processes (node dist/server.js) on it, seeded suppliers with top-ups through the local
 * checkout, a mixed load of money calls with Idempotency-Keys, and the final checks.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { idempotencyKeys, journalEntries, payments, suppliers } from '../src/db/schema';
import { signLiqpay } from '../src/drivers/payments';
import { tokensRepository } from '../src/modules/identity';
import { checkLedgerInvariants, type LedgerInvariantReport } from '../src/modules/money';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LOCAL_KEY = 'money-load-local-payments-key';
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// --- database -------------------------------------------------------------------------------

export interface LoadDatabase {
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated database on the PostgreSQL server (dropped at the end unless KEEP_DB=1). */
export async function createLoadDatabase(): Promise<LoadDatabase> {
  const name = `money_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 5 });
  await migrate(database);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      if (process.env.KEEP_DB === '1') {
        console.log(`kept database ${name}`);
        return;
      }
      const dropper = new pg.Client({ connectionString: SERVER_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

// --- API processes --------------------------------------------------------------------------

export function buildApi(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('API build failed');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  name: string;
  base: string;
  child: ChildProcess;
  port: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'money-load-'));

/** Starts `node dist/server.js` on the database and waits for /api/health. */
export async function startApi(name: string, databaseUrl: string, port?: number): Promise<ApiProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '20',
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '10000000',
      LOCAL_PAYMENTS_PRIVATE_KEY: LOCAL_KEY,
      PAYMENTS_DRIVER: 'local',
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${chosen}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { name, base, child, port: chosen };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become healthy`);
}

export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

// --- calls ------------------------------------------------------------------------------------

export interface Supplier {
  id: number;
  token: string;
  referrerId: number | null;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown> | null;
  replayed: boolean;
  ms: number;
}

/** A panel call; status 0 when the process could not be reached (killed, refused). */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string; form?: string } = {},
): Promise<CallResult> {
  const started = performance.now();
  const headers: Record<string, string> = { 'x-session': 'supplier', 'x-locale': 'uk' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  let payload: string | undefined;
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = options.form;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  try {
    const response = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    return {
      status: response.status,
      body,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, body: null, replayed: false, ms: performance.now() - started };
  }
}

// --- seed -----------------------------------------------------------------------------------

export const IBAN = 'UA213223130000026007233566001';

/**
 * Suppliers (the first one invited the next three), signed in, with a payout account, and topped
 * up through the local checkout: up-balance on one process, the `Сплатити` form on the other,
 * plus a replayed signed callback for each payment (must not credit twice).
 */
export async function seedSuppliers(
  db: Database['db'],
  apis: ApiProcess[],
  options: { count: number; topUps: number; topUpHryvnias: number },
): Promise<{ suppliers: Supplier[]; toppedUp: number; callbackReplays: number }> {
  const created: Supplier[] = [];
  for (let i = 0; i < options.count; i++) {
    const referrerId = i >= 1 && i <= 3 ? created[0]!.id : null;
    const [row] = await db
      .insert(suppliers)
      .values({
        firstname: `Постачальник`,
        lastname: `№${i + 1}`,
        telephone: `+38050${String(Date.now() % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
        isConfirmTelephone: true,
        referrerId,
      })
      .returning({ id: suppliers.id });
    const token = await tokensRepository(db).issue(row!.id, {});
    created.push({ id: row!.id, token, referrerId });
  }
  let toppedUp = 0;
  let callbackReplays = 0;
  await Promise.all(
    created.map(async (supplier, index) => {
      const account = await call(apis[0]!.base, 'PUT', '/api/v1/customers/payout-account', {
        token: supplier.token,
        body: { iban: IBAN, holder_name: 'ФОП Тестовий', tax_id: '1234567899' },
      });
      if (account.status !== 200) throw new Error(`payout account: ${account.status}`);
      for (let n = 0; n < options.topUps; n++) {
        const api = apis[(index + n) % apis.length]!;
        const other = apis[(index + n + 1) % apis.length]!;
        const started = await call(api.base, 'POST', '/api/admin-suppliers/v1/customer/account/up-balance', {
          token: supplier.token,
          body: { amount: options.topUpHryvnias },
        });
        const url = started.body?.url;
        if (started.status !== 200 || typeof url !== 'string') throw new Error(`up-balance: ${started.status}`);
        const path = new URL(url).pathname;
        const paid = await call(other.base, 'POST', path, { form: 'decision=pay' });
        if (paid.status !== 303) throw new Error(`checkout: ${paid.status}`);
        toppedUp += 1;
        // The provider repeats its callback: must answer 200 and credit nothing more.
        const orderId = path.split('/').pop()!;
        const replay = signLiqpay(LOCAL_KEY, {
          version: 3,
          public_key: 'local',
          action: 'pay',
          status: 'success',
          amount: options.topUpHryvnias,
          currency: 'UAH',
          order_id: orderId,
        });
        const again = await call(api.base, 'POST', '/api/payments/callback/local', {
          form: new URLSearchParams(replay).toString(),
        });
        if (again.status !== 200) throw new Error(`callback replay: ${again.status}`);
        callbackReplays += 1;
      }
    }),
  );
  return { suppliers: created, toppedUp, callbackReplays };
}

// --- load -----------------------------------------------------------------------------------

export type OperationKind = 'transfer_from_main' | 'transfer_to_main' | 'supplier_panel' | 'payout' | 'payout_status';

export interface Sent {
  kind: OperationKind;
  supplier: Supplier;
  key: string;
  body: unknown;
  result: CallResult;
  api: string;
}

export interface LoadStats {
  sent: Sent[];
  durationMs: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const kopiyky = (min: number, max: number) => (Math.floor(Math.random() * (max - min)) + min) / 100;

function operation(): OperationKind {
  const roll = Math.random();
  if (roll < 0.36) return 'transfer_from_main';
  if (roll < 0.6) return 'transfer_to_main';
  if (roll < 0.78) return 'supplier_panel';
  if (roll < 0.93) return 'payout';
  return 'payout_status';
}

let sequence = 0;

/** One random money call (each with its own Idempotency-Key), or a repeat of an earlier one. */
async function fire(apis: () => ApiProcess[], suppliersList: Supplier[], sent: Sent[], payoutIds: number[]) {
  const api = pick(apis());
  const supplier = pick(suppliersList);
  // 10%: the client repeats an earlier request with the same key (a retry): must replay.
  const earlier = sent.filter((item) => item.kind !== 'payout_status' && item.result.status !== 0);
  if (earlier.length > 0 && Math.random() < 0.1) {
    const original = pick(earlier);
    const path =
      original.kind === 'payout' ? '/api/v1/customers/payouts' : '/api/v1/customers/balances/balance-transfer';
    const result = await call(api.base, 'POST', path, {
      token: original.supplier.token,
      body: original.body,
      key: original.key,
    });
    return { repeatOf: original, result };
  }
  const kind = operation();
  const key = `load-${process.pid}-${++sequence}`;
  let body: unknown;
  let result: CallResult;
  if (kind === 'payout') {
    body = { amount: kopiyky(10_000, 200_000) };
    result = await call(api.base, 'POST', '/api/v1/customers/payouts', { token: supplier.token, body, key });
    const id = (result.body?.data as { id?: number } | undefined)?.id;
    if (result.status === 201 && !result.replayed && id) payoutIds.push(id);
  } else if (kind === 'payout_status') {
    const id = payoutIds.length > 0 ? pick(payoutIds) : 0;
    body = { status: pick(['processing', 'paid', 'rejected'] as const), reason: 'load test' };
    result = await call(api.base, 'POST', `/api/dev/payouts/${id}/status`, { body });
  } else {
    body =
      kind === 'supplier_panel'
        ? { transfer_direction: 'supplier_panel', amount: 499 }
        : { transfer_direction: kind, amount: kopiyky(100, 300_000), description: 'навантаження' };
    result = await call(api.base, 'POST', '/api/v1/customers/balances/balance-transfer', {
      token: supplier.token,
      body,
      key,
    });
  }
  sent.push({ kind, supplier, key, body, result, api: api.name });
  return null;
}

/**
 * `clients` parallel loops until `total` requests were sent. `apis` is read on every call, so a
 * caller may swap processes mid-load (crash test). Returns what was sent and the repeats.
 */
export async function runLoad(
  apis: () => ApiProcess[],
  suppliersList: Supplier[],
  options: { clients: number; total: number; onProgress?: (done: number) => void },
): Promise<LoadStats & { repeats: { repeatOf: Sent; result: CallResult }[] }> {
  const sent: Sent[] = [];
  const repeats: { repeatOf: Sent; result: CallResult }[] = [];
  const payoutIds: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (issued < options.total) {
        issued += 1;
        const repeat = await fire(apis, suppliersList, sent, payoutIds);
        if (repeat) repeats.push(repeat);
        options.onProgress?.(sent.length + repeats.length);
      }
    }),
  );
  return { sent, repeats, durationMs: performance.now() - started };
}

// --- checks ---------------------------------------------------------------------------------

export interface Verdict {
  invariants: LedgerInvariantReport;
  /** Accepted keyed requests whose journal entries are not exactly the expected ones. */
  journalMismatches: string[];
  /** Refused keyed requests that left an entry or a key behind. */
  refusedWithTraces: string[];
  /** Repeats of a key that did not replay the first answer. */
  badRepeats: string[];
  payments: { succeeded: number; topUpEntries: number };
}

const EXPECTED_KINDS: Record<Exclude<OperationKind, 'payout_status'>, string> = {
  transfer_from_main: 'transfer_from_main',
  transfer_to_main: 'transfer_to_main',
  supplier_panel: 'subscription',
  payout: 'payout_hold',
};

/**
 * Invariants, plus: every accepted keyed request is in the journal exactly once (its own entry,
 * and for a friend's purchase the referrer's reward), every refused one left nothing, and every
 * repeat replayed the first answer.
 */
export async function verify(
  db: Database['db'],
  sent: Sent[],
  repeats: { repeatOf: Sent; result: CallResult }[],
): Promise<Verdict> {
  const keyed = sent.filter((item) => item.kind !== 'payout_status');
  const keys = keyed.map((item) => item.key);
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({
            key: idempotencyKeys.key,
            supplierId: idempotencyKeys.supplierId,
            statusCode: idempotencyKeys.statusCode,
            kinds: sql<string[]>`coalesce(array_agg(${journalEntries.kind} order by ${journalEntries.id})
              filter (where ${journalEntries.id} is not null), '{}')`,
          })
          .from(idempotencyKeys)
          .leftJoin(journalEntries, sql`${journalEntries.idempotencyKeyId} = ${idempotencyKeys.id}`)
          .where(inArray(idempotencyKeys.key, keys))
          .groupBy(idempotencyKeys.id);
  const byKey = new Map(rows.map((row) => [`${row.supplierId}:${row.key}`, row]));
  const attemptsOf = new Map<string, CallResult[]>();
  for (const { repeatOf, result } of repeats) {
    const list = attemptsOf.get(repeatOf.key) ?? [];
    list.push(result);
    attemptsOf.set(repeatOf.key, list);
  }
  const isAccepted = (result: CallResult) => result.status === 200 || result.status === 201;
  const journalMismatches: string[] = [];
  const refusedWithTraces: string[] = [];
  const badRepeats: string[] = [];
  for (const item of keyed) {
    const row = byKey.get(`${item.supplier.id}:${item.key}`);
    // A key's attempts: the first request and every retry with the same key.
    const attempts = [item.result, ...(attemptsOf.get(item.key) ?? [])];
    const accepted = attempts.filter(isAccepted);
    if (accepted.length > 0) {
      const kind = EXPECTED_KINDS[item.kind as keyof typeof EXPECTED_KINDS];
      const expected =
        kind === 'subscription' && item.supplier.referrerId !== null ? [kind, 'referral_reward'] : [kind];
      if (!row || JSON.stringify(row.kinds) !== JSON.stringify(expected)) {
        journalMismatches.push(
          `${item.key}: expected ${expected.join('+')}, found ${row ? row.kinds.join('+') : 'no key'}`,
        );
      }
      const fresh = accepted.filter((result) => !result.replayed);
      const bodies = new Set(accepted.map((result) => JSON.stringify(result.body)));
      if (fresh.length > 1 || bodies.size > 1) {
        badRepeats.push(`${item.key}: ${fresh.length} fresh answers, ${bodies.size} different bodies`);
      }
    } else if (attempts.every((result) => result.status !== 0) && row) {
      refusedWithTraces.push(`${item.key}: answered ${item.result.status} but left ${row.kinds.join('+') || 'a key'}`);
    }
  }
  const [paid] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(sql`${payments.status} = 'succeeded'`);
  const [topUps] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(journalEntries)
    .where(sql`${journalEntries.kind} = 'top_up'`);
  return {
    invariants: await checkLedgerInvariants(db),
    journalMismatches,
    refusedWithTraces,
    badRepeats,
    payments: { succeeded: paid?.n ?? 0, topUpEntries: topUps?.n ?? 0 },
  };
}

export function verdictOk(verdict: Verdict): boolean {
  return (
    verdict.invariants.problems.length === 0 &&
    verdict.journalMismatches.length === 0 &&
    verdict.refusedWithTraces.length === 0 &&
    verdict.badRepeats.length === 0 &&
    verdict.payments.succeeded === verdict.payments.topUpEntries
  );
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The figures of a run, one line each. */
export function report(
  title: string,
  load: LoadStats & { repeats: { repeatOf: Sent; result: CallResult }[] },
  verdict: Verdict,
): void {
  const all = [...load.sent.map((item) => item.result), ...load.repeats.map((item) => item.result)];
  const count = (predicate: (item: Sent) => boolean) => load.sent.filter(predicate).length;
  const funds = count((item) => item.result.body?.code === 'insufficient_funds');
  const accepted = count((item) => item.result.status === 200 || item.result.status === 201);
  const byKind = (kind: OperationKind) =>
    `${count((item) => item.kind === kind && (item.result.status === 200 || item.result.status === 201))}/${count((item) => item.kind === kind)}`;
  const ms = all.map((item) => item.ms);
  console.log(`\n== ${title} ==`);
  console.log(`requests              ${all.length} (${load.sent.length} new + ${load.repeats.length} repeated keys)`);
  console.log(`accepted              ${accepted}`);
  console.log(`  transfer_from_main  ${byKind('transfer_from_main')}`);
  console.log(`  transfer_to_main    ${byKind('transfer_to_main')}`);
  console.log(`  subscription        ${byKind('supplier_panel')}`);
  console.log(`  payout request      ${byKind('payout')}`);
  console.log(`  payout status       ${byKind('payout_status')} (others: 409 wrong step / 404 none yet)`);
  console.log(`rejected for funds    ${funds}`);
  console.log(`unreachable (status 0) ${all.filter((item) => item.status === 0).length}`);
  console.log(
    `other answers         ${JSON.stringify(
      Object.fromEntries(
        Object.entries(
          all.reduce<Record<string, number>>((acc, item) => {
            if (![0, 200, 201].includes(item.status) && item.body?.code !== 'insufficient_funds') {
              const label = `${item.status} ${String(item.body?.code ?? '')}`;
              acc[label] = (acc[label] ?? 0) + 1;
            }
            return acc;
          }, {}),
        ),
      ),
    )}`,
  );
  const ofAccepted = load.repeats.filter(
    (item) => item.repeatOf.result.status === 200 || item.repeatOf.result.status === 201,
  );
  console.log(
    `same-key repeats      ${load.repeats.length}: ${ofAccepted.filter((item) => item.result.replayed).length}/${ofAccepted.length} ` +
      `of accepted requests replayed, ${load.repeats.length - ofAccepted.length} of refused or unanswered ones ran again`,
  );
  console.log(
    `duration              ${(load.durationMs / 1000).toFixed(2)} s (${((all.length / load.durationMs) * 1000).toFixed(0)} req/s)`,
  );
  console.log(
    `latency p50/p95/max   ${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} / ${percentile(ms, 100).toFixed(0)} ms`,
  );
  console.log(
    `ledger                ${verdict.invariants.accounts} accounts, ${verdict.invariants.entries} entries, ${verdict.invariants.postings} postings, total ${verdict.invariants.totalBalance}`,
  );
  console.log(
    `invariant problems    ${verdict.invariants.problems.length}${verdict.invariants.problems.length ? `: ${verdict.invariants.problems.slice(0, 5).join('; ')}` : ''}`,
  );
  console.log(
    `journal exactly once  ${verdict.journalMismatches.length === 0 ? 'yes' : `NO: ${verdict.journalMismatches.slice(0, 5).join('; ')}`}`,
  );
  console.log(
    `refused left nothing  ${verdict.refusedWithTraces.length === 0 ? 'yes' : `NO: ${verdict.refusedWithTraces.slice(0, 5).join('; ')}`}`,
  );
  console.log(
    `repeats consistent    ${verdict.badRepeats.length === 0 ? 'yes' : `NO: ${verdict.badRepeats.slice(0, 5).join('; ')}`}`,
  );
  console.log(
    `top-ups credited once ${verdict.payments.succeeded === verdict.payments.topUpEntries ? 'yes' : 'NO'} (${verdict.payments.succeeded} payments, ${verdict.payments.topUpEntries} entries)`,
  );
  console.log(`RESULT                ${verdictOk(verdict) ? 'OK' : 'FAILED'}`);
}

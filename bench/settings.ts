/**
 * Throughput and p99 latency of GET /api/admin-suppliers/v1/settings (signed in as the demo
 * supplier) against a bare Fastify JSON route measured in the same run, on PGlite and on
 * PostgreSQL, plus the product's resident memory. Prints figures; asserts nothing.
 *
 *   npm run bench:settings -w @supplier/bench
 *
 * Environment (all optional): BENCH_DURATION (s, default 10), BENCH_ROUNDS (default 5),
 * BENCH_WARMUP (s, default 3),
 * BENCH_CONNECTIONS (default 50), BENCH_BACKENDS (default "pglite,postgres"),
 * BENCH_PG_URL (an admin connection to the PostgreSQL server, default
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is created there and dropped),
 * BENCH_CPU_PROF (a directory for the product's V8 CPU profiles, one per backend).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiServer, benchDir, isMain, repoRoot } from './lib/paths';
import {
  cpuMeter,
  freePort,
  onInterrupt,
  procStatusKib,
  startServer,
  stopAll,
  type RunningServer,
} from './lib/process';
import { API_HEAP_MB } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const DEMO = { login: '+380501234567', password: 'demo12345' } as const;
const SETTINGS_PATH = '/api/admin-suppliers/v1/settings';
const LOGIN_PATH = '/api/admin-suppliers/v1/auth/login';
/** Issue 36 (issue 7 asked 25 %). */
const TARGET_RATIO = 0.35;

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
const adminPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A directory: the product runs with --cpu-prof and leaves a .cpuprofile there per backend. */
const cpuProfileDir = process.env.BENCH_CPU_PROF;

type Backend = 'pglite' | 'postgres';

interface LoadFigures {
  requestsPerSecond: number;
  /** Lowest and highest req/s of a single round, to show how steady the machine was. */
  roundMin: number;
  roundMax: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU time per 1000 requests of the server process, and of the PostgreSQL backends serving it. */
  serverCpuPerK: number;
  databaseCpuPerK: number | null;
}

interface BackendFigures {
  backend: Backend;
  settings: LoadFigures;
  bare: LoadFigures;
  rssIdleKib: number | null;
  rssAfterKib: number | null;
  peakKib: number | null;
}

/** What autocannon answers with `skipAggregateResult` (histograms still encoded). */
interface RawRun {
  totalCompletedRequests: number;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon.aggregateResult exists (merges the latency histograms) but is not in @types/autocannon. */
const aggregate = (autocannon as unknown as { aggregateResult: (runs: RawRun[], opts: object) => autocannon.Result })
  .aggregateResult;

interface Target {
  url: string;
  headers: Record<string, string>;
  runs: RawRun[];
  /** CPU used by the server process, and by its database backends (PostgreSQL only), while measured. */
  serverCpu: CpuMeter;
  databaseCpu?: CpuMeter;
  /** Called after each measured slice (the product's RSS is read right after its own load). */
  afterRun?: () => void;
}

type CpuMeter = ReturnType<typeof cpuMeter>;

async function load(target: Target, seconds: number): Promise<RawRun> {
  const run = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    pipelining: 1,
    skipAggregateResult: true,
  });
  return run as unknown as RawRun;
}

/**
 * Both targets are warmed up (not reported), then measured in `rounds` alternating slices
 * (A B, B A, A B…) so that other work on the machine weighs on both alike. Latency
 * percentiles come from the merged histograms of all rounds; req/s is completed requests over
 * the measured time.
 */
async function measurePair(targets: Target[]): Promise<void> {
  for (const target of targets) if (warmup > 0) await load(target, warmup);
  const slice = duration / rounds;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      await Promise.all([target.serverCpu.start(), target.databaseCpu?.start()]);
      target.runs.push(await load(target, slice));
      await Promise.all([target.serverCpu.stop(), target.databaseCpu?.stop()]);
      target.afterRun?.();
    }
  }
}

function figures(target: Target): LoadFigures {
  const merged = aggregate(target.runs, { url: target.url, connections });
  const perRound = target.runs.map((run) => run.totalCompletedRequests / run.duration);
  const total = target.runs.reduce((sum, run) => sum + run.totalCompletedRequests, 0);
  const seconds = target.runs.reduce((sum, run) => sum + run.duration, 0);
  return {
    requestsPerSecond: total / seconds,
    roundMin: Math.min(...perRound),
    roundMax: Math.max(...perRound),
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    total,
    non2xx: target.runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: target.runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
    serverCpuPerK: (target.serverCpu.total() / total) * 1000,
    databaseCpuPerK: target.databaseCpu ? (target.databaseCpu.total() / total) * 1000 : null,
  };
}

async function signIn(product: RunningServer): Promise<string> {
  const response = await fetch(product.baseUrl + LOGIN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': 'supplier' },
    body: JSON.stringify(DEMO),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${LOGIN_PATH} answered ${response.status}: ${text.slice(0, 300)}`);
  const token = (JSON.parse(text) as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error(`POST ${LOGIN_PATH} answered no token: ${text.slice(0, 300)}`);
  return token;
}

/** One GET before the load, so a 401/404 is reported instead of being measured. */
async function preflight(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
}

/** The PostgreSQL backend processes serving one database (same machine: their CPU is read from /proc). */
type BackendPids = () => Promise<number[]>;

async function withThrowawayDatabase<T>(run: (url: string, backendPids: BackendPids) => Promise<T>): Promise<T> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminPgUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const drop = async () => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const interrupt = onInterrupt(drop);
    const url = new URL(adminPgUrl);
    url.pathname = `/${name}`;
    try {
      const backendPids = async () =>
        (
          await admin.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          )
        ).rows.map((row) => row.pid);
      return await run(url.toString(), backendPids);
    } finally {
      interrupt.release();
      await drop();
    }
  } finally {
    await admin.end();
  }
}

async function runBackend(
  backend: Backend,
  databaseUrl: string | undefined,
  backendPids?: BackendPids,
): Promise<BackendFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-bench-'));
  const removeDataDir = onInterrupt(async () => rmSync(dataDir, { recursive: true, force: true }));
  const productPort = await freePort();
  const barePort = await freePort();
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(productPort),
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    NODE_ENV: 'production',
    DEV_TOOLS: 'true',
    MALLOC_ARENA_MAX: '1',
  };
  // Set or blanked, so nothing leaks in from the caller's environment.
  env.DATABASE_URL = databaseUrl ?? '';
  env.REDIS_URL = '';

  const product = await startServer({
    name: `product (${backend})`,
    // The bounds `npm run serve` and the Docker image start the product with (ADR 0034).
    args: [
      `--max-old-space-size=${API_HEAP_MB}`,
      ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
      apiServer,
    ],
    cwd: repoRoot,
    port: productPort,
    env,
    readyPath: '/api/health',
  });
  const bare = await startServer({
    name: 'bare Fastify',
    args: ['--import', 'tsx', join(benchDir, 'bare-server.ts')],
    cwd: benchDir,
    port: barePort,
    env: { PORT: String(barePort), NODE_ENV: 'production' },
    readyPath: '/bare',
  });
  try {
    const token = await signIn(product);
    const headers = { 'x-session': 'supplier', authorization: `Bearer ${token}` };
    await preflight(product.baseUrl + SETTINGS_PATH, headers);
    await sleep(2000);
    const rssIdleKib = procStatusKib(product.pid, 'VmRSS');

    console.log(
      `  ${backend}: settings and bare Fastify, ${warmup} s warm-up each, then ${rounds} alternating rounds ` +
        `of ${duration / rounds} s each (${duration} s per case), ${connections} connections…`,
    );
    let rssAfterKib: number | null = null;
    const settingsTarget: Target = {
      url: product.baseUrl + SETTINGS_PATH,
      headers,
      runs: [],
      serverCpu: cpuMeter(() => [product.pid]),
      ...(backendPids ? { databaseCpu: cpuMeter(backendPids) } : {}),
      afterRun: () => (rssAfterKib = procStatusKib(product.pid, 'VmRSS')),
    };
    const bareTarget: Target = {
      url: `${bare.baseUrl}/bare`,
      headers: {},
      runs: [],
      serverCpu: cpuMeter(() => [bare.pid]),
    };
    await measurePair([settingsTarget, bareTarget]);
    // VmHWM is synced lazily by the kernel: never report a peak below a reading already taken.
    const peakKib = Math.max(procStatusKib(product.pid, 'VmHWM') ?? 0, rssIdleKib ?? 0, rssAfterKib ?? 0) || null;
    const settings = figures(settingsTarget);
    const bareFigures = figures(bareTarget);
    return { backend, settings, bare: bareFigures, rssIdleKib, rssAfterKib, peakKib };
  } finally {
    await bare.stop();
    await product.stop();
    removeDataDir.release();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: BackendFigures[], loadBefore: number[]): void {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`\nGET ${SETTINGS_PATH} (demo supplier) vs a bare Fastify JSON route`);
  console.log(
    `${duration} s per case in ${rounds} alternating rounds after ${warmup} s warm-up, ${connections} connections, ` +
      `loopback, autocannon in the bench process; ${cpus().length} CPUs, load average ${load(loadBefore)} before, ` +
      `${load(loadavg())} after\n`,
  );
  printTable(
    [
      'backend',
      'case',
      'req/s',
      'req/s per round',
      'p50 ms',
      'p99 ms',
      'requests',
      'non-2xx',
      'errors',
      'CPU ms/1k req server',
      'CPU ms/1k req PostgreSQL',
    ],
    results.flatMap((r) =>
      (
        [
          ['settings', r.settings],
          ['bare', r.bare],
        ] as const
      ).map(([name, f]) => [
        r.backend,
        name,
        fmt.int(f.requestsPerSecond),
        `${fmt.int(f.roundMin)}-${fmt.int(f.roundMax)}`,
        fmt.ms(f.p50),
        fmt.ms(f.p99),
        fmt.int(f.total),
        f.non2xx,
        f.errors,
        fmt.ms(f.serverCpuPerK),
        f.databaseCpuPerK === null ? '-' : fmt.ms(f.databaseCpuPerK),
      ]),
    ),
  );
  console.log('');
  printTable(
    [
      'backend',
      'settings/bare req/s',
      'target',
      'settings/bare by CPU cost',
      'RSS idle MiB',
      'RSS after load MiB',
      'peak RSS MiB',
    ],
    results.map((r) => [
      r.backend,
      fmt.pct(r.settings.requestsPerSecond / r.bare.requestsPerSecond),
      r.backend === 'postgres' ? `>= ${fmt.pct(TARGET_RATIO)}` : '-',
      fmt.pct(r.bare.serverCpuPerK / (r.settings.serverCpuPerK + (r.settings.databaseCpuPerK ?? 0))),
      r.rssIdleKib === null ? '?' : fmt.mib(r.rssIdleKib),
      r.rssAfterKib === null ? '?' : fmt.mib(r.rssAfterKib),
      r.peakKib === null ? '?' : fmt.mib(r.peakKib),
    ]),
  );
  console.log(
    '\nCPU ms/1k req: user + system time of the server process (and of the PostgreSQL backends of its ' +
      'database) per 1000 requests, from /proc; it depends far less than req/s on what else runs on the machine. ' +
      'By CPU cost: the ratio the two would reach if CPU were the only limit. RSS idle: VmRSS 2 s after start ' +
      'and sign-in; after load: VmRSS right after the last settings round; peak: VmHWM of the product process.',
  );
}

export async function benchSettings(): Promise<boolean> {
  if (!existsSync(apiServer)) {
    console.log(`settings bench: ${apiServer} is missing; build the product first (npm run build).`);
    return false;
  }
  console.log(`settings bench on ${backends.join(', ')}`);
  const loadBefore = loadavg();
  const results: BackendFigures[] = [];
  let complete = true;
  for (const backend of backends) {
    try {
      if (backend === 'pglite') results.push(await runBackend('pglite', undefined));
      else if (backend === 'postgres') {
        results.push(await withThrowawayDatabase((url, pids) => runBackend('postgres', url, pids)));
      } else throw new Error(`unknown backend "${backend}" (pglite, postgres)`);
    } catch (error) {
      complete = false;
      console.log(`  ${backend}: not measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (cpuProfileDir) console.log(`CPU profiles of the product (open in Chrome DevTools): ${cpuProfileDir}`);
  if (results.length > 0) {
    report(results, loadBefore);
    saveResults('settings', { duration, warmup, rounds, connections, loadBefore, loadAfter: loadavg(), results });
  }
  await stopAll();
  return complete;
}

if (isMain(import.meta.url)) {
  const complete = await benchSettings();
  if (!complete) process.exitCode = 1;
}

/**
 * Scale-out under faults: on this machine, a fresh PostgreSQL database, a Redis of its own, three
 * API processes (JOBS_WORKER=false) and one worker (JOBS_WORKER=true), all started at the same
 * moment on the empty database with the demo seed, behind nginx (Debian's package). It measures
 * settings throughput through one process and through the balancer, then drives a mixed load —
 * sign-ins, browsing, balance transfers with Idempotency-Keys, notifications sent by email,
 * product-image uploads to an S3-compatible store (s3rver), orders placed through the signed
 * marketplace gateway (./lib/gateway-orders.ts) —
 * while (./lib/scale-faults.ts) Redis answers slowly (every command 50-150 ms each way, through a delaying proxy), it kills
 * -9 one API process, kills -9 the worker in the middle of a product import, stops Redis for 15 s and
 * restarts the three API processes one by one with SIGTERM (a rolling deploy). It prints
 * (./lib/scale-checks.ts) p95
 * latency per phase, the 5xx seen, the ledger and idempotency checks, the duplicate emails,
 * whether every realtime event reached a client on every process (./lib/scale-realtime.ts) and
 * whether every upload is readable through every API process, and whether every accepted order is
 * stored once with its stock taken once.
 *
 *   npm run build && npm run bench:scale-out -w @supplier/bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startDelayingProxy } from '../apps/api/src/plugins/realtime/delaying-proxy';
import { writeFeed } from './imports';
import { isMain } from './lib/paths';
import { freePort, stopAll } from './lib/process';
import { MARKETPLACE_SECRET, offerOf, placeOrder, stockOf } from './lib/gateway-orders';
import { checkScaleOut, type Sample } from './lib/scale-checks';
import { nginxConfig, ownRedis, waitForPort } from './lib/scale-env';
import { runFaults } from './lib/scale-faults';
import { balances, call, expectStatus, startImport, throughput } from './lib/scale-http';
import { scaleProcesses, throwawayDatabase } from './lib/scale-processes';
import { watchRealtime, type RealtimeWatcher } from './lib/scale-realtime';
import { startUploadsCheck, UPLOADS_PER_PRODUCT } from './lib/uploads';

const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 60);
const clients = Number(process.env.BENCH_SCALE_CLIENTS ?? 12);
const adminPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const IMPORT_OFFERS = Number(process.env.BENCH_SCALE_IMPORT_OFFERS ?? 10_000);
const JOBS_CONCURRENCY = 4;
const DEMO = { login: '+380501234567', password: 'demo12345' } as const;
const TRANSFER_PATH = '/api/v1/customers/balances/balance-transfer';
const FUNDED = 5000;
const REALTIME_SECRET = 'scale-out-bench-realtime-secret';

export async function runScaleOut(): Promise<void> {
  const database = await throwawayDatabase(adminPgUrl, 'bench_scale');
  const db = new pg.Client({ connectionString: database.url });
  const dir = mkdtempSync(join(tmpdir(), 'supplier-scale-'));
  // What listens on a port the system picks (the S3 simulator, the Redis proxy) starts before the
  // processes' ports are picked: a port picked and released until its process starts could be
  // given to it (on CI the S3 simulator took nginx's, and answered the demo login with a 404).
  const uploads = await startUploadsCheck();
  const redisPort = await freePort();
  const redis = await ownRedis(redisPort);
  // Every process reaches Redis through a proxy that can make each command slow.
  const redisProxy = await startDelayingProxy(redisPort);
  const [nginxPort, workerPort, worker2Port, ...apiPorts] = await Promise.all([0, 1, 2, 3, 4, 5].map(() => freePort()));
  let nginx: ChildProcess | null = null;
  const base = `http://127.0.0.1:${nginxPort}`;
  let watchers: RealtimeWatcher[] = [];

  const processes = scaleProcesses((name, worker) => ({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
    DATA_DIR: join(dir, name),
    DEMO_SEED: 'true',
    TRUST_PROXY: 'true',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    DEV_TOOLS: 'true', // POST /api/dev/notifications
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SECRETS_KEY: 'scale-out-bench-secrets-key-0123456789',
    REALTIME_APP_SECRET: REALTIME_SECRET,
    LOCAL_PAYMENTS_PRIVATE_KEY: 'scale-out-bench-payments-key',
    JOBS_WORKER: String(worker),
    // Above nginx's keepalive_timeout (2 s), as deploy/nginx.conf asks, and short for CI.
    SHUTDOWN_DRAIN_DELAY_SECONDS: '3',
    JOBS_CONCURRENCY: String(JOBS_CONCURRENCY),
    MARKETPLACE_SECRET,
    ...uploads.env,
  }));

  try {
    await db.connect();
    // Four processes at the same instant on an empty database, each migrating and seeding.
    const startedAt = Date.now();
    await Promise.all([
      ...apiPorts.map((port, i) => processes.start(`api${i + 1}`, port, false)),
      processes.start('worker', workerPort!, true),
    ]);
    const startup = Date.now() - startedAt;
    nginx = spawn('nginx', ['-c', nginxConfig(dir, nginxPort!, apiPorts), '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForPort(nginxPort!);

    const login = await call(base, 'POST', '/api/admin-suppliers/v1/auth/login', { json: DEMO });
    expectStatus('demo login', login, 200);
    const demo = { id: (login.body!.data as { id: number }).id, token: String(login.body!.token) };
    const before = await balances(base, demo.token);
    const upBalance = await call(base, 'POST', '/api/admin-suppliers/v1/customer/account/up-balance', {
      token: demo.token,
      json: { amount: FUNDED },
      headers: { 'idempotency-key': `scale-fund-${Date.now()}` },
    });
    expectStatus('up-balance', upBalance, 200);
    expectStatus(
      'checkout',
      await call(base, 'POST', new URL(String(upBalance.body!.url)).pathname, { form: 'decision=pay' }),
      303,
    );
    const funded = await balances(base, demo.token);
    watchers = apiPorts.map((port, i) => watchRealtime(`api${i + 1}`, port, REALTIME_SECRET, demo.id));
    const throughBalancer = (method: string, path: string, options: Parameters<typeof call>[3]) =>
      call(base, method, path, options);
    const productIds = await uploads.products(throughBalancer, demo.token, clients);
    const offer = await offerOf(db, demo.id);
    const stockBefore = await stockOf(db, offer.productIds);

    const feedPath = join(dir, 'feed.yml');
    writeFeed(feedPath, IMPORT_OFFERS);
    const one = await throughput(`http://127.0.0.1:${apiPorts[0]}`, demo.token);
    const three = await throughput(base, demo.token);

    // --- the mixed load, with faults ---------------------------------------------------------
    const samples: Sample[] = [];
    const phases: { name: string; from: number; to: number }[] = [];
    const t0 = Date.now();
    const mark = (name: string, from: number, to: number) => phases.push({ name, from: from - t0, to: to - t0 });
    let notificationsCreated = 0;
    let transfersOk = 0;
    const orderPrefix = `scale-${t0}-`;
    const ordersAccepted = new Set<string>();

    const timed = async <R extends { status: number; text: string }>(
      op: string,
      work: () => Promise<R>,
    ): Promise<R> => {
      const begin = Date.now();
      const result = await work();
      const failed = result.status >= 500 || result.status === 0;
      samples.push({
        at: begin - t0,
        op,
        status: result.status,
        ms: Date.now() - begin,
        ...(failed ? { error: result.text } : {}),
      });
      return result;
    };
    // The load lasts `seconds`, and until the last fault is over plus 5 s.
    let faultsOver = Number.POSITIVE_INFINITY;
    const loadGoesOn = () => Date.now() < Math.max(t0 + seconds * 1000, faultsOver + 5000);

    const client = async (index: number) => {
      let token = demo.token;
      let uploaded = 0;
      for (let n = 0; loadGoesOn(); n += 1) {
        if (n % 25 === 0) {
          const signedIn = await timed('sign-in', () =>
            call(base, 'POST', '/api/admin-suppliers/v1/auth/login', { json: DEMO }),
          );
          if (signedIn.status === 200) token = String(signedIn.body?.token);
        }
        await timed('settings', () => call(base, 'GET', '/api/admin-suppliers/v1/settings', { token }));
        await timed('notifications', () => call(base, 'GET', '/api/v2/notifications?page=1&per_page=5', { token }));
        const key = `scale-${t0}-${index}-${n}`;
        const direction = n % 2 === 0 ? 'transfer_from_main' : 'transfer_to_main';
        // A transfer whose answer was lost (killed process) is sent again with its key.
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const result = await timed(attempt === 0 ? 'transfer' : 'transfer retry', () =>
            call(base, 'POST', TRANSFER_PATH, {
              token,
              json: { amount: 1, transfer_direction: direction },
              headers: { 'idempotency-key': key },
            }),
          );
          if (result.status !== 0 && result.status < 500) {
            if (result.status === 200) {
              transfersOk += 1;
            }
            break;
          }
          await sleep(300);
        }
        if (n % 4 === 0) {
          // The dev tools answer direct local callers only (not through nginx): a live process, in turn.
          const live = apiPorts.filter((_, k) => processes.has(`api${k + 1}`));
          const direct = `http://127.0.0.1:${live[(index + n) % live.length] ?? apiPorts[0]}`;
          const created = await timed('notify', () =>
            call(direct, 'POST', '/api/dev/notifications', {
              json: { supplier_id: demo.id, type: 'order', title: `Замовлення ${index}-${n}`, body: 'Навантаження' },
            }),
          );
          if (created.status === 201) notificationsCreated += 1;
        }
        if (n % 3 === 1) {
          const externalId = `${orderPrefix}${index}-${n}`;
          const productId = offer.productIds[(index + n) % offer.productIds.length]!;
          // A storefront whose call got no answer places the same order again.
          for (let attempt = 0; attempt < 10; attempt += 1) {
            const placed = await timed(attempt === 0 ? 'order' : 'order retry', () =>
              placeOrder(base, demo.id, offer, externalId, productId),
            );
            if (placed.status === 200 || placed.status === 201) ordersAccepted.add(externalId);
            if (placed.status !== 0 && placed.status < 500) break;
            await sleep(300);
          }
        }
        if (n % 8 === 3) {
          await timed('export', () =>
            call(base, 'GET', '/api/admin-suppliers/v1/products/export?format=xlsx', { token, timeoutMs: 120_000 }),
          );
        }
        if (n % 5 === 2 && uploaded < UPLOADS_PER_PRODUCT) {
          uploaded += 1;
          await timed('upload', () => uploads.upload(throughBalancer, token, productIds[index]!));
        }
      }
    };

    const faults = runFaults({
      t0,
      seconds,
      redis,
      redisProxy,
      processes,
      ports: { api: apiPorts, worker: workerPort!, worker2: worker2Port! },
      db,
      startImport: () => startImport(base, demo.token, feedPath),
      importStatus: async (id) => {
        const run = await call(base, 'GET', `/api/admin-suppliers/v1/product-imports/${id}`, { token: demo.token });
        return (run.body?.data as { status?: string } | undefined)?.status;
      },
      mark,
    }).then((outcome) => {
      faultsOver = Date.now();
      return outcome;
    });

    const [outcome] = await Promise.all([faults, ...Array.from({ length: clients }, (_, i) => client(i))]);
    const holds = await checkScaleOut({
      seconds,
      clients,
      adminPgUrl,
      dir,
      base,
      demo,
      db,
      apiPorts,
      importOffers: IMPORT_OFFERS,
      jobsConcurrency: JOBS_CONCURRENCY,
      t0,
      end: Date.now() - t0,
      startup,
      one,
      three,
      samples,
      phases,
      faults: outcome,
      watchers,
      before,
      funded,
      transfersOk,
      notificationsCreated,
      uploads,
      orderPrefix,
      ordersAccepted,
      stockBefore,
    });
    if (!holds) process.exitCode = 1;
  } finally {
    for (const watcher of watchers) watcher.stop();
    await stopAll();
    nginx?.kill('SIGTERM');
    redis.kill();
    await redisProxy.close();
    await uploads.close();
    await db.end().catch(() => undefined);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  runScaleOut().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

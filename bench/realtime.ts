/**
 * Realtime: concurrent WebSocket connections held by one API process, its memory, and the delay
 * from publish to receipt, against a bare `ws` broadcast server (bare-ws-server.ts). Prints a
 * table; asserts nothing.
 *
 *   npm run build && npm run bench:realtime -w @supplier/bench
 *
 * For each connection count (BENCH_RT_CONNECTIONS, default 1000,10000) and each server (the
 * built product, then the bare server), on a freshly started server:
 *   1. RSS (VmRSS of /proc/<pid>/status) after 1 s idle;
 *   2. opens the connections from BENCH_RT_CLIENT_PROCS (default 2) client child processes, at
 *      most BENCH_RT_CONCURRENCY (default 200) handshakes in flight in all. Product: raw `ws`
 *      speaking the Pusher protocol (pusher:connection_established, then pusher:subscribe to
 *      the public channel `bench-channel`, until pusher_internal:subscription_succeeded). Bare:
 *      until the socket is open. Connect time = first connection started → last one ready;
 *   3. RSS again after 1 s;
 *   4. publishes 2 warm-up events, then BENCH_RT_EVENTS (default 20) events, one at a time: through
 *      the signed Pusher HTTP API (POST /apps/{id}/events) for the product, POST /publish for the
 *      bare server. Each carries its send time (process.hrtime, CLOCK_MONOTONIC, comparable
 *      across the processes of one machine); every receipt records now − send time. The next
 *      event goes out once every connection got the previous one (or after 10 s).
 *
 * Loopback only. The client processes, the servers and the load all share the machine's CPUs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { apiServer, benchDir, isMain, repoRoot } from './lib/paths';
import { freePort, onInterrupt, procStatusKib, startServer, stopAll, type RunningServer } from './lib/process';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const CHANNEL = 'bench-channel';
const EVENT = 'bench-event';
const APP = { id: 'bench-app', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };

// ---------------------------------------------------------------------------------------------
// Client child process: holds its share of the connections and records receipt delays.

type ToClient =
  | { type: 'connect'; url: string; count: number; concurrency: number; pusher: boolean }
  | { type: 'report' }
  | { type: 'close' };
type FromClient =
  | { type: 'connected'; ok: number; failed: number; errors: string[] }
  | { type: 'seq'; seq: number }
  | { type: 'report'; delays: number[]; warmupReceipts: number }
  | { type: 'closed' };

function runClient(): void {
  const send = (message: FromClient) => process.send?.(message);
  let sockets: WebSocket[] = [];
  let ready = 0;
  let delays: number[] = [];
  let warmupReceipts = 0;
  const perSeq = new Map<number, number>();

  const onEvent = (receivedAt: bigint, data: WebSocket.RawData) => {
    const frame = JSON.parse(String(data)) as { event?: string; data?: string };
    if (frame.event !== EVENT || typeof frame.data !== 'string') return;
    const { seq, t } = JSON.parse(frame.data) as { seq: number; t: string };
    if (seq >= 0) delays.push(Number(receivedAt - BigInt(t)) / 1e6);
    else warmupReceipts += 1;
    const count = (perSeq.get(seq) ?? 0) + 1;
    perSeq.set(seq, count);
    if (count === ready) send({ type: 'seq', seq });
  };

  /** Resolves true once the socket is ready (subscribed, for the product), false on failure. */
  const open = (url: string, pusher: boolean, errors: string[]) =>
    new Promise<boolean>((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      let isReady = false;
      const timer = setTimeout(() => finish(false, 'timeout'), 30_000);
      const finish = (ok: boolean, problem?: string) => {
        clearTimeout(timer);
        if (isReady) return;
        if (!ok) {
          if (problem && errors.length < 5) errors.push(problem);
          ws.terminate();
          isReady = true; // settled
          resolve(false);
          return;
        }
        isReady = true;
        ready += 1;
        resolve(true);
      };
      ws.on('error', (error) => finish(false, error.message));
      ws.on('close', (code) => finish(false, `closed ${code}`));
      if (!pusher) {
        ws.on('open', () => finish(true));
        ws.on('message', (data) => onEvent(process.hrtime.bigint(), data));
        return;
      }
      ws.on('message', (data) => {
        const receivedAt = process.hrtime.bigint();
        if (isReady) return onEvent(receivedAt, data);
        const frame = JSON.parse(String(data)) as { event?: string; data?: unknown };
        if (frame.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth: '', channel: CHANNEL } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          finish(true);
        } else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
          finish(false, JSON.stringify(frame.data));
        }
      });
    });

  process.on('message', (message: ToClient) => {
    if (message.type === 'connect') {
      const errors: string[] = [];
      let next = 0;
      let ok = 0;
      const worker = async () => {
        while (next < message.count) {
          next += 1;
          if (await open(message.url, message.pusher, errors)) ok += 1;
        }
      };
      void Promise.all(Array.from({ length: Math.min(message.concurrency, message.count) }, worker)).then(() =>
        send({ type: 'connected', ok, failed: message.count - ok, errors }),
      );
    } else if (message.type === 'report') {
      send({ type: 'report', delays, warmupReceipts });
    } else if (message.type === 'close') {
      for (const ws of sockets) ws.terminate();
      sockets = [];
      ready = 0;
      delays = [];
      warmupReceipts = 0;
      perSeq.clear();
      send({ type: 'closed' });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// The bench process.

const counts = (process.env.BENCH_RT_CONNECTIONS ?? '1000,10000').split(',').map((value) => Number(value.trim()));
const clientProcs = Math.max(1, Number(process.env.BENCH_RT_CLIENT_PROCS ?? 2));
const concurrency = Math.max(1, Number(process.env.BENCH_RT_CONCURRENCY ?? 200));
const events = Math.max(1, Number(process.env.BENCH_RT_EVENTS ?? 20));
const WARMUP_EVENTS = 2;
const SEQ_TIMEOUT_MS = 10_000;

interface Client {
  child: ChildProcess;
  next: (type: FromClient['type']) => Promise<FromClient>;
  onSeq: (listener: (seq: number) => void) => void;
}

function startClient(): Client {
  const child = fork(fileURLToPath(import.meta.url), ['--client'], {
    cwd: benchDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, (message: FromClient) => void>();
  const failing = new Map<string, (error: Error) => void>();
  let seqListener: (seq: number) => void = () => undefined;
  child.once('exit', (code) => {
    for (const reject of failing.values()) reject(new Error(`client process exited with ${code}`));
  });
  child.on('message', (message: FromClient) => {
    if (message.type === 'seq') return seqListener(message.seq);
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    failing.delete(message.type);
    resolve?.(message);
  });
  return {
    child,
    next: (type) =>
      new Promise((resolve, reject) => {
        waiting.set(type, resolve);
        failing.set(type, reject);
      }),
    onSeq: (listener) => (seqListener = listener),
  };
}

function openFileLimit(): number {
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return !match || match[1] === 'unlimited' ? Infinity : Number(match[1]);
}

/** The signed query of the Pusher HTTP API (auth_version 1.0). */
function signedEventsUrl(baseUrl: string, body: string): string {
  const path = `/apps/${APP.id}/events`;
  const params: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const signature = createHmac('sha256', APP.secret).update(`POST\n${path}\n${query}`).digest('hex');
  return `${baseUrl}${path}?${query}&auth_signature=${signature}`;
}

type Kind = 'product' | 'bare';

interface CaseFigures {
  server: string;
  connections: number;
  connected: number;
  failed: number;
  errors: string[];
  connectMs: number;
  rssBeforeKib: number | null;
  rssAfterKib: number | null;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  receipts: number;
  expected: number;
  publishErrors: number;
}

async function startTarget(kind: Kind): Promise<{ server: RunningServer; cleanup: () => void }> {
  const port = await freePort();
  if (kind === 'bare') {
    const server = await startServer({
      name: 'bare ws',
      args: ['--import', 'tsx', join(benchDir, 'bare-ws-server.ts')],
      cwd: benchDir,
      port,
      env: { PORT: String(port), NODE_ENV: 'production' },
      readyPath: '/health',
    });
    return { server, cleanup: () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-bench-rt-'));
  const removeDataDir = onInterrupt(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({
    name: 'product',
    args: [apiServer],
    cwd: repoRoot,
    port,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      REALTIME_DRIVER: 'embedded',
      REALTIME_APP_ID: APP.id,
      REALTIME_APP_KEY: APP.key,
      REALTIME_APP_SECRET: APP.secret,
    },
    readyPath: '/api/health',
  });
  return {
    server,
    cleanup: () => {
      removeDataDir.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runCase(kind: Kind, connections: number, clients: Client[]): Promise<CaseFigures> {
  const { server, cleanup } = await startTarget(kind);
  try {
    await sleep(1000);
    const rssBeforeKib = procStatusKib(server.pid, 'VmRSS');
    const wsUrl =
      kind === 'product'
        ? `${server.baseUrl.replace('http', 'ws')}/app/${APP.key}?protocol=7&client=bench&version=1.0`
        : `${server.baseUrl.replace('http', 'ws')}/`;
    const shares = clients.map(
      (_, i) => Math.floor(connections / clients.length) + (i < connections % clients.length ? 1 : 0),
    );
    const perClientConcurrency = Math.max(1, Math.floor(concurrency / clients.length));

    const started = performance.now();
    const connected = await Promise.all(
      clients.map((client, i) => {
        const reply = client.next('connected');
        client.child.send({
          type: 'connect',
          url: wsUrl,
          count: shares[i]!,
          concurrency: perClientConcurrency,
          pusher: kind === 'product',
        } satisfies ToClient);
        return reply as Promise<Extract<FromClient, { type: 'connected' }>>;
      }),
    );
    const connectMs = performance.now() - started;
    const ok = connected.reduce((sum, c) => sum + c.ok, 0);
    const errors = connected.flatMap((c) => c.errors).slice(0, 5);
    await sleep(1000);
    const rssAfterKib = procStatusKib(server.pid, 'VmRSS');

    // Publish one event at a time; the next goes once every client with sockets got this one.
    const activeClients = clients.filter((_, i) => connected[i]!.ok > 0).length;
    let publishErrors = 0;
    for (let seq = -WARMUP_EVENTS; seq < events; seq += 1) {
      let done = 0;
      let release: () => void = () => undefined;
      const allReceived = new Promise<void>((resolve) => (release = resolve));
      for (const client of clients) {
        client.onSeq((s) => {
          if (s === seq && ++done === activeClients) release();
        });
      }
      const body = JSON.stringify({
        name: EVENT,
        channel: CHANNEL,
        data: JSON.stringify({ seq, t: process.hrtime.bigint().toString() }),
      });
      const response =
        kind === 'product'
          ? await fetch(signedEventsUrl(server.baseUrl, body), {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            })
          : await fetch(`${server.baseUrl}/publish`, {
              method: 'POST',
              // The same frame the product sends, so both carry the same bytes.
              body: JSON.stringify({ event: EVENT, channel: CHANNEL, data: JSON.parse(body).data }),
            });
      if (!response.ok) {
        publishErrors += 1;
        console.error(`  publish ${seq}: ${response.status} ${await response.text()}`);
      } else {
        await response.arrayBuffer();
      }
      if (activeClients > 0) await Promise.race([allReceived, sleep(SEQ_TIMEOUT_MS)]);
      await sleep(50);
    }
    await sleep(200);

    const reports = await Promise.all(
      clients.map((client) => {
        const reply = client.next('report');
        client.child.send({ type: 'report' } satisfies ToClient);
        return reply as Promise<Extract<FromClient, { type: 'report' }>>;
      }),
    );
    const delays = reports.flatMap((r) => r.delays).sort((a, b) => a - b);
    await Promise.all(
      clients.map((client) => {
        const reply = client.next('closed');
        client.child.send({ type: 'close' } satisfies ToClient);
        return reply;
      }),
    );
    return {
      server: kind === 'product' ? 'product (embedded Pusher)' : 'bare ws',
      connections,
      connected: ok,
      failed: connections - ok,
      errors,
      connectMs,
      rssBeforeKib,
      rssAfterKib,
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
      maxMs: delays.at(-1) ?? NaN,
      receipts: delays.length,
      expected: connections * events,
      publishErrors,
    };
  } finally {
    await server.stop();
    cleanup();
  }
}

export async function benchRealtime(): Promise<boolean> {
  const largest = Math.max(...counts);
  const limit = openFileLimit();
  if (limit < largest + 256 || limit < Math.ceil(largest / clientProcs) + 256) {
    throw new Error(
      `open-file limit ${limit} is too low for ${largest} connections: raise it (ulimit -n ${largest + 1024}) and run again`,
    );
  }
  console.log(
    `Realtime: ${counts.join(', ')} connections, ${events} events (+${WARMUP_EVENTS} warm-up), ` +
      `${clientProcs} client processes, ${concurrency} handshakes in flight; ` +
      `${cpus().length} CPUs, open-file limit ${limit}, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  );
  const clients = Array.from({ length: clientProcs }, startClient);
  const closeClients = () => clients.forEach((client) => client.child.connected && client.child.disconnect());
  const interrupt = onInterrupt(async () => closeClients());
  const results: CaseFigures[] = [];
  try {
    for (const connections of counts) {
      for (const kind of ['product', 'bare'] as const) {
        console.log(`  ${kind}: ${fmt.int(connections)} connections…`);
        const figures = await runCase(kind, connections, clients);
        if (figures.failed > 0) {
          console.log(`    ${figures.failed} connections failed: ${figures.errors.join('; ')}`);
        }
        results.push(figures);
      }
    }
  } finally {
    closeClients();
    interrupt.release();
  }

  console.log('');
  printTable(
    [
      'server',
      'connections',
      'connect s',
      'RSS before MiB',
      'RSS after MiB',
      'KiB/conn',
      'p50 ms',
      'p99 ms',
      'max ms',
      'receipts/expected',
    ],
    results.map((r) => [
      r.server,
      fmt.int(r.connected),
      (r.connectMs / 1000).toFixed(2),
      r.rssBeforeKib === null ? '?' : fmt.mib(r.rssBeforeKib),
      r.rssAfterKib === null ? '?' : fmt.mib(r.rssAfterKib),
      r.rssBeforeKib === null || r.rssAfterKib === null
        ? '?'
        : ((r.rssAfterKib - r.rssBeforeKib) / r.connected).toFixed(1),
      fmt.ms(r.p50Ms),
      fmt.ms(r.p99Ms),
      fmt.ms(r.maxMs),
      `${fmt.int(r.receipts)}/${fmt.int(r.expected)}`,
    ]),
  );
  console.log(
    `\nload average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  saveResults('realtime', { events, clientProcs, concurrency, cases: results });
  // Lost connections or receipts are figures; only a case that could not measure fails the run.
  return results.every((r) => r.connected > 0 && r.publishErrors === 0);
}

if (process.argv.includes('--client')) {
  runClient();
} else if (isMain(import.meta.url)) {
  benchRealtime()
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await stopAll();
      process.exitCode = 1;
    });
}

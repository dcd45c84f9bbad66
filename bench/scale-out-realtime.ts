/**
 * Realtime across three API processes at 1,000 clients (issue 35's figure): a fresh PostgreSQL
 * database and a Redis of its own, three API processes (JOBS_WORKER=false) on both, started at
 * once; BENCH_SRT_CLIENTS (1000) Pusher-protocol clients in this process, spread over the three
 * processes in turn, each subscribed to one public channel; then BENCH_SRT_EVENTS (100) events
 * published through api1's Pusher HTTP API, one every BENCH_SRT_INTERVAL_MS (100), without
 * waiting for receipts. It prints, per process the clients are on and in all, the share of
 * (event, client) pairs delivered live, publish→receive p50/p99/max (from just before the publish
 * call to the frame's arrival, on this process's clock), and the sockets the processes closed.
 * Every process, Redis, the database and the temporary directory are removed at the end (also
 * on Ctrl+C).
 *
 *   npm run build -w @supplier/api && npm run bench:scale-out-realtime -w @supplier/bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { signHttpApiQuery } from '../apps/api/src/plugins/realtime/protocol';
import { isMain } from './lib/paths';
import { freePort, onInterrupt, stopAll } from './lib/process';
import { saveResults } from './lib/results';
import { ownRedis } from './lib/scale-env';
import { scaleProcesses, throwawayDatabase } from './lib/scale-processes';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const clients = Number(process.env.BENCH_SRT_CLIENTS ?? 1000);
const events = Number(process.env.BENCH_SRT_EVENTS ?? 100);
const intervalMs = Number(process.env.BENCH_SRT_INTERVAL_MS ?? 100);
const adminPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROCESSES = 3;
const HANDSHAKES_IN_FLIGHT = 100;
/** How long the last event may take to reach every client. */
const DRAIN_MS = 10_000;
const CHANNEL = 'bench-channel';
const EVENT = 'bench-event';
const APP = { appId: 'supplier-panel', key: 'supplier-panel-key', secret: 'scale-out-bench-realtime-secret' };

interface Client {
  process: number;
  socket: WebSocket;
  /** Publish→receive delays in ms, by event. */
  delays: Map<number, number>;
  /** Whether its process closed it before the end. */
  closed: boolean;
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Opens a client on `port` and resolves it once subscribed (null when it is refused or times out). */
function connect(port: number, index: number, sentAt: number[]): Promise<Client | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`, { perMessageDeflate: false });
    const client: Client = { process: index, socket, delays: new Map(), closed: false };
    let subscribed = false;
    const timer = setTimeout(() => socket.terminate(), 30_000);
    socket.on('message', (raw) => {
      const receivedAt = performance.now();
      const frame = JSON.parse(String(raw)) as { event: string; data?: string };
      if (frame.event === EVENT) {
        const { seq } = JSON.parse(String(frame.data)) as { seq: number };
        client.delays.set(seq, receivedAt - sentAt[seq]!);
      } else if (frame.event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth: '', channel: CHANNEL } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        subscribed = true;
        clearTimeout(timer);
        resolve(client);
      } else if (frame.event === 'pusher:ping') {
        socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      client.closed = true;
      if (!subscribed) resolve(null);
    });
  });
}

/** Live share, delays and closed sockets of a set of clients. */
function figures(list: Client[]) {
  const delays = list.flatMap((client) => [...client.delays.values()]).sort((a, b) => a - b);
  return {
    clients: list.length,
    delivered: delays.length,
    expected: list.length * events,
    live: list.length === 0 ? 0 : delays.length / (list.length * events),
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? NaN,
    closed: list.filter((client) => client.closed).length,
  };
}

export async function benchScaleOutRealtime(): Promise<boolean> {
  console.log(
    `Realtime over ${PROCESSES} API processes: ${clients} clients, ${events} events every ${intervalMs} ms ` +
      `through api1; ${cpus().length} CPUs, load average ${load()}`,
  );
  const database = await throwawayDatabase(adminPgUrl, 'bench_srt');
  const dir = mkdtempSync(join(tmpdir(), 'supplier-srt-'));
  const [redisPort, ...ports] = await Promise.all(Array.from({ length: PROCESSES + 1 }, () => freePort()));
  const redis = await ownRedis(redisPort!).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const cleanup = async () => {
    redis.kill();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupt = onInterrupt(cleanup);
  const processes = scaleProcesses((name) => ({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: join(dir, name),
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    DEV_TOOLS: 'true', // the log SMS driver, as on a developer's machine
    SECRETS_KEY: 'scale-out-bench-secrets-key-0123456789',
    REALTIME_APP_SECRET: APP.secret,
    JOBS_WORKER: 'false',
  }));
  let connected: Client[] = [];
  try {
    const startedAt = Date.now();
    await Promise.all(ports.map((port, i) => processes.start(`api${i + 1}`, port, false)));
    console.log(`  ${PROCESSES} processes up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    const sentAt: number[] = [];
    const connectFrom = Date.now();
    let next = 0;
    const opener = async () => {
      while (next < clients) {
        const index = next % PROCESSES;
        next += 1;
        const client = await connect(ports[index]!, index, sentAt);
        if (client) connected.push(client);
      }
    };
    await Promise.all(Array.from({ length: Math.min(HANDSHAKES_IN_FLIGHT, clients) }, opener));
    console.log(
      `  ${connected.length} of ${clients} clients subscribed in ${((Date.now() - connectFrom) / 1000).toFixed(1)} s`,
    );
    await sleep(1000);

    const publisher = `http://127.0.0.1:${ports[0]}`;
    const path = `/apps/${APP.appId}/events`;
    const publishes: Promise<boolean>[] = [];
    const publishFrom = performance.now();
    for (let seq = 0; seq < events; seq += 1) {
      await sleep(Math.max(0, publishFrom + seq * intervalMs - performance.now()));
      const body = JSON.stringify({ name: EVENT, channel: CHANNEL, data: JSON.stringify({ seq }) });
      sentAt[seq] = performance.now();
      publishes.push(
        fetch(`${publisher}${path}?${signHttpApiQuery(APP, 'POST', path, body)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.ok;
          })
          .catch(() => false),
      );
    }
    const publishErrors = (await Promise.all(publishes)).filter((ok) => !ok).length;
    const expected = connected.length * events;
    const drainUntil = Date.now() + DRAIN_MS;
    while (Date.now() < drainUntil && connected.reduce((sum, c) => sum + c.delays.size, 0) < expected) {
      await sleep(100);
    }

    const rows = [
      ...ports.map((_, i) => ({
        name: `api${i + 1}${i === 0 ? ' (the publisher)' : ''}`,
        ...figures(connected.filter((c) => c.process === i)),
      })),
      { name: 'all', ...figures(connected) },
    ];
    console.log('');
    printTable(
      ['clients on', 'clients', 'delivered / expected', 'live', 'p50 ms', 'p99 ms', 'max ms', 'sockets closed'],
      rows.map((r) => [
        r.name,
        fmt.int(r.clients),
        `${fmt.int(r.delivered)} / ${fmt.int(r.expected)}`,
        `${(r.live * 100).toFixed(2)} %`,
        fmt.ms(r.p50),
        fmt.ms(r.p99),
        fmt.ms(r.max),
        String(r.closed),
      ]),
    );
    console.log(`\npublish errors: ${publishErrors}; load average after: ${load()}`);
    saveResults('scale-out-realtime', { clients, events, intervalMs, publishErrors, rows, loadavg: loadavg() });
    return connected.length > 0 && publishErrors === 0;
  } finally {
    for (const client of connected) client.socket.terminate();
    connected = [];
    await stopAll();
    await cleanup();
    interrupt.release();
  }
}

if (isMain(import.meta.url)) {
  benchScaleOutRealtime()
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}

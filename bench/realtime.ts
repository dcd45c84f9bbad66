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
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMain } from './lib/paths';
import { onInterrupt, procStatusKib, stopAll } from './lib/process';
import {
  CHANNEL,
  EVENT,
  runClient,
  startClient,
  type Client,
  type FromClient,
  type ToClient,
} from './lib/realtime-clients';
import { APP, signedEventsUrl, startTarget, type Kind } from './lib/realtime-servers';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const counts = (process.env.BENCH_RT_CONNECTIONS ?? '1000,10000').split(',').map((value) => Number(value.trim()));
const clientProcs = Math.max(1, Number(process.env.BENCH_RT_CLIENT_PROCS ?? 2));
const concurrency = Math.max(1, Number(process.env.BENCH_RT_CONCURRENCY ?? 200));
const events = Math.max(1, Number(process.env.BENCH_RT_EVENTS ?? 20));
const WARMUP_EVENTS = 2;
const SEQ_TIMEOUT_MS = 10_000;

function openFileLimit(): number {
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return !match || match[1] === 'unlimited' ? Infinity : Number(match[1]);
}

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
  const clients = Array.from({ length: clientProcs }, () => startClient(fileURLToPath(import.meta.url)));
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

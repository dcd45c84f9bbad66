/**
 * Chats: store-and-deliver time of buyers' messages, against a bare `ws` server. Prints a table;
 * asserts nothing.
 *
 *   npm run build && npm run bench:chats -w @supplier/bench
 *
 * 1. The built product on a throwaway PostgreSQL database (BENCH_PG_URL), DEMO_SEED=true, the
 *    embedded realtime server. BENCH_CHATS (default 2000) chats of the demo supplier are opened
 *    through the signed gateway (POST /api/marketplace/v1/chats/messages, one first message each).
 * 2. BENCH_CHAT_CLIENT_PROCS (default 2) client processes hold one WebSocket per chat, speaking
 *    the Pusher protocol, subscribed to `private-chat.{id}` (the channel's auth signed with the
 *    app secret the bench gave the product; the panel gets the same signature from
 *    /api/broadcasting/auth after checking the chat is the supplier's).
 * 3. BENCH_CHAT_SENDER_PROCS (default 2) sender processes post, for BENCH_CHAT_SECONDS (default
 *    20) seconds, one message per chat per second (BENCH_CHAT_RATE), spread evenly over each
 *    second, each through the signed gateway. A message's text carries its send time
 *    (process.hrtime, CLOCK_MONOTONIC, comparable across the processes of one machine), taken
 *    just before the POST starts; the receiving client records receipt − send: the message was
 *    stored in PostgreSQL (with the chat's last message and unread count, in one transaction),
 *    then published, then delivered.
 * 4. The same with the bare server (the same file with `--bare`): `ws` and `http` only; a POST
 *    of `{chat, text}` is sent to the sockets of that chat, nothing stored.
 *
 * Loopback only; servers, clients and senders share the machine's two CPUs. Sends that fall
 * behind their second are sent late (the send time is taken when it goes, so lateness of the
 * sender is not counted); the achieved rate is printed beside the figures.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  APP,
  GATEWAY,
  MARKETPLACE_SECRET,
  runBare,
  runClient,
  runSender,
  type FromClient,
  type FromSender,
  type Mode,
  type Target,
  type ToClient,
  type ToSender,
} from './lib/chats-processes';
import { gatewayHeaders } from './lib/gateway-signature';
import { benchDir, isMain } from './lib/paths';
import { freePort, onInterrupt, startServer, stopAll, type RunningServer } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const chatsCount = Number(process.env.BENCH_CHATS ?? 2000);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 1);
const clientProcs = Math.max(1, Number(process.env.BENCH_CHAT_CLIENT_PROCS ?? 2));
const senderProcs = Math.max(1, Number(process.env.BENCH_CHAT_SENDER_PROCS ?? 2));

// ---------------------------------------------------------------------------------------------
// The bench process.

function child(role: '--client' | '--sender'): ChildProcess {
  return fork(fileURLToPath(import.meta.url), [role], {
    cwd: benchDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
const reply = <T>(process: ChildProcess) =>
  new Promise<T>((resolve) => process.once('message', (m) => resolve(m as T)));
const split = <T>(list: T[], parts: number): T[][] =>
  Array.from({ length: parts }, (_, part) => list.filter((_, index) => index % parts === part));

interface Figures {
  server: string;
  chats: number;
  connected: number;
  sent: number;
  failed: number;
  received: number;
  rate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}

async function measure(mode: Mode, baseUrl: string, targets: Target[], supplierId: number): Promise<Figures> {
  const clients = Array.from({ length: clientProcs }, () => child('--client'));
  const shares = split(
    targets.map((target) => target.chatId),
    clientProcs,
  );
  const connected = await Promise.all(
    clients.map((client, index) => {
      const answer = reply<FromClient & { type: 'connected' }>(client);
      client.send({ type: 'connect', mode, baseUrl, chats: shares[index]! } satisfies ToClient);
      return answer;
    }),
  );
  const errors = connected.flatMap((c) => c.errors);
  if (errors.length > 0) console.log(`  connection problems (${mode}): ${errors.slice(0, 3).join('; ')}`);
  await sleep(1000);

  const senders = Array.from({ length: senderProcs }, () => child('--sender'));
  const startAt = Date.now() + 1500;
  const done = await Promise.all(
    senders.map((sender, index) => {
      const answer = reply<FromSender>(sender);
      sender.send({
        type: 'run',
        mode,
        baseUrl,
        targets: split(targets, senderProcs)[index]!,
        supplierId,
        startAt,
        seconds,
        rate,
      } satisfies ToSender);
      return answer;
    }),
  );
  await sleep(3000); // the last deliveries
  const reports = await Promise.all(
    clients.map((client) => {
      const answer = reply<FromClient & { type: 'report' }>(client);
      client.send({ type: 'report' } satisfies ToClient);
      return answer;
    }),
  );
  for (const process of [...clients, ...senders]) process.disconnect();
  const delays = reports.flatMap((r) => r.delays).sort((a, b) => a - b);
  const closed = reports.reduce((sum, r) => sum + r.closed, 0);
  if (closed > 0) console.log(`  ${closed} sockets closed during the run (${mode})`);
  const sent = done.reduce((sum, d) => sum + d.sent, 0);
  const statuses: Record<string, number> = {};
  for (const d of done)
    for (const [status, count] of Object.entries(d.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    server: mode === 'bare' ? 'bare ws (nothing stored)' : 'product (PostgreSQL)',
    chats: targets.length,
    connected: connected.reduce((sum, c) => sum + c.ok, 0),
    sent,
    failed: done.reduce((sum, d) => sum + d.failed, 0),
    received: delays.length,
    rate: sent / Math.max(...done.map((d) => d.seconds)),
    p50: percentile(delays, 50),
    p90: percentile(delays, 90),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? 0,
    statuses,
  };
}

async function openChats(baseUrl: string, supplierId: number): Promise<Target[]> {
  const externalIds = Array.from({ length: chatsCount }, (_, index) => `bench-chat-${index + 1}`);
  let next = 0;
  const worker = async () => {
    while (next < externalIds.length) {
      const externalId = externalIds[next++]!;
      const raw = JSON.stringify({
        external_id: externalId,
        supplier_id: supplierId,
        buyer_name: 'Покупець',
        client_id: 'first',
        text: 'Добрий день!',
      });
      const response = await fetch(`${baseUrl}${GATEWAY}`, {
        method: 'POST',
        headers: gatewayHeaders(MARKETPLACE_SECRET, GATEWAY, raw),
        body: raw,
      });
      if (response.status !== 201 && response.status !== 200) {
        throw new Error(`opening ${externalId}: ${response.status} ${await response.text()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return externalIds.map((externalId, index) => ({ externalId, chatId: index }));
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_chats_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-bench-chats-'));
  const cleanup = async () => {
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupt = onInterrupt(cleanup);
  const rows: Figures[] = [];
  try {
    const product = await startProduct({
      databaseUrl: databaseUrl(name),
      dataDir,
      env: {
        DEMO_SEED: 'true',
        NODE_ENV: 'production',
        JOBS_WORKER: 'true',
        REDIS_URL: '',
        MARKETPLACE_SECRET,
        REALTIME_DRIVER: 'embedded',
        REALTIME_APP_ID: APP.id,
        REALTIME_APP_KEY: APP.key,
        REALTIME_APP_SECRET: APP.secret,
      },
      timeoutMs: 180_000,
    });
    await signIn(product.baseUrl, { login: '+380501234567', password: 'demo12345' });
    const db = new pg.Client({ connectionString: databaseUrl(name) });
    await db.connect();
    const supplierId = Number(
      (await db.query<{ id: string }>(`select id from suppliers where telephone = '+380501234567'`)).rows[0]!.id,
    );
    console.log(`opening ${chatsCount} chats through the gateway…`);
    const opened = await openChats(product.baseUrl, supplierId);
    const ids = new Map(
      (
        await db.query<{ id: string; external_id: string }>(
          `select id, external_id from chats where external_id like 'bench-chat-%'`,
        )
      ).rows.map((row) => [row.external_id, Number(row.id)]),
    );
    await db.end();
    const targets = opened.map((target) => ({ ...target, chatId: ids.get(target.externalId)! }));
    console.log(`product: ${targets.length} sockets, ${rate}/s per chat for ${seconds} s…`);
    rows.push(await measure('product', product.baseUrl, targets, supplierId));
    await product.stop();

    const port = await freePort();
    const bare: RunningServer = await startServer({
      name: 'bare',
      args: ['--import', 'tsx', fileURLToPath(import.meta.url), '--bare'],
      cwd: benchDir,
      port,
      env: { PORT: String(port) },
      readyPath: '/health',
    });
    console.log('bare ws server…');
    rows.push(await measure('bare', bare.baseUrl, targets, supplierId));
    await bare.stop();
  } finally {
    interrupt.release();
    await cleanup();
  }

  printTable(
    [
      'server',
      'chats',
      'sockets',
      'sent (201)',
      'refused',
      'received',
      'msg/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
    ],
    rows.map((row) => [
      row.server,
      row.chats,
      row.connected,
      row.sent,
      row.failed,
      row.received,
      fmt.int(row.rate),
      fmt.ms(row.p50),
      fmt.ms(row.p90),
      fmt.ms(row.p99),
      fmt.ms(row.max),
    ]),
  );
  for (const row of rows) if (row.failed > 0) console.log(`${row.server}: answers ${JSON.stringify(row.statuses)}`);
  saveResults('chats', { chats: chatsCount, seconds, rate, rows });
}

const role = process.argv[2];
if (role === '--bare') runBare();
else if (role === '--client') runClient();
else if (role === '--sender') runSender();
else if (isMain(import.meta.url)) {
  main().catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}

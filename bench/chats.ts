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
import { createHmac } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { gatewayHeaders } from './lib/gateway-signature';
import { benchDir, isMain } from './lib/paths';
import { freePort, onInterrupt, startServer, stopAll, type RunningServer } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const APP = { id: 'bench-app', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };
const MARKETPLACE_SECRET = 'chats-bench-marketplace-secret-0123456789abcdef';
const GATEWAY = '/api/marketplace/v1/chats/messages';

const chatsCount = Number(process.env.BENCH_CHATS ?? 2000);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 1);
const clientProcs = Math.max(1, Number(process.env.BENCH_CHAT_CLIENT_PROCS ?? 2));
const senderProcs = Math.max(1, Number(process.env.BENCH_CHAT_SENDER_PROCS ?? 2));

interface Target {
  chatId: number;
  externalId: string;
}
type Mode = 'product' | 'bare';

// ---------------------------------------------------------------------------------------------
// The bare server: sockets by chat (`/?chat=ID`), POST /messages {chat, text} to them.

function runBare(): void {
  const byChat = new Map<string, Set<WebSocket>>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/messages') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { chat: string; text: string };
        const frame = JSON.stringify({ event: 'chat.message', data: JSON.stringify({ message: { text: body.text } }) });
        for (const ws of byChat.get(body.chat) ?? []) if (ws.readyState === ws.OPEN) ws.send(frame);
        response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    if (request.url === '/health') return void response.writeHead(200).end('{}');
    response.writeHead(404).end();
  });
  server.on('upgrade', (request, socket, head) => {
    const chat = new URL(request.url ?? '/', 'http://x').searchParams.get('chat') ?? '';
    wss.handleUpgrade(request, socket, head, (ws) => {
      const set = byChat.get(chat) ?? new Set();
      set.add(ws);
      byChat.set(chat, set);
      ws.on('error', () => undefined);
      ws.on('close', () => set.delete(ws));
    });
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', 1024);
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------
// Client process: one socket per chat of its share; records receipt − send of each message.

type ToClient = { type: 'connect'; mode: Mode; baseUrl: string; chats: number[] } | { type: 'report' };
type FromClient =
  | { type: 'connected'; ok: number; failed: number; errors: string[] }
  | { type: 'report'; delays: number[]; closed: number };

function runClient(): void {
  const send = (message: FromClient) => process.send?.(message);
  const delays: number[] = [];
  const sockets: WebSocket[] = [];
  let closed = 0;
  const onFrame = (receivedAt: bigint, raw: WebSocket.RawData) => {
    const frame = JSON.parse(String(raw)) as { event?: string; data?: string };
    if (frame.event !== 'chat.message' || typeof frame.data !== 'string') return;
    const text = (JSON.parse(frame.data) as { message: { text: string } }).message.text;
    const match = /^bench t=(\d+)/.exec(text);
    if (match) delays.push(Number(receivedAt - BigInt(match[1]!)) / 1e6);
  };
  const open = (mode: Mode, baseUrl: string, chatId: number, errors: string[]) =>
    new Promise<boolean>((resolve) => {
      const url =
        mode === 'bare'
          ? `${baseUrl.replace('http', 'ws')}/?chat=${chatId}`
          : `${baseUrl.replace('http', 'ws')}/app/${APP.key}?protocol=7&client=bench&version=1.0`;
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      let settled = false;
      const finish = (ok: boolean, problem?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (!ok && problem && errors.length < 5) errors.push(problem);
        resolve(ok);
      };
      const timer = setTimeout(() => finish(false, 'timeout'), 30_000);
      ws.on('error', (error) => finish(false, error.message));
      ws.on('close', () => {
        if (settled) closed += 1;
        finish(false, 'closed');
      });
      ws.on('message', (raw) => {
        const at = process.hrtime.bigint();
        const frame = JSON.parse(String(raw)) as { event?: string; data?: string };
        // The Pusher protocol's keep-alive: a socket that does not answer is closed by the server.
        if (frame.event === 'pusher:ping') return void ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        if (settled) return onFrame(at, raw);
        if (frame.event === 'pusher:connection_established') {
          const socketId = (JSON.parse(frame.data ?? '{}') as { socket_id: string }).socket_id;
          const channel = `private-chat.${chatId}`;
          const auth = `${APP.key}:${createHmac('sha256', APP.secret).update(`${socketId}:${channel}`).digest('hex')}`;
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth, channel } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          finish(true);
        } else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
          finish(false, String(frame.data));
        }
      });
      if (mode === 'bare') ws.on('open', () => finish(true));
    });
  process.on('message', (message: ToClient) => {
    if (message.type === 'connect') {
      const errors: string[] = [];
      let next = 0;
      let ok = 0;
      const worker = async () => {
        while (next < message.chats.length) {
          const chatId = message.chats[next++]!;
          if (await open(message.mode, message.baseUrl, chatId, errors)) ok += 1;
        }
      };
      void Promise.all(Array.from({ length: 100 }, worker)).then(() =>
        send({ type: 'connected', ok, failed: message.chats.length - ok, errors }),
      );
    } else {
      send({ type: 'report', delays, closed });
      for (const ws of sockets) ws.terminate();
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// Sender process: its share of the chats, one message each per 1/rate s, evenly spread.

type ToSender = { type: 'run'; mode: Mode; baseUrl: string; targets: Target[]; supplierId: number; startAt: number };
type FromSender = { type: 'done'; sent: number; failed: number; statuses: Record<string, number>; seconds: number };

/** Keep-alive connections per sender process: requests beyond them wait in the agent's queue (counted in the time). */
const SENDER_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 64);

function runSender(): void {
  const agent = new Agent({ keepAlive: true, maxSockets: SENDER_SOCKETS });
  const post = (url: string, headers: Record<string, string>, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', agent, headers, timeout: 120_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.end(body);
    });
  process.on('message', (message: ToSender) => {
    void (async () => {
      const { targets, mode, baseUrl } = message;
      const statuses: Record<string, number> = {};
      let sent = 0;
      let failed = 0;
      const total = Math.round(seconds * rate) * targets.length;
      const gap = 1000 / rate / targets.length;
      await sleep(Math.max(0, message.startAt - Date.now()));
      const started = Date.now();
      const inFlight = new Set<Promise<void>>();
      for (let index = 0; index < total; index += 1) {
        const due = started + index * gap;
        const wait = due - Date.now();
        if (wait > 1) await sleep(wait);
        const target = targets[index % targets.length]!;
        const round = Math.floor(index / targets.length);
        const t = process.hrtime.bigint();
        const text = `bench t=${t} #${round}`;
        const raw =
          mode === 'bare'
            ? JSON.stringify({ chat: String(target.chatId), text })
            : JSON.stringify({
                external_id: target.externalId,
                supplier_id: message.supplierId,
                buyer_name: 'Покупець',
                client_id: `r${round}`,
                text,
              });
        const request = post(
          `${baseUrl}${mode === 'bare' ? '/messages' : GATEWAY}`,
          mode === 'bare' ? { 'content-type': 'application/json' } : gatewayHeaders(MARKETPLACE_SECRET, GATEWAY, raw),
          raw,
        )
          .then((status) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status === 201) sent += 1;
            else failed += 1;
          })
          .catch((error: Error) => {
            failed += 1;
            statuses[error.message] = (statuses[error.message] ?? 0) + 1;
          })
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      await Promise.all(inFlight);
      process.send?.({
        type: 'done',
        sent,
        failed,
        statuses,
        seconds: (Date.now() - started) / 1000,
      } satisfies FromSender);
    })();
  });
  process.on('disconnect', () => process.exit(0));
}

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

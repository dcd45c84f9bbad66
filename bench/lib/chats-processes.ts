/**
 * The chats bench's child processes, started from the bench's own file: the bare server
 * (`--bare`), the clients holding one socket per chat (`--client`) and the senders posting
 * messages through the gateway (`--sender`).
 */
import { createHmac } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket, { WebSocketServer } from 'ws';
import { gatewayHeaders } from './gateway-signature';

export const APP = { id: 'bench-app', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };
export const MARKETPLACE_SECRET = 'chats-bench-marketplace-secret-0123456789abcdef';
export const GATEWAY = '/api/marketplace/v1/chats/messages';

export interface Target {
  chatId: number;
  externalId: string;
}
export type Mode = 'product' | 'bare';

// ---------------------------------------------------------------------------------------------
// The bare server: sockets by chat (`/?chat=ID`), POST /messages {chat, text} to them.

export function runBare(): void {
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

export type ToClient = { type: 'connect'; mode: Mode; baseUrl: string; chats: number[] } | { type: 'report' };
export type FromClient =
  | { type: 'connected'; ok: number; failed: number; errors: string[] }
  | { type: 'report'; delays: number[]; closed: number };

export function runClient(): void {
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

export type ToSender = {
  type: 'run';
  mode: Mode;
  baseUrl: string;
  targets: Target[];
  supplierId: number;
  startAt: number;
  seconds: number;
  rate: number;
};
export type FromSender = {
  type: 'done';
  sent: number;
  failed: number;
  statuses: Record<string, number>;
  seconds: number;
};

/** Keep-alive connections per sender process: requests beyond them wait in the agent's queue (counted in the time). */
const SENDER_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 64);
export function runSender(): void {
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
      const { targets, mode, baseUrl, seconds, rate } = message;
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

/**
 * The realtime bench's client child processes: each holds its share of the connections (raw `ws`,
 * speaking the Pusher protocol to the product, plain sockets to the bare server) and records the
 * delay from publish to receipt of every event.
 */
import { fork, type ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { benchDir } from './paths';

export const CHANNEL = 'bench-channel';
export const EVENT = 'bench-event';

export type ToClient =
  | { type: 'connect'; url: string; count: number; concurrency: number; pusher: boolean }
  | { type: 'report' }
  | { type: 'close' };
export type FromClient =
  | { type: 'connected'; ok: number; failed: number; errors: string[] }
  | { type: 'seq'; seq: number }
  | { type: 'report'; delays: number[]; warmupReceipts: number }
  | { type: 'closed' };

/** The body of a client child process (the bench script started with `--client`). */
export function runClient(): void {
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

export interface Client {
  child: ChildProcess;
  next: (type: FromClient['type']) => Promise<FromClient>;
  onSeq: (listener: (seq: number) => void) => void;
}

/** Forks `script` (the bench's own file) as a client child process. */
export function startClient(script: string): Client {
  const child = fork(script, ['--client'], {
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

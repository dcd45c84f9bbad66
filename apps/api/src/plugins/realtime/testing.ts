/** Helpers for the realtime and Telegram tests: real sockets on a real port. */
import Pusher, { type Channel } from 'pusher-js';
import { WebSocket } from 'ws';
import { buildApp, type App, type AppOptions } from '../../app';
import { loadConfig, type ConfigInput } from '../../config';
import type { Database } from '../../db/client';
import { suppliers } from '../../modules/identity/identity.table';
import { tokensRepository } from '../../modules/identity/tokens.repository';

/** Explicit realtime and webhook secrets, so tests never write DATA_DIR/secrets.json. */
export const REALTIME_TEST_ENV = {
  REALTIME_APP_ID: 'test-app',
  REALTIME_APP_KEY: 'test-key',
  REALTIME_APP_SECRET: 'test-secret-0123456789abcdef',
  TELEGRAM_WEBHOOK_SECRET: 'test-webhook-secret_0123',
  TELEGRAM_BOT_USERNAME: 'supplier_test_bot',
} satisfies ConfigInput;

/** Builds the app on an existing database and listens on 127.0.0.1 (port 0: any free one). */
export async function listenApp(
  database: Database,
  env: ConfigInput = {},
  port = 0,
  drivers?: AppOptions['drivers'],
): Promise<{ app: App; port: number }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...REALTIME_TEST_ENV,
    ...env,
  });
  const app = await buildApp({ config, database, drivers });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : port };
}

let counter = 0;
/** A confirmed supplier with a bearer token. */
export async function createSupplier(database: Database): Promise<{ id: number; token: string }> {
  counter += 1;
  const telephone = `+38093${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  const [row] = await database.db
    .insert(suppliers)
    .values({ firstname: 'Олена', lastname: 'Коваль', telephone, isConfirmTelephone: true })
    .returning({ id: suppliers.id });
  const token = await tokensRepository(database.db).issue(row!.id, {});
  return { id: row!.id, token };
}

/** The real pusher-js client (its Node build) pointed at the embedded server. */
export function pusherClient(port: number, token: string, key = REALTIME_TEST_ENV.REALTIME_APP_KEY): Pusher {
  return new Pusher(key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}`, 'X-SESSION': 'supplier', 'X-LOCALE': 'uk' },
    },
  });
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function connected(client: Pusher, ms = 5000): Promise<void> {
  if (client.connection.state === 'connected') return Promise.resolve();
  return within(
    new Promise<void>((resolve) => client.connection.bind('connected', () => resolve())),
    ms,
    'pusher-js to connect',
  );
}

/** Resolves with the first `event` on the channel. */
export function nextEvent<T = unknown>(channel: Channel, event: string, ms = 5000): Promise<T> {
  return within(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        channel.unbind(event, handler);
        resolve(data);
      };
      channel.bind(event, handler);
    }),
    ms,
    `${event} on ${channel.name}`,
  );
}

export interface RawFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare WebSocket speaking the protocol by hand, with every frame it got. */
export class RawClient {
  readonly frames: RawFrame[] = [];
  closeCode: number | null = null;
  private waiters: { test: (frame: RawFrame) => boolean; resolve: (frame: RawFrame) => void }[] = [];
  private closeWaiters: ((code: number) => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as RawFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const resolve of this.closeWaiters) resolve(code);
    });
  }

  static async open(port: number, key: string = REALTIME_TEST_ENV.REALTIME_APP_KEY, query = '?protocol=7') {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}${query}`);
    const client = new RawClient(ws);
    await within(
      new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      }),
      5000,
      'websocket open',
    );
    return client;
  }

  send(frame: RawFrame): void {
    this.ws.send(JSON.stringify(frame));
  }

  next(test: (frame: RawFrame) => boolean, what: string, ms = 5000): Promise<RawFrame> {
    const seen = this.frames.find(test);
    if (seen) return Promise.resolve(seen);
    return within(new Promise<RawFrame>((resolve) => this.waiters.push({ test, resolve })), ms, what);
  }

  event(name: string, ms = 5000): Promise<RawFrame> {
    return this.next((frame) => frame.event === name, name, ms);
  }

  /** The socket id of the handshake. */
  async socketId(): Promise<string> {
    const frame = await this.event('pusher:connection_established');
    return (JSON.parse(frame.data as string) as { socket_id: string }).socket_id;
  }

  closed(ms = 5000): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode);
    return within(new Promise<number>((resolve) => this.closeWaiters.push(resolve)), ms, 'socket close');
  }

  close(): void {
    this.ws.close();
  }
}

import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import {
  REALTIME_TEST_ENV,
  connected,
  listenApp,
  nextEvent,
  pusherClient,
  within,
} from '../../plugins/realtime/testing';
import { createTestDatabase } from '../../test/database';
import type { TestContext } from '../../test/app';
import { TEST_LOCAL_PAYMENTS_KEY, createSupplier, topUp, transfer } from '../money/test/money-test-kit';

/**
 * Stands in front of the realtime server. `freeze` makes it a hung server (as under SIGSTOP):
 * connections stay open and what they send is kept, unanswered. `restart` is that server killed
 * and started again: what it held is lost (connections reset) and new connections are served.
 */
class FrozenDoor {
  port = 0;
  #frozen = false;
  #server: Server | null = null;
  readonly #links = new Set<{ client: Socket; upstream: Socket; kept: Buffer[] }>();

  async open(upstreamPort: number): Promise<void> {
    this.#server = createServer((client) => {
      const link = { client, upstream: connect(upstreamPort, '127.0.0.1'), kept: [] as Buffer[] };
      this.#links.add(link);
      const close = () => {
        client.destroy();
        link.upstream.destroy();
        this.#links.delete(link);
      };
      client.on('data', (chunk) => (this.#frozen ? link.kept.push(chunk) : link.upstream.write(chunk)));
      link.upstream.on('data', (chunk) => client.write(chunk));
      client.on('error', close).on('close', close);
      link.upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server!.address() as AddressInfo).port;
  }

  freeze(): void {
    this.#frozen = true;
  }

  /** Open connections whose requests the frozen server has and has not answered. */
  get unanswered(): number {
    return [...this.#links].filter((link) => link.kept.length > 0).length;
  }

  restart(): void {
    this.#frozen = false;
    for (const link of this.#links) {
      link.client.resetAndDestroy();
      link.upstream.destroy();
    }
  }

  async close(): Promise<void> {
    for (const link of this.#links) link.client.destroy();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

function until(condition: () => boolean, what: string): Promise<void> {
  return within(
    (async () => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
    })(),
    20_000,
    what,
  );
}

describe('no request waits on realtime (issue 18, item 2)', () => {
  let database: Database;
  let realtimeServer: App;
  let realtimePort: number;
  let api: App;
  let pusher: Pusher | undefined;
  const door = new FrozenDoor();
  const t = {} as TestContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app: realtimeServer, port: realtimePort } = await listenApp(database));
    await door.open(realtimePort);
    ({ app: api } = await listenApp(database, {
      DATA_DIR: 'memory://',
      LOCAL_PAYMENTS_PRIVATE_KEY: TEST_LOCAL_PAYMENTS_KEY,
      REALTIME_DRIVER: 'pusher',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(door.port),
      PUSHER_SCHEME: 'http',
      PUSHER_APP_ID: REALTIME_TEST_ENV.REALTIME_APP_ID,
      PUSHER_APP_KEY: REALTIME_TEST_ENV.REALTIME_APP_KEY,
      PUSHER_APP_SECRET: REALTIME_TEST_ENV.REALTIME_APP_SECRET,
    }));
    Object.assign(t, {
      app: api,
      database,
      call: ({ token, headers, ...options }: Parameters<TestContext['call']>[0]) =>
        api.inject({
          ...options,
          headers: { 'x-session': 'supplier', 'x-locale': 'uk', authorization: `Bearer ${token}`, ...headers },
        }),
    });
  });
  afterAll(async () => {
    pusher?.disconnect();
    await api?.close();
    await door.close();
    await realtimeServer?.close();
    await database?.close();
  });

  it('item 2: a transfer answers while the realtime server hangs; the event is sent again once it is back', async () => {
    const supplier = await createSupplier(t);
    pusher = pusherClient(realtimePort, supplier.token);
    await connected(pusher);
    const channel = pusher.subscribe(`private-balance.${supplier.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const seen: { balance: { total: number } }[] = [];
    channel.bind('balance.changed', (data: { balance: { total: number } }) => seen.push(data));

    await topUp(t, supplier, 500);
    await until(() => seen.length === 1, 'balance.changed of the top-up');

    door.freeze();
    const moved = await transfer(t, supplier, { amount: 120, transfer_direction: 'transfer_from_main' });
    expect(moved.statusCode, moved.body).toBe(200);
    // The reply came first; the frozen server holds the publish, unanswered.
    await until(() => door.unanswered === 1, 'the publish to reach the frozen server');
    expect(seen).toHaveLength(1);

    door.restart();
    await until(() => seen.length === 2, 'balance.changed once the server is back');
    expect(seen.map((event) => event.balance.total)).toEqual([500, 380]);
  }, 30_000);
});

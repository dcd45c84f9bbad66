import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { realtimeEvents } from '../../modules/realtime/realtime-events';
import { startRealtimeCluster } from './cluster';
import { startDelayingProxy } from './delaying-proxy';
import { RealtimeHub } from './hub';
import { createTestDatabase } from '../../test/database';
import { REALTIME_TEST_ENV, connected, createSupplier, listenApp, nextEvent, pusherClient, within } from './testing';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of this test only, on its own port, so stopping it touches nobody else. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  await within(
    new Promise<void>((resolve) =>
      redis.stdout!.on('data', (chunk) => String(chunk).includes('Ready to accept') && resolve()),
    ),
    10_000,
    'redis-server to start',
  );
  return redis;
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

/** Raises an event every 200 ms until `received` settles (at most 20 s). */
async function raiseUntil(received: Promise<unknown>, raise: () => Promise<unknown>): Promise<void> {
  await within(
    (async () => {
      for (;;) {
        await raise();
        if (await Promise.race([received.then(() => true), new Promise((r) => setTimeout(r, 200, false))])) return;
      }
    })(),
    20_000,
    'an event to cross from B to A',
  );
}

describe('embedded realtime as a cluster over Redis (issue 18, item 3)', () => {
  let database: Database;
  let redis: ChildProcess;
  let redisPort: number;
  let a: { app: App; port: number };
  let b: { app: App; port: number };
  const clients: Pusher[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    database = await createTestDatabase();
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    a = await listenApp(database, env);
    b = await listenApp(database, env);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await a?.app.close();
    await b?.app.close();
    if (redis) await stopRedis(redis);
    await database?.close();
  });

  const subscribed = async (port: number, supplier: { id: number; token: string }) => {
    const client = pusherClient(port, supplier.token);
    clients.push(client);
    await connected(client);
    const channel = client.subscribe(`private-customer.${supplier.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    return channel;
  };

  it('item 3: a client on one process gets events raised on another (broadcaster and HTTP API)', async () => {
    const supplier = await createSupplier(database);
    const onA = await subscribed(a.port, supplier);

    const changed = nextEvent(onA, 'customer.change', 20_000);
    // The processes connect to Redis as they start: what B raises before its publisher is connected
    // stays on B (and is followed by a resync), so raise until one crosses.
    await raiseUntil(changed, () =>
      realtimeEvents(b.app.drivers.broadcaster).customerChanged(supplier.id, { lastname: 'Шевчук' }),
    );
    expect(await changed).toEqual({ data: { lastname: 'Шевчук' } });

    const triggered = nextEvent(onA, 'order.created');
    const throughB = new PusherServer({
      appId: REALTIME_TEST_ENV.REALTIME_APP_ID,
      key: REALTIME_TEST_ENV.REALTIME_APP_KEY,
      secret: REALTIME_TEST_ENV.REALTIME_APP_SECRET,
      host: '127.0.0.1',
      port: String(b.port),
      useTLS: false,
    });
    await throughB.trigger(`private-customer.${supplier.id}`, 'order.created', { id: 7 });
    expect(await triggered).toEqual({ id: 7 });
  });

  it('item 3: with Redis stopped, a process still delivers to its own clients', async () => {
    const supplier = await createSupplier(database);
    const onA = await subscribed(a.port, supplier);
    await stopRedis(redis);

    const changed = nextEvent(onA, 'customer.change');
    await realtimeEvents(b.app.drivers.broadcaster).customerChanged(supplier.id, { lastname: 'Бондар' });
    await realtimeEvents(a.app.drivers.broadcaster).customerChanged(supplier.id, { lastname: 'Ткаченко' });
    expect(await changed).toEqual({ data: { lastname: 'Ткаченко' } });
  });

  it('item 3: once Redis is back, clients are told to reconnect and events cross again', async () => {
    const supplier = await createSupplier(database);
    const onA = await subscribed(a.port, supplier);
    const client = clients.at(-1)!;
    const reconnected = within(
      new Promise<void>((resolve) =>
        client.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'connecting') client.connection.bind('connected', () => resolve());
        }),
      ),
      20_000,
      'pusher-js to be sent to reconnect',
    );
    const resubscribed = nextEvent(onA, 'pusher:subscription_succeeded', 20_000);
    redis = await startRedis(redisPort);
    await reconnected;
    await resubscribed;

    const changed = nextEvent(onA, 'customer.change', 20_000);
    // B's publisher may come back a moment after A's subscription.
    await raiseUntil(changed, () =>
      realtimeEvents(b.app.drivers.broadcaster).customerChanged(supplier.id, { lastname: 'Мельник' }),
    );
    expect(await changed).toEqual({ data: { lastname: 'Мельник' } });
  }, 60_000);

  it('item 3: after Redis hung (connections open, nothing answered), clients are told to reconnect', async () => {
    const supplier = await createSupplier(database);
    const onA = await subscribed(a.port, supplier);
    const client = clients.at(-1)!;
    const reconnected = within(
      new Promise<void>((resolve) =>
        client.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'connecting') client.connection.bind('connected', () => resolve());
        }),
      ),
      30_000,
      'pusher-js to be sent to reconnect after the hang',
    );
    redis.kill('SIGSTOP');
    try {
      // B's publish times out: the event reaches B's own sockets only, and A's client misses it.
      await realtimeEvents(b.app.drivers.broadcaster).customerChanged(supplier.id, { lastname: 'Коваль' });
      await new Promise((resolve) => setTimeout(resolve, 5_500));
    } finally {
      redis.kill('SIGCONT');
    }
    await reconnected;
    await nextEvent(onA, 'pusher:subscription_succeeded', 20_000);
  }, 60_000);

  it('issue 35: a slow Redis (every command 50-150 ms each way) is no outage: events cross, no socket is sent away', async () => {
    const proxy = await startDelayingProxy(redisPort, { minMs: 50, maxMs: 150 });
    const redisUrl = `redis://127.0.0.1:${proxy.port}`;
    let resumed = 0;
    const hubs = [new RealtimeHub(), new RealtimeHub()];
    const received: unknown[] = [];
    hubs[1]!.subscribe('private-customer.1', { id: 'socket-1', send: (text) => void received.push(JSON.parse(text)) });
    const clusters = await Promise.all(
      hubs.map((hub) =>
        startRealtimeCluster({ redisUrl, appId: 'slow-test', hub, log: a.app.log, onResumed: () => (resumed += 1) }),
      ),
    );
    try {
      await within(
        (async () => {
          for (;;) {
            try {
              await clusters[1]!.check(2000);
              return;
            } catch {
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        })(),
        10_000,
        'the subscription through the slow proxy',
      );
      // Publishing is not awaited, so 20 events leave at once and each takes 100-300 ms.
      for (let n = 0; n < 20; n += 1) hubs[0]!.publish('private-customer.1', 'customer.change', { n });
      await within(
        (async () => {
          while (received.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));
        })(),
        10_000,
        'the 20 events through the slow Redis',
      );
      expect(received.map((frame) => (frame as { data: unknown }).data)).toEqual(
        Array.from({ length: 20 }, (_, n) => ({ n })),
      );
      await new Promise((resolve) => setTimeout(resolve, 3000)); // three health pings, all slow
      await clusters[0]!.check(2000);
      expect(resumed).toBe(0);
    } finally {
      for (const cluster of clusters) cluster.close();
      await proxy.close();
    }
  }, 30_000);

  it('item 3: what a process raised before its publisher was connected makes the others resync', async () => {
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const log = a.app.log;
    let resumed = 0;
    const listening = await startRealtimeCluster({
      redisUrl,
      appId: 'resync-test',
      hub: new RealtimeHub(),
      log,
      onResumed: () => (resumed += 1),
    });
    const starting = new RealtimeHub();
    const late = await startRealtimeCluster({
      redisUrl,
      appId: 'resync-test',
      hub: starting,
      log,
      onResumed: () => undefined,
    });
    try {
      // Raised at once: the new process's publisher is still connecting (its subscriber may well be
      // connected before it), so the event reaches no other process.
      starting.publish('private-customer.1', 'customer.change', { data: {} });
      await within(
        (async () => {
          while (resumed === 0) await new Promise((resolve) => setTimeout(resolve, 100));
        })(),
        10_000,
        'the other process to be asked to resync',
      );
      expect(resumed).toBe(1);
    } finally {
      listening.close();
      late.close();
    }
  });
});

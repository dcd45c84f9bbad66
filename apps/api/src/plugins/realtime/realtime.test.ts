import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { realtimeEvents } from '../../modules/realtime/realtime-events';
import { createTestDatabase } from '../../test/database';
import { signHttpApiQuery } from './protocol';
import {
  REALTIME_TEST_ENV,
  RawClient,
  connected,
  createSupplier,
  listenApp,
  nextEvent,
  pusherClient,
  within,
} from './testing';

const credentials = {
  appId: REALTIME_TEST_ENV.REALTIME_APP_ID,
  key: REALTIME_TEST_ENV.REALTIME_APP_KEY,
  secret: REALTIME_TEST_ENV.REALTIME_APP_SECRET,
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('embedded realtime server (Pusher protocol 7)', () => {
  let app: App;
  let port: number;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  const clients: Pusher[] = [];
  const raws: RawClient[] = [];

  const client = (token: string) => {
    const created = pusherClient(port, token);
    clients.push(created);
    return created;
  };
  const raw = async (key?: string, query?: string) => {
    const created = await RawClient.open(port, key, query);
    raws.push(created);
    return created;
  };
  const server = (secret = credentials.secret) =>
    new PusherServer({
      appId: credentials.appId,
      key: credentials.key,
      secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });

  beforeAll(async () => {
    ({ app, port } = await listenApp(database));
    alice = await createSupplier(database);
    bob = await createSupplier(database);
  });
  afterEach(() => {
    for (const created of clients.splice(0)) created.disconnect();
    for (const created of raws.splice(0)) created.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('hands out a Pusher socket id and activity timeout 30 on connect', async () => {
    const ws = await raw();
    const frame = await ws.event('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);

    const pusher = client(alice.token);
    await connected(pusher);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const ws = await raw();
    await ws.socketId();
    ws.send({ event: 'pusher:ping', data: {} });
    const pong = await ws.event('pusher:pong');
    expect(pong).toEqual({ event: 'pusher:pong', data: {} });
  });

  it('closes an unknown app key with pusher:error 4001', async () => {
    const ws = await raw('no-such-key');
    const error = await ws.event('pusher:error');
    expect(error.data).toEqual({ code: 4001, message: 'App key no-such-key does not exist.' });
    expect(await ws.closed()).toBe(4001);
  });

  it('refuses an unsupported protocol version with 4007', async () => {
    const ws = await raw(undefined, '?protocol=3');
    expect(await ws.closed()).toBe(4007);
  });

  it('subscribes pusher-js to its own private channel through the auth endpoint', async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-customer.${alice.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    expect(channel.subscribed).toBe(true);
  });

  it("refuses another supplier's channel with pusher:subscription_error", async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-customer.${bob.id}`);
    const error = await nextEvent<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    expect(channel.subscribed).toBe(false);
  });

  it('refuses a forged signature in soketi’s shape (AuthError, 401)', async () => {
    const ws = await raw();
    await ws.socketId();
    const channel = `private-customer.${bob.id}`;
    ws.send({ event: 'pusher:subscribe', data: { channel, auth: `${credentials.key}:${'0'.repeat(64)}` } });
    const error = await ws.event('pusher:subscription_error');
    expect(error).toEqual({
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: 'The connection is unauthorized.', status: 401 },
    });
  });

  it('refuses a channel name over 200 characters and a name with bad characters (4009)', async () => {
    const ws = await raw();
    await ws.socketId();
    const long = `a${'b'.repeat(200)}`;
    ws.send({ event: 'pusher:subscribe', data: { channel: long, auth: '' } });
    const tooLong = await ws.next((f) => f.event === 'pusher:subscription_error' && f.channel === long, 'long');
    expect(tooLong.data).toMatchObject({ type: 'LimitReached', status: 4009 });
    ws.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!', auth: '' } });
    const bad = await ws.next((f) => f.event === 'pusher:subscription_error' && f.channel === 'bad channel!', 'bad');
    expect(bad.data).toMatchObject({ status: 4009 });
  });

  it('subscribes to public channels without auth and stops delivery after unsubscribe', async () => {
    const ws = await raw();
    await ws.socketId();
    ws.send({ event: 'pusher:subscribe', data: { channel: 'news', auth: '' } });
    await ws.event('pusher_internal:subscription_succeeded');
    await server().trigger('news', 'hello', { n: 1 });
    const first = await ws.event('hello');
    expect(first).toEqual({ event: 'hello', channel: 'news', data: JSON.stringify({ n: 1 }) });
    ws.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    await within(new Promise((resolve) => setTimeout(resolve, 100)), 1000, 'pause');
    expect(app.realtime.hub?.subscriptionCount('news')).toBe(0);
  });

  it('delivers events published with the official pusher library over the HTTP API', async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-customer.${alice.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent(channel, 'customer.change');
    const response = await server().trigger(`private-customer.${alice.id}`, 'customer.change', {
      data: { firstname: 'Оксана' },
    });
    expect(response.status).toBe(200);
    expect(await received).toEqual({ data: { firstname: 'Оксана' } });
  });

  it('delivers batch_events and excludes the socket_id given', async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-customer.${alice.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent(channel, 'balance.changed');
    await server().triggerBatch([
      { channel: `private-customer.${alice.id}`, name: 'balance.changed', data: { n: 2 } },
      { channel: 'elsewhere', name: 'x', data: {} },
    ]);
    expect(await received).toEqual({ n: 2 });

    const skipped = nextEvent(channel, 'skipped', 500).then(
      () => 'delivered',
      () => 'not delivered',
    );
    await server().trigger(`private-customer.${alice.id}`, 'skipped', {}, { socket_id: pusher.connection.socket_id });
    expect(await skipped).toBe('not delivered');
  });

  it('delivers events of the broadcaster (realtimeEvents)', async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-notifications-owner.${alice.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent(channel, 'notification.created');
    await realtimeEvents(app.drivers.broadcaster).notificationCreated(alice.id, 'owner', {
      notification: { id: 5, type: 'order', title: 'Нове замовлення' },
      new_count: 3,
    });
    expect(await received).toEqual({ notification: { id: 5, type: 'order', title: 'Нове замовлення' }, new_count: 3 });
  });

  it('answers a bad HTTP API signature with 401', async () => {
    await expect(server('wrong-secret-wrong-secret').trigger('news', 'x', {})).rejects.toMatchObject({ status: 401 });
    const path = `/apps/${credentials.appId}/events`;
    const body = JSON.stringify({ name: 'x', channel: 'news', data: '{}' });
    const stale = signHttpApiQuery(credentials, 'POST', path, body, {}, Date.now() - 700_000);
    const response = await fetch(`http://127.0.0.1:${port}${path}?${stale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_timestamp' });

    // A body changed after signing fails: body_md5 is recomputed from the raw body.
    const signed = signHttpApiQuery(credentials, 'POST', path, body);
    const tampered = await fetch(`http://127.0.0.1:${port}${path}?${signed}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.replace('news', 'newz'),
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toEqual({ code: 'invalid_signature', message: 'Невірний підпис запиту.' });
  });

  it('enforces the HTTP API limits: 100 channels, 10 per batch, 100 KB payload (413)', async () => {
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    const post = async (path: string, payload: unknown) => {
      const body = JSON.stringify(payload);
      const full = `/apps/${credentials.appId}/${path}`;
      const query = signHttpApiQuery(credentials, 'POST', full, body);
      return fetch(`http://127.0.0.1:${port}${full}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        body,
      });
    };
    const many = await post('events', { name: 'x', channels, data: '{}' });
    expect(many.status).toBe(400);
    expect(await many.json()).toEqual({
      code: 'too_many_channels',
      message: 'Cannot broadcast to more than 100 channels at once.',
    });
    const big = await post('events', { name: 'x', channel: 'news', data: 'x'.repeat(100 * 1024 + 1) });
    expect(big.status).toBe(413);
    const batch = await post('batch_events', {
      batch: Array.from({ length: 11 }, () => ({ name: 'x', channel: 'news', data: '{}' })),
    });
    expect(batch.status).toBe(400);
    const longName = await post('events', { name: 'x', channel: 'c'.repeat(201), data: '{}' });
    expect(longName.status).toBe(400);
    const other = new PusherServer({
      appId: 'other-app',
      key: credentials.key,
      secret: credentials.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await expect(other.trigger('news', 'x', {})).rejects.toMatchObject({ status: 404 });
  });

  it('lists occupied channels (GET /apps/{id}/channels)', async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-customer.${alice.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const response = await server().get({ path: '/channels', params: { filter_by_prefix: 'private-' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { channels: Record<string, { subscription_count: number }> };
    expect(body.channels[`private-customer.${alice.id}`]).toMatchObject({ subscription_count: 1, occupied: true });
    expect(Object.keys(body.channels).every((name) => name.startsWith('private-'))).toBe(true);
  });

  it('passes client events on private channels to the other subscribers only', async () => {
    const first = client(alice.token);
    const second = client(alice.token);
    const a = first.subscribe(`private-customer.${alice.id}`);
    const b = second.subscribe(`private-customer.${alice.id}`);
    await Promise.all([nextEvent(a, 'pusher:subscription_succeeded'), nextEvent(b, 'pusher:subscription_succeeded')]);
    const echoed = nextEvent(a, 'client-typing', 400).then(
      () => 'echoed',
      () => 'not echoed',
    );
    const received = nextEvent(b, 'client-typing');
    a.trigger('client-typing', { typing: true });
    expect(await received).toEqual({ typing: true });
    expect(await echoed).toBe('not echoed');
  });

  it('rejects a non-Pusher WebSocket path', async () => {
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);
    const outcome = await within(
      new Promise<string>((resolve) => {
        ws.once('open', () => resolve('open'));
        ws.once('error', () => resolve('refused'));
      }),
      5000,
      'upgrade refusal',
    );
    expect(outcome).toBe('refused');
  });

  it('sends 4200 on shutdown; pusher-js reconnects to the restarted server and resubscribes', async () => {
    const pusher = client(alice.token);
    const channel = pusher.subscribe(`private-customer.${alice.id}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const ws = await raw();
    await ws.socketId();
    const firstSocketId = pusher.connection.socket_id;

    // pusher-js reconnects at once on 4200. Its Node build (faye-websocket) does not notice a
    // refused connection while the port is down and retries after its 15 s attempt timeout; a
    // browser retries at once.
    const resubscribed = nextEvent(channel, 'pusher:subscription_succeeded', 25_000);
    await app.close();
    expect(await ws.closed()).toBe(4200);
    expect(ws.frames.find((f) => f.event === 'pusher:error')?.data).toMatchObject({ code: 4200 });

    ({ app } = await listenApp(database, {}, port));
    await resubscribed;
    expect(pusher.connection.state).toBe('connected');
    expect(pusher.connection.socket_id).not.toBe(firstSocketId);

    const received = nextEvent(channel, 'customer.change');
    await realtimeEvents(app.drivers.broadcaster).customerChanged(alice.id, { lastname: 'Шевчук' });
    expect(await received).toEqual({ data: { lastname: 'Шевчук' } });
  }, 40_000);
});

describe('server heartbeat', () => {
  let app: App;
  let port: number;

  beforeAll(async () => {
    ({ app, port } = await listenApp(database, {
      REALTIME_PING_INTERVAL_SECONDS: '0.2',
      REALTIME_PONG_TIMEOUT_SECONDS: '0.3',
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('pings a silent socket and closes it with 4201 when no pong comes', async () => {
    const ws = await RawClient.open(port);
    await ws.socketId();
    expect(await ws.event('pusher:ping', 2000)).toEqual({ event: 'pusher:ping', data: {} });
    expect(await ws.closed(3000)).toBe(4201);
    expect(ws.frames.find((f) => f.event === 'pusher:error')?.data).toEqual({
      code: 4201,
      message: 'Pong reply not received in time',
    });
  });

  it('keeps a socket that answers pings', async () => {
    const ws = await RawClient.open(port);
    await ws.socketId();
    ws.ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { event: string }).event === 'pusher:ping') {
        ws.send({ event: 'pusher:pong', data: {} });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ws.closeCode).toBeNull();
    expect(ws.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThan(1);
    ws.close();
  });
});

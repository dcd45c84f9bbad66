import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { channelAuth } from '../../plugins/realtime/protocol';
import { REALTIME_TEST_ENV, connected, createSupplier, listenApp, nextEvent } from '../../plugins/realtime/testing';
import { createTestDatabase } from '../../test/database';
import { ChannelRegistry } from './channels';
import { realtimeEvents } from './realtime-events';

const credentials = {
  appId: REALTIME_TEST_ENV.REALTIME_APP_ID,
  key: REALTIME_TEST_ENV.REALTIME_APP_KEY,
  secret: REALTIME_TEST_ENV.REALTIME_APP_SECRET,
};
const panelHeaders = { 'x-session': 'supplier', 'x-locale': 'uk' };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('POST /api/broadcasting/auth and GET /api/realtime/config', () => {
  let app: App;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };

  const auth = (token: string | null, body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: {
        ...panelHeaders,
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      payload: body,
    });

  beforeAll(async () => {
    ({ app } = await listenApp(database));
    alice = await createSupplier(database);
    bob = await createSupplier(database);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs the supplier’s own channels (form-encoded, as pusher-js sends)', async () => {
    for (const channel of [`private-customer.${alice.id}`, `private-connect-telegram.${alice.id}`]) {
      const response = await auth(alice.token, `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ auth: channelAuth(credentials, '123.456', channel) });
    }
  });

  it('refuses other suppliers’ and unknown channels with 403 in the error shape', async () => {
    const other = await auth(alice.token, `socket_id=1.2&channel_name=private-customer.${bob.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'channel_forbidden', message: 'Немає доступу до цього каналу.' });
    const english = await auth(alice.token, `socket_id=1.2&channel_name=private-customer.${bob.id}`, {
      'x-locale': 'en',
    });
    expect(english.json()).toEqual({ code: 'channel_forbidden', message: 'You may not subscribe to this channel.' });
    for (const channel of [
      `private-orders.${bob.id}`,
      'private-unknown.1',
      'news',
      `presence-customer.${alice.id}`,
      `private-customer.${alice.id}x`,
    ]) {
      const response = await auth(alice.token, `socket_id=1.2&channel_name=${channel}`);
      expect(response.statusCode, channel).toBe(403);
    }
  });

  it('needs a signed-in supplier and a well-formed socket id', async () => {
    const anonymous = await auth(null, `socket_id=1.2&channel_name=private-customer.${alice.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
    const bad = await auth(alice.token, `socket_id=abc&channel_name=private-customer.${alice.id}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: { socket_id: expect.any(Array) } });
    const long = await auth(alice.token, `socket_id=1.2&channel_name=private-customer.${'1'.repeat(200)}`);
    expect(long.statusCode).toBe(422);
  });

  it('tells pusher-js where the embedded server is, from the request host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/realtime/config',
      headers: { ...panelHeaders, host: 'panel.example.com:8443' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      key: credentials.key,
      cluster: 'eu',
      wsHost: 'panel.example.com',
      wsPort: 8443,
      wssPort: 8443,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
    });
    const plain = await app.inject({
      method: 'GET',
      url: '/api/realtime/config',
      headers: { ...panelHeaders, host: 'localhost' },
    });
    expect(plain.json()).toMatchObject({ wsHost: 'localhost', wsPort: 80 });
  });
});

describe('REALTIME_DRIVER=pusher', () => {
  it('names every missing PUSHER_* variable', () => {
    expect(() => loadConfig({ REALTIME_DRIVER: 'pusher', PUSHER_HOST: 'soketi' })).toThrowError(ConfigError);
    try {
      loadConfig({ REALTIME_DRIVER: 'pusher', PUSHER_HOST: 'soketi' });
    } catch (error) {
      expect((error as Error).message).toBe(
        [
          'Invalid configuration:',
          'PUSHER_APP_ID: required when REALTIME_DRIVER=pusher',
          'PUSHER_APP_KEY: required when REALTIME_DRIVER=pusher',
          'PUSHER_APP_SECRET: required when REALTIME_DRIVER=pusher',
        ].join('\n'),
      );
    }
    expect(() => loadConfig({ PUSHER_HOST: 'https://soketi' })).toThrowError(/PUSHER_HOST/);
  });

  it('publishes through the HTTP API of another server and signs for it', async () => {
    // A: the realtime server (an API process with the embedded server).
    const realtime = await listenApp(database);
    // B: an API process that publishes to A.
    const api = await listenApp(database, {
      REALTIME_DRIVER: 'pusher',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(realtime.port),
      PUSHER_SCHEME: 'http',
      PUSHER_APP_ID: credentials.appId,
      PUSHER_APP_KEY: credentials.key,
      PUSHER_APP_SECRET: credentials.secret,
      PUSHER_WS_HOST: 'ws.example.com',
    });
    const supplier = await createSupplier(database);
    const client = new Pusher(credentials.key, {
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: realtime.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: {
        endpoint: `http://127.0.0.1:${api.port}/api/broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${supplier.token}`, 'X-SESSION': 'supplier' },
      },
    });
    try {
      await connected(client);
      const channel = client.subscribe(`private-balance.${supplier.id}`);
      await nextEvent(channel, 'pusher:subscription_succeeded');
      const received = nextEvent(channel, 'balance.changed');
      await realtimeEvents(api.app.drivers.broadcaster).balanceChanged(supplier.id, {
        balance: { total: 100, total_format: '100 грн' },
        service_balance: { total: 0, total_format: '0 грн' },
      });
      expect(await received).toEqual({
        balance: { total: 100, total_format: '100 грн' },
        service_balance: { total: 0, total_format: '0 грн' },
      });

      const config = await api.app.inject({ method: 'GET', url: '/api/realtime/config', headers: panelHeaders });
      expect(config.json()).toMatchObject({ key: credentials.key, wsHost: 'ws.example.com', wsPort: realtime.port });
      expect(api.app.realtime.server).toBeNull();
    } finally {
      client.disconnect();
      await api.app.close();
      await realtime.app.close();
    }
  });

  it('logs and swallows a failed publish instead of failing the change', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const failing = { publish: async () => Promise.reject(new Error('down')) };
    await expect(realtimeEvents(failing, log).customerChanged(1, { telegram_id: null })).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});

describe('ChannelRegistry', () => {
  it('matches {placeholders} and nothing more', async () => {
    const registry = new ChannelRegistry().add('private-chat.{chatId}', 'chats', ({ params }) => params.chatId === '9');
    expect(registry.match('private-chat.9')?.params).toEqual({ chatId: '9' });
    expect(registry.match('private-chat.9.1')).toBeNull();
    expect(registry.match('private-chatx9')).toBeNull();
    expect(registry.match('private-customer.9')).toBeNull();
  });
});

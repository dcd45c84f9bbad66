import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import type { TestContext } from '../../test/app';
import { signUp } from '../identity/testing';
import { listening, settings, until, type Settings } from './settings-cache.testing';

/**
 * Two API processes on one PostgreSQL database: each has its own pool, listener and caches.
 * Runs only on PostgreSQL (`*.postgres.test.ts`, see vitest.config.ts): PGlite is one process.
 */
describe('two app instances on one PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  const calls: TestContext['call'][] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 3 });
      if (i === 0) await migrate(database);
      const app = await buildApp({ config, database });
      await app.ready();
      await listening(database);
      databases.push(database);
      apps.push(app);
      calls.push(({ token, headers, ...options }) =>
        app.inject({
          ...options,
          headers: {
            'x-session': 'supplier',
            'x-locale': 'uk',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        }),
      );
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });

  it('refuses in the second instance a token revoked through the first', async () => {
    const [one, two] = calls as [TestContext['call'], TestContext['call']];
    const supplier = await signUp({ app: apps[0], call: one } as TestContext);
    expect((await settings(two, supplier.token)).statusCode).toBe(200);
    expect((await settings(two, supplier.token)).statusCode).toBe(200); // cached there now
    const out = await one({ method: 'POST', url: '/api/admin-suppliers/v1/auth/logout', token: supplier.token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await settings(one, supplier.token)).statusCode).toBe(401);
    await until(async () => (await settings(two, supplier.token)).statusCode === 401);
    expect((await settings(two, supplier.token)).statusCode).toBe(401);
  });

  it('shows in the second instance a payment method enabled through the first', async () => {
    const [one, two] = calls as [TestContext['call'], TestContext['call']];
    const supplier = await signUp({ app: apps[0], call: one } as TestContext);
    const payment = async (call: TestContext['call']) =>
      ((await settings(call, supplier.token)).json() as Settings).setup.payment;
    expect(await payment(two)).toBe(false);
    expect(await payment(two)).toBe(false);
    const cod = await one({
      method: 'PUT',
      url: '/api/admin-suppliers/v1/payment-methods/cod',
      token: supplier.token,
      payload: { enabled: true },
    });
    expect(cod.statusCode, cod.body).toBe(200);
    expect(await payment(one)).toBe(true);
    await until(async () => await payment(two));
    expect(await payment(two)).toBe(true);
  });

  it('turns the caches off while its listener is disconnected, and back on once it listens again', async () => {
    const database = databases[1]!;
    const events: boolean[] = [];
    const off = database.listenNotify!.onListening((on) => events.push(on));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // Ends this database's connections whose last statement was LISTEN (listeners and idle pool clients).
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and state = 'idle' and query like 'LISTEN%'`,
      [name],
    );
    await admin.end();
    await until(async () => events.length >= 2, 5000);
    off();
    expect(events).toEqual([false, true]);
    const supplier = await signUp({ app: apps[0], call: calls[0] } as TestContext);
    expect((await settings(calls[1]!, supplier.token)).statusCode).toBe(200);
  });
});

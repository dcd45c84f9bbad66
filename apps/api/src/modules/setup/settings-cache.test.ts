import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidatedCache } from '../../db/listen-notify';
import { signUp } from '../identity/testing';
import { topUp, useMoneyApp } from '../money/test/money-test-kit';
import { LONG, listening, settings, type Settings } from './settings-cache.testing';

describe('InvalidatedCache', () => {
  it('never stores a value computed while its key (or everything) was invalidated', () => {
    const cache = new InvalidatedCache<number, string>({ max: 10, ttlMs: 60_000 });
    const before = cache.ticket();
    expect(cache.set(1, 'a', before)).toBe(false); // off until enabled
    cache.setEnabled(true);
    expect(cache.set(1, 'a', before)).toBe(false); // enabling dropped computations in flight
    let ticket = cache.ticket();
    cache.invalidate(1);
    expect(cache.set(1, 'stale', ticket)).toBe(false);
    expect(cache.set(2, 'other key', ticket)).toBe(true);
    ticket = cache.ticket();
    expect(cache.set(1, 'fresh', ticket)).toBe(true);
    expect(cache.get(1)).toBe('fresh');
    cache.invalidate(1);
    expect(cache.get(1)).toBeUndefined();
    ticket = cache.ticket();
    cache.clear();
    expect(cache.set(3, 'stale', ticket)).toBe(false);
    cache.setEnabled(false);
    expect(cache.set(3, 'x', cache.ticket())).toBe(false);
  });

  it('keeps at most `max` entries, least recently used (to within a second) out first, each for ttlMs', () => {
    let now = 0;
    const cache = new InvalidatedCache<number, number>({ max: 2, ttlMs: 5000, now: () => now });
    cache.setEnabled(true);
    cache.set(1, 1, cache.ticket());
    cache.set(2, 2, cache.ticket());
    now = 1000;
    expect(cache.get(1)).toBe(1);
    cache.set(3, 3, cache.ticket());
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([1, undefined, 3]);
    now = 5000;
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(3)).toBe(3);
    now = 6000;
    expect(cache.get(3)).toBeUndefined();
  });

  it('bounds the invalidation history and then refuses every computation begun before', () => {
    const cache = new InvalidatedCache<number, number>({ max: 2, ttlMs: 1000 });
    cache.setEnabled(true);
    const ticket = cache.ticket();
    for (const key of [1, 2, 3]) cache.invalidate(key);
    expect(cache.set(9, 9, ticket)).toBe(false);
    expect(cache.set(9, 9, cache.ticket())).toBe(true);
  });
});

describe('settings and tokens cached in the process', () => {
  const t = useMoneyApp({ SUBSCRIPTION_COST_KOPIYKY: '49900' });
  beforeAll(async () => listening(t.database));

  it('answers from the cache until the database announces a change of the supplier', async () => {
    const supplier = await signUp(t);
    // On PostgreSQL the sign-up's notifications also reach the other connections (a few ms later)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await settings(t.call, supplier.token)).json().balance.total).toBe(0);
    // A write the triggers do not see (replication role) is not noticed: the answer is cached...
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into ledger_accounts (supplier_id, kind, balance) values (${supplier.id}, 'main', 12345)
            on conflict (supplier_id, kind) where supplier_id is not null do update set balance = 12345`,
      );
    });
    expect((await settings(t.call, supplier.token)).json().balance.total).toBe(0);
    // ...until a notification for the supplier arrives.
    await t.database.db.execute(sql`select pg_notify('supplier_changed', ${String(supplier.id)})`);
    expect((await settings(t.call, supplier.token)).json().balance.total).toBe(123.45);
  });

  it('shows saved required articles, a top-up and an enabled payment method on the very next call', async () => {
    const supplier = await signUp(t);
    const first = (await settings(t.call, supplier.token)).json() as Settings;
    expect(first.setup).toMatchObject({ information: false, payment: false });
    for (const kind of ['about', 'delivery', 'payment', 'returns']) {
      const saved = await t.call({
        method: 'PUT',
        url: `/api/admin-suppliers/v1/articles/${kind}`,
        token: supplier.token,
        payload: { title: kind, content: `<p>${LONG}</p>` },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(((await settings(t.call, supplier.token)).json() as Settings).setup.information).toBe(true);

    await topUp(t, supplier, 250);
    expect(((await settings(t.call, supplier.token)).json() as Settings).balance.total).toBe(250);

    const cod = await t.call({
      method: 'PUT',
      url: '/api/admin-suppliers/v1/payment-methods/cod',
      token: supplier.token,
      payload: { enabled: true },
    });
    expect(cod.statusCode, cod.body).toBe(200);
    expect(((await settings(t.call, supplier.token)).json() as Settings).setup.payment).toBe(true);
  });

  it('refuses a token right after logout', async () => {
    const supplier = await signUp(t);
    expect((await settings(t.call, supplier.token)).statusCode).toBe(200);
    const cached = await settings(t.call, supplier.token);
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    const out = await t.call({ method: 'POST', url: '/api/admin-suppliers/v1/auth/logout', token: supplier.token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await settings(t.call, supplier.token)).statusCode).toBe(401);
  });
});

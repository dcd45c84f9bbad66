import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import { ORDERS_PATHS, orderResponse } from '@supplier/contracts/orders';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { useTestApp } from '../../test/app';
import { ok, type Supplier } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller } from '../orders/testing';
import { ACTIVITY_RETENTION_JOB } from './activity.module';
import { addMember } from '../team/testing';
import { objectOfPath } from './activity.recorder';

const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });
const path = (url: string) => url.replace('/admin-suppliers/v1', '');

async function log(s: Supplier, query = ''): Promise<{ data: ActivityEntry[]; next: string | null }> {
  const page = activityResponse.parse(ok(await s.get(`/activity${query}`)));
  return { data: page.data, next: page.meta.next_cursor };
}

/** The entries a query finds as soon as the calls that made them have answered (the generic one too): at least `count`. */
async function recorded(s: Supplier, query: string, count: number): Promise<ActivityEntry[]> {
  const { data } = await log(s, query);
  expect(data.length, query).toBeGreaterThanOrEqual(count);
  return data;
}

describe('the activity log', () => {
  it('records an order status change with before and after, once, in the order history too', async () => {
    const s = await seller(t);
    const id = await placeOrder(t, s);
    const { version } = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
    ok(await s.post(path(ORDERS_PATHS.status(id)), { to: 'processing', version }));

    const entries = await recorded(s, `?object_type=orders&object_id=${id}`, 1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      member_id: null,
      actor_name: 'Іван Петренко',
      action: 'changeOrderStatus',
      action_text: 'Змінено статус замовлення',
      object: { type: 'orders', type_text: 'Замовлення', id: String(id) },
      changes: { status: { from: 'new', to: 'processing' } },
    });
    expect(entries[0]!.object.label).toMatch(/^№ \d+$/);
    expect(entries[0]!.ip).toBeTruthy();
    // the explicit entry replaced the generic one of the same request
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await log(s, '?action=changeOrderStatus')).data).toHaveLength(1);
  });

  it('names the team member who acted: in the log, in the order history, and in team changes; members cannot read it', async () => {
    const s = await seller(t);
    const manager = await addMember(t, s, 'manager');
    const id = await placeOrder(t, s);
    const { version } = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
    const moved = await t.call({
      method: 'POST',
      url: ORDERS_PATHS.status(id).replace('/admin-suppliers', '/api/admin-suppliers'),
      token: manager.token,
      payload: { to: 'processing', version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = await recorded(s, `?member=${manager.memberId}&object_type=orders`, 1);
    expect(entry).toMatchObject({
      member_id: manager.memberId,
      actor_name: 'Олена Склад',
      action: 'changeOrderStatus',
    });
    const history = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data.history;
    expect(history.at(-1)).toMatchObject({ member: { id: manager.memberId, name: 'Олена Склад' } });

    ok(await s.put(`/team/members/${manager.memberId}/role`, { role: 'warehouse' }));
    const [role] = await recorded(s, '?object_type=team&action=changeTeamMemberRole', 1);
    expect(role).toMatchObject({ member_id: null, object: { type: 'team', id: String(manager.memberId) } });

    const refused = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/activity', token: manager.token });
    expect(refused.statusCode).toBe(403);
    const file = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/activity/export', token: manager.token });
    expect(file.statusCode).toBe(403);
  });

  it('records a mutating endpoint without its own entry generically, and nothing for reads or refusals', async () => {
    const s = await seller(t);
    const shelving = ok<{ data: { id: number } }>(
      await s.post('/shelvings', { code: 'B-01', name: 'Склад' }),
      201,
    ).data;
    ok(await s.post('/shelvings', { code: 'B 01', name: 'x' }), 422);
    ok(await s.get('/shelvings'));
    const entries = await recorded(s, '?object_type=shelvings', 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await log(s, '?object_type=shelvings')).data).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'createShelving',
      action_text: 'Створено стелаж',
      object: { type: 'shelvings', id: null },
      changes: {},
    });
    ok(await s.put(`/shelvings/${shelving.id}`, { code: 'B-02', name: 'Склад 2' }));
    const [saved] = await recorded(s, '?action=saveShelving', 1);
    expect(saved!.object).toMatchObject({ type: 'shelvings', id: String(shelving.id) });
  });

  it('pages newest first by keyset, filters by member, action and days, and keeps suppliers apart', async () => {
    const s = await seller(t);
    const other = await seller(t);
    await t.database.db.execute(sql`
      insert into activity_log (supplier_id, member_id, actor_name, action, object_type, object_id, created_at)
      select ${s.id}, case when n % 2 = 0 then null else 7 end, 'Хтось', case when n % 3 = 0 then 'saveProduct' else 'saveStore' end,
        'attributes', n::text, now() - n * interval '1 hour'
      from generate_series(1, 30) n`);
    await t.database.db.execute(sql`
      insert into activity_log (supplier_id, actor_name, action, object_type) values (${other.id}, 'Чужий', 'saveStore', 'stores')`);

    const seen: ActivityEntry[] = [];
    let query = '?per_page=7&object_type=attributes';
    for (;;) {
      const page = await log(s, query);
      seen.push(...page.data);
      if (!page.next) break;
      query = `?per_page=7&object_type=attributes&cursor=${page.next}`;
    }
    expect(seen.map((entry) => entry.object.id)).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));

    expect((await log(s, '?member=owner&object_type=attributes&per_page=100')).data).toHaveLength(15);
    expect((await log(s, '?member=7&per_page=100')).data.every((entry) => entry.member_id === 7)).toBe(true);
    expect((await log(s, '?action=saveProduct&per_page=100')).data).toHaveLength(10);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    expect((await log(s, `?date_from=${tomorrow}`)).data).toHaveLength(0);
    expect((await log(s, `?date_to=${today}&per_page=100`)).data.length).toBeGreaterThan(0);

    expect((await log(other, '?object_type=stores')).data.map((entry) => entry.actor_name)).toEqual(['Чужий']);
    expect((await log(other, `?object_type=attributes`)).data).toHaveLength(0);

    expect(ok(await s.get('/activity?cursor=not-a-cursor'), 422)).toMatchObject({ code: 'invalid_cursor' });
    expect(ok(await s.get('/activity?member=someone'), 422)).toMatchObject({
      errors: { member: ['Оберіть учасника команди або власника.'] },
    });
    expect(ok(await s.get(`/activity?date_from=${tomorrow}&date_to=${today}`), 422)).toMatchObject({
      errors: { date_to: ['Кінцева дата не може бути раніше початкової.'] },
    });
  });

  it('exports what the filters find as CSV', async () => {
    const s = await seller(t);
    await t.database.db.execute(sql`
      insert into activity_log (supplier_id, actor_name, action, object_type, object_id, object_label, changes)
      values (${s.id}, 'Оксана', 'saveProduct', 'products', '5', 'Чайник', '{"price": {"from": 100, "to": 120}}')`);
    const file = await s.get('/activity/export?format=csv&action=saveProduct');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Дата й час,Хто,Дія,Об’єкт,Зміни,IP,Браузер');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Оксана,Змінено товар,Товари Чайник,Ціна: 100 → 120');
  });

  it('deletes entries older than a year with the daily retention job', async () => {
    const s = await seller(t);
    await t.database.db.execute(sql`
      insert into activity_log (supplier_id, actor_name, action, object_type, created_at)
      values (${s.id}, 'Старий', 'saveStore', 'stores', now() - interval '366 days'),
             (${s.id}, 'Свіжий', 'saveStore', 'stores', now() - interval '364 days')`);
    await enqueueJobs(t.database.db, [{ kind: ACTIVITY_RETENTION_JOB, key: `every:${ACTIVITY_RETENTION_JOB}` }]);
    await t.database.db.execute(sql`update jobs set run_at = now() where kind = ${ACTIVITY_RETENTION_JOB}`);
    while ((await t.app.jobs.runOnce()) > 0);
    expect((await log(s, '?object_type=stores')).data.map((entry) => entry.actor_name)).toEqual(['Свіжий']);
  });

  it('names the object of a path by its resource and first parameter', () => {
    expect(objectOfPath('/admin-suppliers/v1/orders/:id/status')).toEqual({ type: 'orders', param: 'id' });
    expect(objectOfPath('/admin-suppliers/v1/integrations/:id/webhooks/:webhookId')).toEqual({
      type: 'integrations',
      param: 'id',
    });
    expect(objectOfPath('/v1/customers/balances/balance-transfer')).toEqual({ type: 'balances', param: null });
    expect(objectOfPath('/admin-suppliers/v1/customer/account')).toEqual({ type: 'account', param: null });
  });
});

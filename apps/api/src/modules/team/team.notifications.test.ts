import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { signUp, useClockedApp } from '../identity/testing';
import { notificationsOf } from '../notifications/notifications.module';
import { addMember } from './testing';

const SETTINGS = '/api/v1/notification/settings';

describe('notifications per team member (issue 34)', () => {
  const t = useClockedApp({ JOBS_WORKER: 'false' });

  it('each member keeps their own channels; the account holder’s stay the supplier’s', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'manager');
    const changed = await t.call({
      method: 'PUT',
      url: SETTINGS,
      token: member.token,
      payload: { sms: { enabled: true } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.sms.enabled).toBe(true);
    const mine = await t.call({ method: 'GET', url: SETTINGS, token: member.token });
    expect(mine.json().data.sms.enabled).toBe(true);
    const holders = await t.call({ method: 'GET', url: SETTINGS, token: owner.token });
    expect(holders.json().data.sms.enabled).toBe(false);
  });

  it('an order notification goes to the members whose role covers orders, over their channels', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner, 'manager');
    const warehouse = await addMember(t, owner, 'warehouse');
    const support = await addMember(t, owner, 'support');
    const off = await addMember(t, owner, 'warehouse');
    for (const member of [manager, warehouse, support, off]) {
      const on = await t.call({
        method: 'PUT',
        url: SETTINGS,
        token: member.token,
        payload: { sms: { enabled: true, types: ['ttn_added'] } },
      });
      expect(on.statusCode, on.body).toBe(200);
    }
    await t.call({
      method: 'POST',
      url: `/api/admin-suppliers/v1/team/members/${off.memberId}/deactivate`,
      token: owner.token,
    });

    const notification = await notificationsOf(t.app).notify(owner.id, { type: 'ttn_added', title: 'Додано ТТН' });
    const deliveries = rowsOf<{ channel: string; member_id: number | null }>(
      await t.database.db.execute(
        sql`select channel, member_id from notification_deliveries where notification_id = ${notification.id} order by id`,
      ),
    );
    const smsTo = deliveries.filter((row) => row.channel === 'sms').map((row) => Number(row.member_id));
    expect(smsTo.sort()).toEqual([manager.memberId, warehouse.memberId].sort());
    await t.app.jobs.runOnce();
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?telephone=${encodeURIComponent(warehouse.telephone)}`,
    });
    expect(outbox.json().data[0].text).toContain('Додано ТТН');
    // the account holder's own settings are untouched: SMS is off by default
    expect(deliveries.filter((row) => row.member_id === null && row.channel === 'sms')).toEqual([]);
  });
});

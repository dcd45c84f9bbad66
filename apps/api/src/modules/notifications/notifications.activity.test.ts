import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import { signUp, useClockedApp } from '../identity/testing';
import { addMember } from '../team/testing';

const t = useClockedApp({ JOBS_WORKER: 'false' });
const SETTINGS = '/api/v1/notification/settings';

async function entries(token: string, query: string): Promise<ActivityEntry[]> {
  const answer = await t.call({ method: 'GET', url: `/api/admin-suppliers/v1/activity${query}`, token });
  expect(answer.statusCode, answer.body).toBe(200);
  return activityResponse.parse(answer.json()).data;
}

async function save(token: string, url: string, payload: object): Promise<void> {
  const answer = await t.call({ method: 'PUT', url, token, payload });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('«Журнал дій» keeps what a save of notification settings changed (issue 34, ADR 0046)', () => {
  it('the account holder’s save: each channel’s switch and types that changed, nothing else', async () => {
    const owner = await signUp(t);
    await save(owner.token, SETTINGS, { sms: { enabled: true }, telegram: { types: ['system'] }, push: {} });

    const [saved, ...more] = await entries(owner.token, '?action=saveNotificationSetting');
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ member_id: null, action_text: 'Змінено налаштування сповіщень' });
    expect(saved!.object).toMatchObject({ type: 'notification', type_text: 'Сповіщення' });
    expect(saved!.changes).toEqual({
      sms_enabled: { from: false, to: true },
      telegram_types: { from: ['ttn_added', 'shipment_sent', 'remind_after_3_days', 'system'], to: ['system'] },
    });
  });

  it('a member’s own save, in bulk: the entry names the member, and the owner reads it under their name', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner, 'manager');
    await save(manager.token, `${SETTINGS}/bulk`, { type: 'order', enabled: false });

    const [saved, ...more] = await entries(owner.token, `?member=${manager.memberId}&action=saveNotificationSettings`);
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ member_id: manager.memberId, actor_name: 'Олена Склад' });
    expect(saved!.changes).toEqual({
      push_types: { from: ['product', 'order', 'system'], to: ['product', 'system'] },
      email_types: { from: ['product', 'order', 'system'], to: ['product', 'system'] },
    });
    // The member's settings are their own: the account holder's entry list holds none of theirs.
    expect(await entries(owner.token, '?member=owner&action=saveNotificationSettings')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { REALTIME_TEST_ENV } from '../../plugins/realtime/testing';
import { authorizeChannel } from './testing';
import { signUp, useClockedApp } from '../identity/testing';
import { RecordingBroadcaster } from '../notifications/testing';
import { addMember } from '../team/testing';
import { realtimeEvents } from './realtime-events';

const broadcaster = new RecordingBroadcaster();
const published = broadcaster.events;

const FAMILIES = ['customer', 'orders', 'returns', 'reviews', 'chats', 'balance'] as const;

describe('private channels follow the permission matrix (issue 34, ADR 0048)', () => {
  const t = useClockedApp(REALTIME_TEST_ENV, { broadcaster });

  const authorize = (token: string, channel: string) => authorizeChannel(t, token, channel);

  /** The families of the supplier's channels `token` may subscribe to. */
  async function readable(token: string, supplierId: number): Promise<string[]> {
    const answers = await Promise.all(FAMILIES.map((family) => authorize(token, `private-${family}.${supplierId}`)));
    for (const answer of answers) expect([200, 403], answer.body).toContain(answer.statusCode);
    return FAMILIES.filter((_, index) => answers[index]!.statusCode === 200);
  }

  it('lets each role subscribe only to the families of events it may read', async () => {
    const owner = await signUp(t);
    const support = await addMember(t, owner, 'support');
    const warehouse = await addMember(t, owner, 'warehouse');
    const accountant = await addMember(t, owner, 'accountant');
    const ownerMember = await addMember(t, owner, 'owner');

    expect(await readable(owner.token, owner.id)).toEqual([...FAMILIES]);
    expect(await readable(ownerMember.token, owner.id)).toEqual([...FAMILIES]);
    expect(await readable(support.token, owner.id)).toEqual(['customer', 'reviews', 'chats']);
    expect(await readable(warehouse.token, owner.id)).toEqual(['customer', 'orders']);
    expect(await readable(accountant.token, owner.id)).toEqual(['customer', 'orders', 'balance']);

    const refused = await authorize(support.token, `private-orders.${owner.id}`);
    expect(refused.json()).toEqual({ code: 'channel_forbidden', message: 'Немає доступу до цього каналу.' });
  });

  it('refuses another supplier’s channels to its owner and its members alike', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const warehouse = await addMember(t, owner, 'warehouse');
    expect(await readable(warehouse.token, other.id)).toEqual([]);
    expect(await readable(owner.token, other.id)).toEqual([]);
  });

  it('opens a member’s own channel to them alone', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner, 'manager');
    const support = await addMember(t, owner, 'support');
    expect((await authorize(manager.token, `private-member.${manager.memberId}`)).statusCode).toBe(200);
    expect((await authorize(support.token, `private-member.${manager.memberId}`)).statusCode).toBe(403);
    expect((await authorize(owner.token, `private-member.${manager.memberId}`)).statusCode).toBe(403);
  });

  it('tells a member’s panels of a new role, a deactivation and a removal', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'support');
    const channel = `private-member.${member.memberId}`;
    const members = '/api/admin-suppliers/v1/team/members';
    const team = `${members}/${member.memberId}`;
    const heard = () => published.filter((message) => message.channels.includes(channel));

    published.length = 0;
    const changed = await t.call({
      method: 'PUT',
      url: `${team}/role`,
      token: owner.token,
      payload: { role: 'manager' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(heard()).toEqual([{ channels: [channel], event: 'member.changed', data: { active: true } }]);
    // the member, signed in before, now reads the orders' events
    expect((await authorize(member.token, `private-orders.${owner.id}`)).statusCode).toBe(200);

    published.length = 0;
    const deactivated = await t.call({ method: 'POST', url: `${team}/deactivate`, token: owner.token });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(heard()).toEqual([{ channels: [channel], event: 'member.changed', data: { active: false } }]);
    // and their sessions are over: no channel is signed for them any more
    expect((await authorize(member.token, channel)).statusCode).toBe(401);

    const again = await addMember(t, owner, 'warehouse');
    published.length = 0;
    const removed = await t.call({ method: 'DELETE', url: `${members}/${again.memberId}`, token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = `private-member.${again.memberId}`;
    expect(published.filter((message) => message.channels.includes(gone))).toEqual([
      { channels: [gone], event: 'member.changed', data: { active: false } },
    ]);
  });

  it('publishes each family of events on its own channel', async () => {
    published.length = 0;
    const events = realtimeEvents(broadcaster);
    await events.balanceChanged(7, {
      balance: { total: 1, total_format: '1 грн' },
      service_balance: { total: 0, total_format: '0 грн' },
    });
    await events.customerChanged(7, { telegram_id: null });
    expect(published.map(({ channels, event }) => [channels[0], event])).toEqual([
      ['private-balance.7', 'balance.changed'],
      ['private-customer.7', 'customer.change'],
    ]);
  });
});

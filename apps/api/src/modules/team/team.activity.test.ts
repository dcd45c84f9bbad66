import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import { rowsOf } from '../../db/rows';
import { signUp, uniquePhone, useClockedApp, type SignedUp } from '../identity/testing';
import { addMember, invitationToken, invite } from './testing';

const API = '/api/admin-suppliers/v1';

describe('the team’s changes in «Журнал дій», with before and after (issue 34)', () => {
  const t = useClockedApp();

  async function log(owner: SignedUp, query: string): Promise<ActivityEntry[]> {
    const answer = await t.call({ method: 'GET', url: `${API}/activity${query}`, token: owner.token });
    expect(answer.statusCode, answer.body).toBe(200);
    return activityResponse.parse(answer.json()).data;
  }

  const send = (owner: SignedUp, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, token: owner.token, ...(payload ? { payload } : {}) });

  it('an invitation sent, accepted by the new member, and revoked', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'warehouse');
    const [sent] = await log(owner, '?action=inviteTeamMember');
    expect(sent).toMatchObject({
      member_id: null,
      action_text: 'Запрошено до команди',
      object: { type: 'team-invitations', type_text: 'Запрошення до команди', label: 'Олена Склад' },
      changes: {
        status: { from: null, to: 'open' },
        phone: { from: null, to: member.telephone },
        role: { from: null, to: 'warehouse' },
      },
    });
    const [accepted] = await log(owner, '?action=acceptTeamInvitation');
    expect(accepted).toMatchObject({
      member_id: member.memberId,
      actor_name: 'Олена Склад',
      action_text: 'Прийнято запрошення до команди',
      object: { type: 'team-invitations', id: sent!.object.id },
      changes: { status: { from: 'open', to: 'accepted' }, role: { from: null, to: 'warehouse' } },
    });

    const pending = await invite(t, owner, { telephone: uniquePhone(), role: 'support', name: 'Ігор' });
    expect((await send(owner, 'DELETE', `/team/invitations/${pending.id}`)).statusCode).toBe(200);
    const revoked = await log(owner, '?action=revokeTeamInvitation');
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({
      object: { type: 'team-invitations', id: String(pending.id), label: 'Ігор' },
      changes: { status: { from: 'open', to: 'revoked' } },
    });
    // a second revoke finds nothing open: refused, and nothing recorded
    expect((await send(owner, 'DELETE', `/team/invitations/${pending.id}`)).statusCode).toBe(404);
    expect(await log(owner, '?action=revokeTeamInvitation')).toHaveLength(1);
  });

  it('a role change, a deactivation, a reactivation and a removal, each once with its before and after', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'warehouse');
    const target = { type: 'team', id: String(member.memberId), label: 'Олена Склад' };

    expect((await send(owner, 'PUT', `/team/members/${member.memberId}/role`, { role: 'manager' })).statusCode).toBe(
      200,
    );
    expect((await send(owner, 'POST', `/team/members/${member.memberId}/deactivate`)).statusCode).toBe(200);
    expect((await send(owner, 'POST', `/team/members/${member.memberId}/reactivate`)).statusCode).toBe(200);
    expect((await send(owner, 'DELETE', `/team/members/${member.memberId}`)).statusCode).toBe(200);

    const entries = await log(owner, `?object_type=team&object_id=${member.memberId}`);
    expect(entries.map((entry) => [entry.action, entry.object, entry.changes])).toEqual([
      [
        'removeTeamMember',
        expect.objectContaining(target),
        { role: { from: 'manager', to: null }, status: { from: 'active', to: null } },
      ],
      ['reactivateTeamMember', expect.objectContaining(target), { status: { from: 'deactivated', to: 'active' } }],
      ['deactivateTeamMember', expect.objectContaining(target), { status: { from: 'active', to: 'deactivated' } }],
      ['changeTeamMemberRole', expect.objectContaining(target), { role: { from: 'warehouse', to: 'manager' } }],
    ]);
    expect(entries.every((entry) => entry.member_id === null)).toBe(true);
  });

  it('a person signed in elsewhere who joins with the link is recorded in the team they join, not in their own shop', async () => {
    const shopA = await signUp(t);
    const shopB = await signUp(t);
    await invite(t, shopA, { telephone: shopB.telephone, role: 'manager' });
    const token = await invitationToken(t, shopB.telephone);
    const joined = await t.call({
      method: 'POST',
      url: `${API}/team/invitation/join`,
      token: shopB.token,
      payload: { token },
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const [accepted] = await log(shopA, '?action=acceptTeamInvitation');
    expect(accepted).toMatchObject({ changes: { status: { from: 'open', to: 'accepted' } } });
    expect(accepted!.member_id).toEqual(expect.any(Number));
    const inB = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from activity_log where supplier_id = ${shopB.id} and action in ('joinTeam', 'acceptTeamInvitation')`,
      ),
    );
    expect(inB).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { from, lastCode, signUp, uniqueIp, uniquePhone, useClockedApp } from '../identity/testing';
import { addMember, invitationToken, invite } from './testing';

const TEAM = '/api/admin-suppliers/v1/team';
const ACCOUNT = '/api/admin-suppliers/v1/customer/account';
const DAY_MS = 24 * 60 * 60_000;
/** Past the minute before a phone may get another code. */
const RESEND_MS = 61_000;

describe('a shop’s team (issue 34)', () => {
  const t = useClockedApp();

  it('invites a phone, which accepts with a code and a password, then signs in through the usual sign-in', async () => {
    const owner = await signUp(t);
    const telephone = uniquePhone();
    await invite(t, owner, { telephone, role: 'warehouse', name: 'Олена', email: 'olena@example.com' });
    const token = await invitationToken(t, telephone);

    const preview = await t.call({ method: 'POST', url: `${TEAM}/invitation/preview`, payload: { token } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ role: 'warehouse', telephone, name: 'Олена', known_person: false });

    const call = from(t, uniqueIp());
    const wrong = await call({ method: 'POST', url: `${TEAM}/invitation/accept`, payload: { token, code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    await call({ method: 'POST', url: `${TEAM}/invitation/code`, payload: { token } });
    const accepted = await call({
      method: 'POST',
      url: `${TEAM}/invitation/accept`,
      payload: { token, code: await lastCode(t, telephone), password: 'warehouse-pass1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.id).toBe(owner.id);
    const memberToken = accepted.json().token as string;
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: memberToken })).statusCode).toBe(200);

    // the link is used up
    const again = await t.call({ method: 'POST', url: `${TEAM}/invitation/preview`, payload: { token } });
    expect(again.statusCode).toBe(404);

    const members = (await t.call({ method: 'GET', url: `${TEAM}/members`, token: owner.token })).json().data;
    expect(members).toHaveLength(2);
    expect(members[0]).toMatchObject({ id: null, role: 'owner', me: true });
    expect(members[1]).toMatchObject({ name: 'Олена', telephone, email: 'olena@example.com', role: 'warehouse' });
    expect(members[1].last_sign_in_at).not.toBeNull();
    expect(members[1].active_sessions).toBe(1);

    // the phone is no supplier's, yet the SPEC sign-in takes it, by code and by password
    t.clock.advance(RESEND_MS);
    const codeLogin = from(t, uniqueIp());
    const sent = await codeLogin({ method: 'POST', url: '/api/admin-suppliers/v2/auth/login', payload: { telephone } });
    expect(sent.statusCode, sent.body).toBe(200);
    const confirmed = await codeLogin({
      method: 'POST',
      url: '/api/admin-suppliers/v2/auth/confirm-code',
      payload: { telephone, code: await lastCode(t, telephone) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.id).toBe(owner.id);
    const byPassword = await from(
      t,
      uniqueIp(),
    )({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: telephone, password: 'warehouse-pass1' },
    });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    const me = await t.call({ method: 'GET', url: `${TEAM}/memberships`, token: byPassword.json().token });
    expect(me.json().me).toMatchObject({ role: 'warehouse', telephone, name: 'Олена' });
  });

  it('an invitation expires after 7 days and a revoked one stops working', async () => {
    const owner = await signUp(t);
    const late = uniquePhone();
    await invite(t, owner, { telephone: late, role: 'manager' });
    const lateToken = await invitationToken(t, late);
    t.clock.advance(7 * DAY_MS + 60_000);
    try {
      const expired = await t.call({ method: 'POST', url: `${TEAM}/invitation/code`, payload: { token: lateToken } });
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toContain('Запрошення недійсне');
      const listed = (await t.call({ method: 'GET', url: `${TEAM}/invitations`, token: owner.token })).json().data;
      expect(listed[0]).toMatchObject({ telephone: late, status: 'expired' });
    } finally {
      t.clock.advance(-(7 * DAY_MS + 60_000));
    }

    const revoked = uniquePhone();
    const invitation = await invite(t, owner, { telephone: revoked, role: 'support' });
    const revokedToken = await invitationToken(t, revoked);
    const revoke = await t.call({ method: 'DELETE', url: `${TEAM}/invitations/${invitation.id}`, token: owner.token });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const after = await t.call({ method: 'POST', url: `${TEAM}/invitation/preview`, payload: { token: revokedToken } });
    expect(after.statusCode).toBe(404);
    const twice = await t.call({ method: 'DELETE', url: `${TEAM}/invitations/${invitation.id}`, token: owner.token });
    expect(twice.statusCode).toBe(404);
  });

  it('a supplier invited elsewhere joins with the link alone, and switches between the two', async () => {
    const shopA = await signUp(t);
    const shopB = await signUp(t);
    await invite(t, shopA, { telephone: shopB.telephone, role: 'manager' });
    const token = await invitationToken(t, shopB.telephone);
    const preview = await t.call({ method: 'POST', url: `${TEAM}/invitation/preview`, payload: { token } });
    expect(preview.json().data.known_person).toBe(true);

    const stranger = await signUp(t);
    const wrongPhone = await t.call({
      method: 'POST',
      url: `${TEAM}/invitation/join`,
      token: stranger.token,
      payload: { token },
    });
    expect(wrongPhone.statusCode).toBe(409);

    const joined = await t.call({
      method: 'POST',
      url: `${TEAM}/invitation/join`,
      token: shopB.token,
      payload: { token },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.id).toBe(shopA.id);
    const inA = joined.json().token as string;
    // the session moved to the new team
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: shopB.token })).statusCode).toBe(401);

    const memberships = (await t.call({ method: 'GET', url: `${TEAM}/memberships`, token: inA })).json();
    expect(memberships.data).toEqual([
      expect.objectContaining({ supplier_id: shopB.id, role: 'owner', holder: true, current: false }),
      expect.objectContaining({ supplier_id: shopA.id, role: 'manager', holder: false, current: true }),
    ]);
    expect(memberships.me).toMatchObject({ role: 'manager', telephone: shopB.telephone });

    const back = await t.call({
      method: 'POST',
      url: `${TEAM}/memberships/switch`,
      token: inA,
      payload: { supplier_id: shopB.id },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.id).toBe(shopB.id);
    const own = (await t.call({ method: 'GET', url: `${TEAM}/memberships`, token: back.json().token })).json();
    expect(own.me).toMatchObject({ member_id: null, role: 'owner' });
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: inA })).statusCode).toBe(401);

    const elsewhere = await t.call({
      method: 'POST',
      url: `${TEAM}/memberships/switch`,
      token: back.json().token,
      payload: { supplier_id: stranger.id },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('a role change takes effect at once; nobody changes their own role or access', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'owner');
    const role = await t.call({
      method: 'PUT',
      url: `${TEAM}/members/${member.memberId}/role`,
      token: member.token,
      payload: { role: 'support' },
    });
    expect(role.statusCode).toBe(409);
    expect(role.json().code).toBe('own_member');
    const changed = await t.call({
      method: 'PUT',
      url: `${TEAM}/members/${member.memberId}/role`,
      token: owner.token,
      payload: { role: 'support' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.role).toBe('support');
    const me = await t.call({ method: 'GET', url: `${TEAM}/memberships`, token: member.token });
    expect(me.json().me.role).toBe('support');
  });

  it('another supplier’s members, sessions and invitations are not found', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const member = await addMember(t, owner, 'catalogue');
    const invitation = await invite(t, owner, { telephone: uniquePhone(), role: 'manager' });
    for (const [method, url, payload] of [
      ['PUT', `${TEAM}/members/${member.memberId}/role`, { role: 'owner' }],
      ['POST', `${TEAM}/members/${member.memberId}/deactivate`, undefined],
      ['DELETE', `${TEAM}/members/${member.memberId}`, undefined],
      ['GET', `${TEAM}/members/${member.memberId}/sessions`, undefined],
      ['DELETE', `${TEAM}/members/${member.memberId}/sessions`, undefined],
      ['DELETE', `${TEAM}/invitations/${invitation.id}`, undefined],
    ] as const) {
      const response = await t.call({ method, url, token: other.token, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: member.token })).statusCode).toBe(200);
    const list = (await t.call({ method: 'GET', url: `${TEAM}/invitations`, token: other.token })).json().data;
    expect(list).toEqual([]);
  });

  it('a member’s money call needs the texted code; the account holder’s does not', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'owner');
    const account = { iban: 'UA213223130000026007233566001', holder_name: 'ФОП Коваленко Олена', tax_id: '1234567899' };
    const save = (token: string, code?: string) =>
      t.call({
        method: 'PUT',
        url: '/api/v1/customers/payout-account',
        token,
        payload: account,
        ...(code ? { headers: { 'x-confirmation-code': code } } : {}),
      });
    const without = await save(member.token);
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('money_confirmation_required');
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/customers/payout-account', token: owner.token })).json().data,
    ).toBeNull();

    t.clock.advance(RESEND_MS);
    const requested = await from(
      t,
      uniqueIp(),
    )({ method: 'POST', url: `${TEAM}/money-confirmation`, token: member.token });
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await save(member.token, '000000')).statusCode).toBe(422);
    const code = await lastCode(t, member.telephone);
    const confirmed = await save(member.token, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // a code is used once
    expect((await save(member.token, code)).statusCode).toBe(422);
    expect((await save(owner.token)).statusCode).toBe(200);
  });

  it('deactivating a member ends their sessions at once on every process; reactivating lets them sign in again', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'manager');
    const other = await startTestApp({}, t.database);
    try {
      const here = () => t.call({ method: 'GET', url: ACCOUNT, token: member.token });
      const there = () => other.call({ method: 'GET', url: ACCOUNT, token: member.token });
      // both processes have the token in their cache
      expect((await here()).statusCode).toBe(200);
      expect((await there()).statusCode).toBe(200);
      const off = await t.call({
        method: 'POST',
        url: `${TEAM}/members/${member.memberId}/deactivate`,
        token: owner.token,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toMatchObject({ status: 'deactivated', active_sessions: 0 });
      expect((await here()).statusCode).toBe(401);
      await expect.poll(async () => (await there()).statusCode, { timeout: 5_000, interval: 50 }).toBe(401);

      t.clock.advance(RESEND_MS);
      const signIn = from(t, uniqueIp());
      const refused = await signIn({
        method: 'POST',
        url: '/api/admin-suppliers/v2/auth/login',
        payload: { telephone: member.telephone },
      });
      expect(refused.statusCode).toBe(422);
      const on = await t.call({
        method: 'POST',
        url: `${TEAM}/members/${member.memberId}/reactivate`,
        token: owner.token,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect((await here()).statusCode).toBe(401);
      const sent = await signIn({
        method: 'POST',
        url: '/api/admin-suppliers/v2/auth/login',
        payload: { telephone: member.telephone },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    } finally {
      await other.app.close();
    }
  });

  it('the owner lists and ends a member’s sessions; removing a member ends them too', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'support');
    const sessions = await t.call({
      method: 'GET',
      url: `${TEAM}/members/${member.memberId}/sessions`,
      token: owner.token,
    });
    expect(sessions.statusCode, sessions.body).toBe(200);
    expect(sessions.json().data).toHaveLength(1);
    const [session] = sessions.json().data as { id: number }[];
    const ended = await t.call({
      method: 'DELETE',
      url: `${TEAM}/members/${member.memberId}/sessions/${session!.id}`,
      token: owner.token,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: member.token })).statusCode).toBe(401);
    // the owner's own sessions list shows only the owner's tokens
    const mine = (
      await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/customer/sessions', token: owner.token })
    ).json();
    expect(mine.data).toHaveLength(1);

    const second = await addMember(t, owner, 'catalogue');
    const removed = await t.call({ method: 'DELETE', url: `${TEAM}/members/${second.memberId}`, token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: second.token })).statusCode).toBe(401);
    const members = (await t.call({ method: 'GET', url: `${TEAM}/members`, token: owner.token })).json().data;
    expect(members.map((row: { telephone: string }) => row.telephone)).not.toContain(second.telephone);
  });

  it('a phone already in the team or the account holder’s own is not invited', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'warehouse');
    for (const telephone of [member.telephone, owner.telephone]) {
      const response = await t.call({
        method: 'POST',
        url: `${TEAM}/invitations`,
        token: owner.token,
        payload: { telephone, role: 'manager' },
      });
      expect(response.statusCode).toBe(409);
    }
    const bad = await t.call({
      method: 'POST',
      url: `${TEAM}/invitations`,
      token: owner.token,
      payload: { telephone: '0671234567', role: 'boss' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('a member never changes the account’s phone or password', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner, 'owner');
    for (const [url, payload] of [
      ['/api/admin-suppliers/v1/customer/account/telephone', { telephone: uniquePhone() }],
      ['/api/admin-suppliers/v1/customer/account/telephone/confirm', { telephone: uniquePhone(), code: '123456' }],
    ] as const) {
      const response = await t.call({ method: 'POST', url, token: member.token, payload });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('account_holder_only');
    }
    const password = await t.call({
      method: 'PUT',
      url: '/api/admin-suppliers/v1/customer/account/password',
      token: member.token,
      payload: { current_password: owner.password, password: 'another-pass1', password_confirmation: 'another-pass1' },
    });
    expect(password.statusCode).toBe(403);
  });
});

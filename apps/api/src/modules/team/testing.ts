/** Helpers for the team's tests (and other modules' tests that need a signed-in member). */
import type { TeamRole } from '@supplier/contracts/team-roles';
import { expect } from 'vitest';
import type { TestContext } from '../../test/app';
import { from, lastCode, uniqueIp, uniquePhone, type SignedUp } from '../identity/testing';

const TEAM = '/api/admin-suppliers/v1/team';

/** The token of the newest invitation link texted to the phone. */
export async function invitationToken(t: TestContext, telephone: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`,
  });
  const texts = (response.json() as { data: { text: string }[] }).data.map((message) => message.text);
  const token = texts.map((text) => /\/team\/join\?token=([\w-]+)/.exec(text)?.[1]).find(Boolean);
  if (!token) throw new Error(`no invitation texted to ${telephone}`);
  return token;
}

export async function invite(
  t: TestContext,
  owner: { token: string },
  payload: { telephone: string; role: TeamRole; email?: string; name?: string },
) {
  const response = await t.call({ method: 'POST', url: `${TEAM}/invitations`, token: owner.token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: number } }).data;
}

export interface SignedInMember {
  telephone: string;
  token: string;
  memberId: number;
}

/** Invites a new phone with `role` and accepts it as the panel does (code, then accept). */
export async function addMember(
  t: TestContext,
  owner: SignedUp | { token: string },
  role: TeamRole,
  extra: { password?: string; telephone?: string } = {},
): Promise<SignedInMember> {
  const telephone = extra.telephone ?? uniquePhone();
  await invite(t, owner, { telephone, role, name: 'Олена Склад' });
  const token = await invitationToken(t, telephone);
  const call = from(t, uniqueIp());
  const sent = await call({ method: 'POST', url: `${TEAM}/invitation/code`, payload: { token } });
  expect(sent.statusCode, sent.body).toBe(200);
  const accepted = await call({
    method: 'POST',
    url: `${TEAM}/invitation/accept`,
    payload: { token, code: await lastCode(t, telephone), ...(extra.password ? { password: extra.password } : {}) },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const memberToken = (accepted.json() as { token: string }).token;
  const memberships = await t.call({ method: 'GET', url: `${TEAM}/memberships`, token: memberToken });
  const memberId = (memberships.json() as { me: { member_id: number } }).me.member_id;
  return { telephone, token: memberToken, memberId };
}

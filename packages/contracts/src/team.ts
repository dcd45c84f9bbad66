import { z } from 'zod';
import { idParam, idParams, messageResponse } from './common';
import type { EndpointTable } from './endpoint';
import {
  authResponse,
  codeSentResponse,
  password,
  PERSON_NAME_MAX_LENGTH,
  session,
  smsCode,
  telephone,
} from './identity';
import { TEAM_ROLES } from './team-roles';

/**
 * A shop's team (issue 34, ADR 0045): members with roles, invitations, a person's memberships in
 * several suppliers, and the code that confirms money leaving the supplier. Routes in
 * `team-endpoints.ts`.
 */

export const teamRole = z.enum(TEAM_ROLES);
/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 7;

/** The device a member signed in from last (their most recently used session). */
export const lastDevice = z.object({
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  last_used_at: z.string(),
});

/**
 * A member of the team. The account holder (the supplier's own sign-in, SPEC's flows) is listed
 * first with `id: null`: always an owner, never changed or removed here.
 */
export const teamMember = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  telephone: z.string(),
  email: z.string().nullable(),
  role: teamRole,
  status: z.enum(['active', 'deactivated']),
  /** The member this request is signed in as. */
  me: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  last_device: lastDevice.nullable(),
  active_sessions: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamMembersResponse = z.object({ data: z.array(teamMember) });
export const teamMemberResponse = z.object({ data: teamMember, message: z.string() });

export const memberParams = idParams;
export const memberSessionParams = z.object({ id: idParam, sessionId: idParam });
export const changeRoleRequest = z.object({ role: teamRole });

/** A member's signed-in devices, as the owner sees them (`current` is always false). */
export const memberSessionsResponse = z.object({ data: z.array(session) });

export const invitationStatus = z.enum(['open', 'accepted', 'revoked', 'expired']);
export const teamInvitation = z.object({
  id: z.number().int(),
  telephone: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  role: teamRole,
  status: invitationStatus,
  created_at: z.string(),
  expires_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;
export const teamInvitationsResponse = z.object({ data: z.array(teamInvitation) });

/** POST …/team/invitations: the link goes by SMS (and email when given); re-inviting a phone replaces its open invitation. */
export const inviteRequest = z.object({
  telephone,
  email: z.email({ message: 'email' }).max(254).optional(),
  name: z.string().trim().max(PERSON_NAME_MAX_LENGTH).default(''),
  role: teamRole,
});
export const inviteResponse = z.object({ data: teamInvitation, message: z.string() });

/** The opaque token of the invitation's link (`/team/join?token=…`). */
export const invitationToken = z.string().trim().min(20).max(200);
export const invitationTokenRequest = z.object({ token: invitationToken });

/** What the invitation page shows before accepting. */
export const invitationPreviewResponse = z.object({
  data: z.object({
    supplier_name: z.string(),
    role: teamRole,
    telephone: z.string(),
    name: z.string(),
    expires_at: z.string(),
    /** The phone already signs in (as a member elsewhere or a supplier): no password to set. */
    known_person: z.boolean(),
  }),
});

/** POST …/team/invitation/accept: the code sent to the invited phone; a new person may set a name and a password. */
export const acceptInvitationRequest = z.object({
  token: invitationToken,
  code: smsCode,
  name: z.string().trim().max(PERSON_NAME_MAX_LENGTH).optional(),
  password: password.optional(),
});

/** One supplier the signed-in person may work in. */
export const membership = z.object({
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  role: teamRole,
  /** The supplier's own sign-in rather than a team membership. */
  holder: z.boolean(),
  current: z.boolean(),
});
export type Membership = z.infer<typeof membership>;
export const membershipsResponse = z.object({
  data: z.array(membership),
  /** Who is signed in: the member (null member_id for the account holder), their name and role here. */
  me: z.object({ member_id: z.number().int().nullable(), name: z.string(), telephone: z.string(), role: teamRole }),
});
export const switchMembershipRequest = z.object({ supplier_id: idParam });

export const teamEndpointSchemas = {
  listTeamMembers: { permission: 'team', responses: { 200: teamMembersResponse }, errors: [401] },
  changeTeamMemberRole: {
    permission: 'team',
    params: memberParams,
    body: changeRoleRequest,
    responses: { 200: teamMemberResponse },
    errors: [401, 404, 409, 422],
  },
  deactivateTeamMember: {
    permission: 'team',
    params: memberParams,
    responses: { 200: teamMemberResponse },
    errors: [401, 404, 409, 422],
  },
  reactivateTeamMember: {
    permission: 'team',
    params: memberParams,
    responses: { 200: teamMemberResponse },
    errors: [401, 404, 422],
  },
  removeTeamMember: {
    permission: 'team',
    params: memberParams,
    responses: { 200: messageResponse },
    errors: [401, 404, 409, 422],
  },
  listTeamMemberSessions: {
    permission: 'team',
    params: memberParams,
    responses: { 200: memberSessionsResponse },
    errors: [401, 404, 422],
  },
  endTeamMemberSessions: {
    permission: 'team',
    params: memberParams,
    responses: { 200: messageResponse },
    errors: [401, 404, 422],
  },
  endTeamMemberSession: {
    permission: 'team',
    params: memberSessionParams,
    responses: { 200: messageResponse },
    errors: [401, 404, 422],
  },
  listTeamInvitations: { permission: 'team', responses: { 200: teamInvitationsResponse }, errors: [401] },
  inviteTeamMember: {
    permission: 'team',
    body: inviteRequest,
    responses: { 201: inviteResponse },
    errors: [401, 409, 422, 429, 502],
  },
  revokeTeamInvitation: {
    permission: 'team',
    params: idParams,
    responses: { 200: messageResponse },
    errors: [401, 404, 422],
  },
  previewTeamInvitation: {
    permission: 'public',
    body: invitationTokenRequest,
    responses: { 200: invitationPreviewResponse },
    errors: [404, 422],
  },
  sendTeamInvitationCode: {
    permission: 'public',
    body: invitationTokenRequest,
    responses: { 200: codeSentResponse },
    errors: [404, 422, 429, 502],
  },
  acceptTeamInvitation: {
    permission: 'public',
    body: acceptInvitationRequest,
    responses: { 200: authResponse },
    errors: [404, 409, 422],
  },
  joinTeam: {
    permission: 'member',
    body: invitationTokenRequest,
    responses: { 200: authResponse },
    errors: [401, 404, 409, 422],
  },
  listMemberships: { permission: 'member', responses: { 200: membershipsResponse }, errors: [401] },
  switchMembership: {
    permission: 'member',
    body: switchMembershipRequest,
    responses: { 200: authResponse },
    errors: [401, 404, 422],
  },
  requestMoneyConfirmation: {
    permission: 'money:move',
    responses: { 200: codeSentResponse },
    errors: [401, 429, 502],
  },
} satisfies EndpointTable;

import { endpoints } from './endpoint';
import type { teamEndpointSchemas } from './team';

/** A shop's team (issue 34): where each endpoint lives; its schemas are in `team.ts`. */
export const teamEndpoints = endpoints<typeof teamEndpointSchemas>()({
  listTeamMembers: 'GET /admin-suppliers/v1/team/members',
  changeTeamMemberRole: 'PUT /admin-suppliers/v1/team/members/:id/role',
  deactivateTeamMember: 'POST /admin-suppliers/v1/team/members/:id/deactivate',
  reactivateTeamMember: 'POST /admin-suppliers/v1/team/members/:id/reactivate',
  removeTeamMember: 'DELETE /admin-suppliers/v1/team/members/:id',
  listTeamMemberSessions: 'GET /admin-suppliers/v1/team/members/:id/sessions',
  endTeamMemberSessions: 'DELETE /admin-suppliers/v1/team/members/:id/sessions',
  endTeamMemberSession: 'DELETE /admin-suppliers/v1/team/members/:id/sessions/:sessionId',
  listTeamInvitations: 'GET /admin-suppliers/v1/team/invitations',
  inviteTeamMember: 'POST /admin-suppliers/v1/team/invitations',
  revokeTeamInvitation: 'DELETE /admin-suppliers/v1/team/invitations/:id',
  previewTeamInvitation: 'POST /admin-suppliers/v1/team/invitation/preview',
  sendTeamInvitationCode: 'POST /admin-suppliers/v1/team/invitation/code',
  acceptTeamInvitation: 'POST /admin-suppliers/v1/team/invitation/accept',
  joinTeam: 'POST /admin-suppliers/v1/team/invitation/join',
  listMemberships: 'GET /admin-suppliers/v1/team/memberships',
  switchMembership: 'POST /admin-suppliers/v1/team/memberships/switch',
  requestMoneyConfirmation: 'POST /admin-suppliers/v1/team/money-confirmation',
});

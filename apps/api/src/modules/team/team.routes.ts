import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamEndpointSchemas } from '@supplier/contracts/team';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { publicOrigin } from '../../lib/public-origin';
import { RESEND_AFTER_SECONDS, tokenLifetime } from '../identity';
import { realtimeEvents } from '../realtime';
import { teamContext } from './team.context';
import { teamText } from './team.messages';
import { acceptInvitation, joinTeam } from './use-cases/accept-invitation';
import { changeMemberRole } from './use-cases/change-member-role';
import { inviteMember } from './use-cases/invite-member';
import { listInvitations } from './use-cases/list-invitations';
import { listMembers } from './use-cases/list-members';
import { listMemberships } from './use-cases/list-memberships';
import { endMemberSessions, listMemberSessions } from './use-cases/member-sessions';
import { previewInvitation } from './use-cases/preview-invitation';
import { removeMember } from './use-cases/remove-member';
import { revokeInvitation } from './use-cases/revoke-invitation';
import { sendInvitationCode } from './use-cases/send-invitation-code';
import { setMemberAccess } from './use-cases/set-member-access';
import { switchMembership } from './use-cases/switch-membership';

function auth(request: FastifyRequest) {
  if (!request.auth) throw new Error('route needs app.authenticate');
  return request.auth;
}

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  locale: request.locale,
});

/** A shop's team (issue 34): members, invitations, memberships and the money confirmation code. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = teamContext({
    db: app.database.db,
    sms: app.drivers.sms,
    mail: app.drivers.mail,
    clock: app.drivers.clock,
    log: app.log,
    lifetime: tokenLifetime(app.config),
    perIpPerHour: app.config.SMS_CODES_PER_IP_PER_HOUR,
    npApiKeyOf: (id) => app.identity.npApiKeyOf(id),
  });
  // a member's open panels follow the owner's change at once: a new role, or a sign-out (ADR 0048)
  const events = realtimeEvents(app.drivers.broadcaster, app.log);
  const open = endpointRoutes(app, teamEndpoints, teamEndpointSchemas, { tags: ['team'], security: [] });

  open(
    'previewTeamInvitation',
    { summary: 'What an invitation’s link offers: the shop, the role, the phone' },
    async (request) => ({
      data: await previewInvitation(ctx, { token: request.body.token, locale: request.locale }),
    }),
  );

  open('sendTeamInvitationCode', { summary: 'Texts a code to the invited phone' }, async (request) =>
    sendInvitationCode(ctx, { token: request.body.token, ...meta(request) }),
  );

  open(
    'acceptTeamInvitation',
    { summary: 'Accepts an invitation with the texted code and signs the new member in' },
    async (request) => acceptInvitation(ctx, { ...request.body, ...meta(request) }),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.authenticate);
    const route = endpointRoutes(signedIn, teamEndpoints, teamEndpointSchemas, {
      tags: ['team'],
      security: [{ bearer: [] }],
    });

    route(
      'listTeamMembers',
      { summary: 'The team: the account holder and the members, with their last sign-in and device' },
      async (request) => ({
        data: await listMembers(ctx, auth(request)),
      }),
    );

    route(
      'changeTeamMemberRole',
      { summary: 'Gives a member another role (in effect on their next call)' },
      async (request) => {
        const data = await changeMemberRole(ctx, auth(request), {
          memberId: request.params.id,
          role: request.body.role,
          locale: request.locale,
        });
        await events.memberChanged(request.params.id, { active: true });
        return { data, message: teamText(request.locale, 'role_changed') };
      },
    );

    route(
      'deactivateTeamMember',
      { summary: 'Turns a member’s access off and ends their sessions everywhere' },
      async (request) => {
        const data = await setMemberAccess(ctx, auth(request), {
          memberId: request.params.id,
          active: false,
          locale: request.locale,
        });
        await events.memberChanged(request.params.id, { active: false });
        return { data, message: teamText(request.locale, 'member_deactivated') };
      },
    );

    route('reactivateTeamMember', { summary: 'Turns a member’s access back on' }, async (request) => ({
      data: await setMemberAccess(ctx, auth(request), {
        memberId: request.params.id,
        active: true,
        locale: request.locale,
      }),
      message: teamText(request.locale, 'member_reactivated'),
    }));

    route('removeTeamMember', { summary: 'Removes a member from the team (their sessions end)' }, async (request) => {
      await removeMember(ctx, auth(request), { memberId: request.params.id, locale: request.locale });
      await events.memberChanged(request.params.id, { active: false });
      return { message: teamText(request.locale, 'member_removed') };
    });

    route('listTeamMemberSessions', { summary: 'A member’s signed-in devices' }, async (request) => ({
      data: await listMemberSessions(ctx, auth(request), { memberId: request.params.id, locale: request.locale }),
    }));

    route('endTeamMemberSessions', { summary: 'Ends every session of a member' }, async (request) => {
      await endMemberSessions(ctx, auth(request), { memberId: request.params.id, locale: request.locale });
      return { message: teamText(request.locale, 'member_sessions_ended') };
    });

    route('endTeamMemberSession', { summary: 'Ends one session of a member' }, async (request) => {
      await endMemberSessions(ctx, auth(request), {
        memberId: request.params.id,
        sessionId: request.params.sessionId,
        locale: request.locale,
      });
      return { message: teamText(request.locale, 'session_ended') };
    });

    route('listTeamInvitations', { summary: 'The newest invitations and what became of them' }, async (request) => ({
      data: await listInvitations(ctx, auth(request)),
    }));

    route(
      'inviteTeamMember',
      { summary: 'Invites a phone (and an email) into the team with a role' },
      async (request) =>
        inviteMember(ctx, auth(request), {
          ...request.body,
          origin: publicOrigin(app, request),
          locale: request.locale,
        }),
    );

    route(
      'revokeTeamInvitation',
      { summary: 'Revokes an open invitation (its link stops working)' },
      async (request) => {
        await revokeInvitation(ctx, auth(request), { id: request.params.id, locale: request.locale });
        return { message: teamText(request.locale, 'invitation_revoked') };
      },
    );

    route(
      'joinTeam',
      { summary: 'Joins a team with its invitation, signed in with the invited phone' },
      async (request) => joinTeam(ctx, auth(request), { token: request.body.token, ...meta(request) }),
    );

    route('listMemberships', { summary: 'The suppliers the signed-in person works in' }, async (request) =>
      listMemberships(ctx, auth(request)),
    );

    route('switchMembership', { summary: 'Signs into another supplier the person works in' }, async (request) =>
      switchMembership(ctx, auth(request), { supplierId: request.body.supplier_id, ...meta(request) }),
    );

    route(
      'requestMoneyConfirmation',
      { summary: 'Texts the code that confirms a member’s money operation' },
      async (request) => {
        const telephone = await ctx.money.request(auth(request), meta(request));
        return {
          message: teamText(request.locale, 'money_code_sent', { telephone }),
          resend_after: RESEND_AFTER_SECONDS,
        };
      },
    );
  });
};

import type { Locale } from '@supplier/contracts/constants';
import type { AuthResponse } from '@supplier/contracts/identity';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { hashPassword } from '../../../lib/crypto';
import { identityRepositories, signedInTelephone, type ActiveToken } from '../../identity';
import { invitationsRepository, type InvitationRow } from '../invitations.repository';
import { recordInvitationChange } from '../team.activity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';
import { openInvitation } from './open-invitation';

interface Meta {
  ip: string;
  userAgent?: string;
  locale: Locale;
}

/**
 * Makes the invited phone's person (created when new) a member with the invited role, and uses
 * the invitation up, in one transaction: of two acceptances at once only one joins. The log of
 * the inviting supplier names the new member as the one who accepted.
 */
async function join(
  ctx: TeamContext,
  invitation: InvitationRow,
  person: { name?: string; password?: string },
  locale: Locale,
): Promise<number> {
  const passwordHash = person.password ? await hashPassword(person.password) : null;
  return transaction(ctx.db, async (db) => {
    const identity = identityRepositories(db);
    const found = await identity.members.ensurePerson({
      telephone: invitation.telephone,
      name: person.name || invitation.name,
      email: invitation.email,
    });
    if (passwordHash) await identity.members.setPersonPassword(found.id, passwordHash);
    const existing = await identity.members.findByPerson(invitation.supplierId, found.id);
    if (existing?.status === 'active') {
      throw httpErrors.conflict('already_member', teamText(locale, 'already_member', { telephone: found.telephone }));
    }
    const memberId = await identity.members.add({
      supplierId: invitation.supplierId,
      personId: found.id,
      role: invitation.role,
      invitedBy: invitation.invitedBy,
    });
    if (!(await invitationsRepository(db).accept(invitation.id, memberId, ctx.clock.now()))) {
      throw httpErrors.notFound(teamText(locale, 'invitation_invalid'));
    }
    await recordInvitationChange(
      db,
      invitation,
      { status: { from: 'open', to: 'accepted' }, role: { from: null, to: invitation.role } },
      { action: 'acceptTeamInvitation', actor: { supplierId: invitation.supplierId, memberId } },
    );
    return memberId;
  });
}

/** A person not signed in accepts with the code texted to the invited phone, and is signed in as the new member. */
export async function acceptInvitation(
  ctx: TeamContext,
  input: Meta & { token: string; code: string; name?: string; password?: string },
): Promise<AuthResponse> {
  const invitation = await openInvitation(ctx, input.token, input.locale);
  const code = await ctx.identity.codes.latestOpen(invitation.telephone, ['team_join']);
  await ctx.codes.verify(ctx.identity, code, input.code, 'code', input.locale);
  const memberId = await join(ctx, invitation, input, input.locale);
  return ctx.signIn.signInto({ id: memberId, supplierId: invitation.supplierId, role: invitation.role }, input);
}

/**
 * A person already signed in with the invited phone (a supplier, or a member elsewhere) joins
 * with the link alone, and this session moves to the new team.
 */
export async function joinTeam(
  ctx: TeamContext,
  auth: ActiveToken,
  input: Meta & { token: string },
): Promise<AuthResponse> {
  const invitation = await openInvitation(ctx, input.token, input.locale);
  const telephone = await signedInTelephone(ctx.identity, auth);
  if (telephone !== invitation.telephone) {
    throw httpErrors.conflict(
      'invitation_other_phone',
      teamText(input.locale, 'invitation_other_phone', { telephone: invitation.telephone }),
    );
  }
  const memberId = await join(ctx, invitation, {}, input.locale);
  const answer = await ctx.signIn.signInto(
    { id: memberId, supplierId: invitation.supplierId, role: invitation.role },
    input,
  );
  await ctx.identity.tokens.revoke(auth.id);
  return answer;
}

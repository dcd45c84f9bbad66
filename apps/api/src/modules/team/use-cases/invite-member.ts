import type { Locale } from '@supplier/contracts/constants';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { INVITATION_TTL_DAYS, type TeamInvitation } from '@supplier/contracts/team';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { httpErrors } from '../../../errors';
import { randomToken, sha256 } from '../../../lib/crypto';
import type { ActiveToken } from '../../identity';
import { presentInvitation, supplierName } from '../invitation.presenter';
import { recordInvitationChange } from '../team.activity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';

const DAY_MS = 24 * 60 * 60_000;
/** Invitations a supplier may send per hour: each is a text to someone else's phone. */
export const INVITATIONS_PER_HOUR = 20;

/** Where the invitation's link opens in the panel (apps/web router: /team/join). */
export const invitationLink = (origin: string, token: string) => `${origin}/team/join?token=${token}`;

/**
 * Invites a phone (and an email) into the team with a role: the link goes by SMS, and by email
 * when one is given. Inviting a phone again replaces its open invitation.
 */
export async function inviteMember(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { telephone: string; email?: string; name: string; role: TeamRole; origin: string; locale: Locale },
): Promise<{ data: TeamInvitation; message: string }> {
  const { telephone, locale } = input;
  const supplier = await ctx.identity.suppliers.findById(auth.supplierId);
  if (!supplier) throw new Error(`signed in to a missing supplier ${auth.supplierId}`);
  if (supplier.telephone === telephone) {
    throw httpErrors.field(409, 'holder_phone', 'telephone', teamText(locale, 'holder_phone'));
  }
  const person = await ctx.identity.members.findPerson(telephone);
  const member = person ? await ctx.identity.members.findByPerson(auth.supplierId, person.id) : null;
  if (member?.status === 'active') {
    throw httpErrors.field(409, 'already_member', 'telephone', teamText(locale, 'already_member', { telephone }));
  }
  const now = ctx.clock.now();
  const sent = await ctx.invitations.sentSince(auth.supplierId, new Date(now.getTime() - 60 * 60_000));
  if (sent >= INVITATIONS_PER_HOUR) {
    throw httpErrors.tooMany('invitations_limit', teamText(locale, 'invitations_limit', { minutes: 60 }), 3600);
  }
  const token = randomToken();
  await ctx.invitations.revokeOpenTo(auth.supplierId, telephone, now);
  const invitation = await ctx.invitations.create({
    supplierId: auth.supplierId,
    telephone,
    email: input.email ?? null,
    name: input.name,
    role: input.role,
    tokenHash: sha256(token),
    invitedBy: auth.memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
  });
  const texts = {
    shop: supplierName(supplier),
    role: roleLabels.uk[input.role],
    link: invitationLink(input.origin, token),
    until: invitation.expiresAt.toLocaleDateString('uk-UA', { timeZone: 'Europe/Kyiv' }),
  };
  try {
    await ctx.sms.send(telephone, teamText('uk', 'invitation_sms', texts));
  } catch (error) {
    ctx.log.error({ err: error }, 'team invitation sms not sent');
    await ctx.invitations.revoke(auth.supplierId, invitation.id, now);
    throw httpErrors.badGateway('sms_failed', teamText(locale, 'invitation_sms_failed'));
  }
  // once the SMS went: an invitation whose text failed is revoked and answered 502
  await recordInvitationChange(ctx.db, invitation, {
    status: { from: null, to: 'open' },
    phone: { from: null, to: telephone },
    role: { from: null, to: input.role },
    ...(invitation.email ? { email: { from: null, to: invitation.email } } : {}),
  });
  if (invitation.email) {
    // the SMS carries the invitation; a mail that does not go is only logged
    await ctx.mail
      .send({
        to: invitation.email,
        subject: teamText('uk', 'invitation_mail_subject', texts),
        text: teamText('uk', 'invitation_mail_text', texts),
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'team invitation mail not sent'));
  }
  return { data: presentInvitation(invitation, now), message: teamText(locale, 'invitation_sent', { telephone }) };
}

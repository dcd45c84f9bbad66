import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { sha256 } from '../../../lib/crypto';
import type { InvitationRow } from '../invitations.repository';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';

/** The open invitation of a link's token: 404 when revoked, accepted, expired or unknown. */
export async function openInvitation(ctx: TeamContext, token: string, locale: Locale): Promise<InvitationRow> {
  const invitation = await ctx.invitations.findOpenByToken(sha256(token), ctx.clock.now());
  if (!invitation) throw httpErrors.notFound(teamText(locale, 'invitation_invalid'));
  return invitation;
}

import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ActiveToken } from '../../identity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';

/** Its link stops working at once; another supplier's invitation, or one no longer open, is not found. */
export async function revokeInvitation(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { id: number; locale: Locale },
): Promise<void> {
  if (!(await ctx.invitations.revoke(auth.supplierId, input.id, ctx.clock.now()))) {
    throw httpErrors.notFound(teamText(input.locale, 'invitation_not_found'));
  }
}

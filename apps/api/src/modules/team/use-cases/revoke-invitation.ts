import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import type { ActiveToken } from '../../identity';
import { invitationsRepository } from '../invitations.repository';
import { recordInvitationChange } from '../team.activity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';

/**
 * Its link stops working at once, and the log keeps its status before and after; another
 * supplier's invitation, or one no longer open, is not found.
 */
export async function revokeInvitation(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { id: number; locale: Locale },
): Promise<void> {
  await transaction(ctx.db, async (db) => {
    const revoked = await invitationsRepository(db).revoke(auth.supplierId, input.id, ctx.clock.now());
    if (!revoked) throw httpErrors.notFound(teamText(input.locale, 'invitation_not_found'));
    await recordInvitationChange(db, revoked, { status: { from: 'open', to: 'revoked' } });
  });
}

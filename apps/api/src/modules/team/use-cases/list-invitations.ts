import type { TeamInvitation } from '@supplier/contracts/team';
import type { ActiveToken } from '../../identity';
import { presentInvitation } from '../invitation.presenter';
import type { TeamContext } from '../team.context';

/** The newest invitations, open ones and what became of the rest. */
export async function listInvitations(ctx: TeamContext, auth: ActiveToken): Promise<TeamInvitation[]> {
  const now = ctx.clock.now();
  return (await ctx.invitations.list(auth.supplierId)).map((row) => presentInvitation(row, now));
}

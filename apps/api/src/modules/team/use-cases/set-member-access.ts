import type { Locale } from '@supplier/contracts/constants';
import type { TeamMember } from '@supplier/contracts/team';
import type { ActiveToken } from '../../identity';
import type { TeamContext } from '../team.context';
import { readMember } from './list-members';
import { targetMember } from './target-member';

/**
 * Deactivating ends every session of the member at once: the tokens are revoked in the same
 * transaction, and the revocation trigger's `token_revoked` drops them from every process's cache.
 * Reactivating lets them sign in again (their old sessions stay ended).
 */
export async function setMemberAccess(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { memberId: number; active: boolean; locale: Locale },
): Promise<TeamMember> {
  const member = await targetMember(ctx, auth, input.memberId, input.locale);
  await ctx.identity.transaction(async (tx) => {
    await tx.members.setStatus(auth.supplierId, member.id, input.active ? 'active' : 'deactivated');
    if (!input.active) await tx.tokens.revokeAll({ supplierId: auth.supplierId, memberId: member.id });
  });
  return readMember(ctx, auth, member.id);
}

import type { Locale } from '@supplier/contracts/constants';
import type { TeamMember } from '@supplier/contracts/team';
import { transaction } from '../../../db/transaction';
import { identityRepositories, type ActiveToken } from '../../identity';
import { recordMemberChange } from '../team.activity';
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
  const status = input.active ? 'active' : 'deactivated';
  await transaction(ctx.db, async (db) => {
    const tx = identityRepositories(db);
    await tx.members.setStatus(auth.supplierId, member.id, status);
    if (!input.active) await tx.tokens.revokeAll({ supplierId: auth.supplierId, memberId: member.id });
    // the log keeps the status before and after (a repeated call changes nothing and has its generic entry)
    if (member.status !== status) await recordMemberChange(db, member, { status: { from: member.status, to: status } });
  });
  return readMember(ctx, auth, member.id);
}

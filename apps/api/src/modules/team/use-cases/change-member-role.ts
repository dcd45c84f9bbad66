import type { Locale } from '@supplier/contracts/constants';
import type { TeamMember } from '@supplier/contracts/team';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { transaction } from '../../../db/transaction';
import { identityRepositories, type ActiveToken } from '../../identity';
import { recordMemberChange } from '../team.activity';
import type { TeamContext } from '../team.context';
import { readMember } from './list-members';
import { targetMember } from './target-member';

/** A new role takes effect on the member's next call on every process (their cached tokens are dropped). */
export async function changeMemberRole(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { memberId: number; role: TeamRole; locale: Locale },
): Promise<TeamMember> {
  const member = await targetMember(ctx, auth, input.memberId, input.locale);
  if (member.role !== input.role) {
    await transaction(ctx.db, async (db) => {
      await identityRepositories(db).members.setRole(auth.supplierId, member.id, input.role);
      await recordMemberChange(db, member, { role: { from: member.role, to: input.role } });
    });
    await ctx.identity.tokens.forgetMember(member.id);
  }
  return readMember(ctx, auth, member.id);
}

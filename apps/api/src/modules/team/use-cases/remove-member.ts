import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { identityRepositories, type ActiveToken } from '../../identity';
import { recordMemberChange } from '../team.activity';
import type { TeamContext } from '../team.context';
import { targetMember } from './target-member';

/** The membership goes, and its tokens with it (each deletion announced on `token_revoked`). */
export async function removeMember(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { memberId: number; locale: Locale },
): Promise<void> {
  const member = await targetMember(ctx, auth, input.memberId, input.locale);
  await transaction(ctx.db, async (db) => {
    if (!(await identityRepositories(db).members.remove(auth.supplierId, member.id))) return;
    // the log keeps the role and status the membership had
    await recordMemberChange(db, member, {
      role: { from: member.role, to: null },
      status: { from: member.status, to: null },
    });
  });
}

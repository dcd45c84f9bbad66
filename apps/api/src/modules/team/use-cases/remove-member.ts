import type { Locale } from '@supplier/contracts/constants';
import type { ActiveToken } from '../../identity';
import type { TeamContext } from '../team.context';
import { targetMember } from './target-member';

/** The membership goes, and its tokens with it (each deletion announced on `token_revoked`). */
export async function removeMember(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { memberId: number; locale: Locale },
): Promise<void> {
  const member = await targetMember(ctx, auth, input.memberId, input.locale);
  await ctx.identity.members.remove(auth.supplierId, member.id);
}

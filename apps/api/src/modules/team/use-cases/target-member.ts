import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ActiveToken, MemberRow } from '../../identity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';

/**
 * The member a change is aimed at: 404 when not this supplier's; 409 when it is the one asking
 * (unless `self` is allowed): an owner never demotes, locks out or removes themself, so the team
 * never loses its last owner by its own hand.
 */
export async function targetMember(
  ctx: TeamContext,
  auth: ActiveToken,
  memberId: number,
  locale: Locale,
  { self = false } = {},
): Promise<MemberRow> {
  const member = await ctx.identity.members.find(auth.supplierId, memberId);
  if (!member) throw httpErrors.notFound(teamText(locale, 'member_not_found'));
  if (!self && auth.memberId === member.id) throw httpErrors.conflict('own_member', teamText(locale, 'own_member'));
  return member;
}

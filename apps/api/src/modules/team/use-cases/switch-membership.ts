import type { Locale } from '@supplier/contracts/constants';
import type { AuthResponse } from '@supplier/contracts/identity';
import { httpErrors } from '../../../errors';
import { presentSupplier, signedInTelephone, type ActiveToken } from '../../identity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';

/** A new session in the chosen supplier; this one ends. Another person's supplier is not found. */
export async function switchMembership(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { supplierId: number; ip: string; userAgent?: string; locale: Locale },
): Promise<AuthResponse> {
  const telephone = await signedInTelephone(ctx.identity, auth);
  const holder = await ctx.identity.suppliers.findByTelephone(telephone);
  let answer: AuthResponse;
  if (holder?.isConfirmTelephone && holder.id === input.supplierId) {
    const token = await ctx.identity.tokens.issue(holder.id, input);
    answer = { data: presentSupplier(holder, await ctx.npApiKeyOf(holder.id)), token };
  } else {
    const person = await ctx.identity.members.findPerson(telephone);
    const memberships = person ? await ctx.identity.members.activeMemberships(person.id) : [];
    const member = memberships.find((row) => row.supplierId === input.supplierId);
    if (!member) throw httpErrors.notFound(teamText(input.locale, 'membership_not_found'));
    answer = await ctx.signIn.signInto(member, input);
  }
  await ctx.identity.tokens.revoke(auth.id);
  return answer;
}

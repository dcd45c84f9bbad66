import type { Locale } from '@supplier/contracts/constants';
import { RESEND_AFTER_SECONDS } from '../../identity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';
import { openInvitation } from './open-invitation';

/** Texts a code to the invited phone, under the sign-in codes' limits. */
export async function sendInvitationCode(
  ctx: TeamContext,
  input: { token: string; ip: string; locale: Locale },
): Promise<{ message: string; resend_after: number }> {
  const { telephone } = await openInvitation(ctx, input.token, input.locale);
  const issued = await ctx.identity.transaction(async (tx) => {
    await ctx.codes.lock(tx, telephone, input.ip);
    await ctx.codes.checkLimits(tx, telephone, input.ip, input.locale);
    return ctx.codes.create(tx, { telephone, purpose: 'team_join', ip: input.ip });
  });
  await ctx.codes.send(ctx.identity, telephone, issued, input.locale);
  return { message: teamText(input.locale, 'code_sent', { telephone }), resend_after: RESEND_AFTER_SECONDS };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import type { Clock } from '../../drivers';
import type { SmsDriver } from '../../drivers/sms';
import { httpErrors } from '../../errors';
import type { IdentityRepositories } from './identity.repository';
import { identityText } from './identity.messages';
import { smsCodesService } from './sms-codes.service';
import type { ActiveToken } from './tokens.repository';

/** The phone of whoever is signed in: the supplier's for the account holder, the person's for a member. */
export async function signedInTelephone(repos: IdentityRepositories, auth: ActiveToken): Promise<string> {
  if (auth.memberId === null) {
    const supplier = await repos.suppliers.findById(auth.supplierId);
    if (!supplier) throw new Error(`token of a missing supplier ${auth.supplierId}`);
    return supplier.telephone;
  }
  const member = await repos.members.find(auth.supplierId, auth.memberId);
  if (!member) throw new Error(`token of a missing member ${auth.memberId}`);
  return member.telephone;
}

/**
 * Money leaving the supplier (transfers, payouts, the payout account) confirmed by a code sent to
 * the phone of the member who asks (issue 34, ADR 0045). The account holder's calls stay as SPEC
 * has them: their sign-in is the supplier's phone itself.
 */
export function moneyConfirmation(deps: {
  repos: IdentityRepositories;
  sms: SmsDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  perIpPerHour?: number;
}) {
  const { repos } = deps;
  const codes = smsCodesService(deps);
  return {
    /** Sends the code under the usual limits; answers the phone it went to. */
    async request(auth: ActiveToken, ctx: { locale: Locale; ip: string }): Promise<string> {
      const telephone = await signedInTelephone(repos, auth);
      const issued = await repos.transaction(async (tx) => {
        await codes.lock(tx, telephone, ctx.ip);
        await codes.checkLimits(tx, telephone, ctx.ip, ctx.locale);
        return codes.create(tx, { telephone, purpose: 'money_confirm', ip: ctx.ip });
      });
      await codes.send(repos, telephone, issued, ctx.locale);
      return telephone;
    },

    /**
     * Lets a money call through: at once for the account holder; for a member only with the code
     * (403 without one, 422 for a wrong or used one), which it uses up.
     */
    async confirm(auth: ActiveToken, code: string | undefined, locale: Locale): Promise<void> {
      if (auth.memberId === null) return;
      if (!code) {
        throw httpErrors.forbidden('money_confirmation_required', identityText(locale, 'money_confirmation_required'));
      }
      const telephone = await signedInTelephone(repos, auth);
      const row = await repos.codes.latestOpen(telephone, ['money_confirm']);
      await codes.verify(repos, row, code.trim(), 'code', locale);
    },
  };
}

export type MoneyConfirmation = ReturnType<typeof moneyConfirmation>;

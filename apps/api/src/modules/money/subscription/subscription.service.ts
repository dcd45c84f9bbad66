import type { Locale } from '@supplier/contracts/constants';
import { formatMoneyIn } from '@supplier/contracts/money';
import { SUBSCRIPTION_DAYS } from '@supplier/contracts/money-ledger';
import type { Clock } from '../../../drivers';
import { httpErrors } from '../../../errors';
import { idempotently, type IdempotencyRequest } from '../idempotency/idempotency.service';
import { supplierAccount } from '../ledger/ledger.repository';
import { insufficientFunds, LockedLedger } from '../ledger/ledger.service';
import { moneyText } from '../money.messages';
import type { Outcome } from '../money.outcome';
import { formatKyivDate } from '../money.presenter';
import type { MoneyStore } from '../money.store';
import { postServicesSpend, servicesPayer } from '../spend/services-spend';

export { referralReward } from '../spend/referral-reward';

/**
 * The supplier-panel subscription: bought from `services` at the configured cost for
 * SUBSCRIPTION_DAYS; buying while active extends it. The referrer of the buyer earns
 * REFERRAL_PERCENT of the cost on `main` in the same transaction (paid by the platform's
 * `referral_expense`).
 */
export function subscriptionService(deps: { store: MoneyStore; clock: Clock; costKopiyky: number }) {
  const { store, clock, costKopiyky } = deps;
  return {
    async expiresAt(supplierId: number): Promise<Date | null> {
      return store.repos.subscriptions.expiresAt(supplierId, 'supplier_panel');
    },

    async buy(input: {
      supplierId: number;
      /** When the panel sends an amount, it must be the cost. */
      amountKopiyky: number | null;
      locale: Locale;
      idempotency: IdempotencyRequest | null;
    }): Promise<Outcome<{ message: string }>> {
      const { supplierId, locale } = input;
      if (input.amountKopiyky !== null && input.amountKopiyky !== costKopiyky) {
        throw httpErrors.validation(
          moneyText(locale, 'subscription_cost', { cost: formatMoneyIn(costKopiyky, locale) }),
          {
            amount: [moneyText(locale, 'subscription_cost', { cost: formatMoneyIn(costKopiyky, locale) })],
          },
        );
      }
      const payer = await servicesPayer(store.repos, supplierId);
      const services = supplierAccount(supplierId, 'services');
      let touched: number[] = [supplierId];

      const answer = await store.transaction((repos) =>
        idempotently(
          repos.idempotency,
          { supplierId, idempotency: input.idempotency, locale },
          async (idempotencyKeyId) => {
            const ledger = await LockedLedger.lock(repos.ledger, payer.refs, locale);
            const available = ledger.balance(services);
            // Checked before the subscription row changes (post() checks it again).
            if (available < costKopiyky) throw insufficientFunds(locale, 'services', available, costKopiyky);
            const expiresAt = await repos.subscriptions.extend(
              supplierId,
              'supplier_panel',
              clock.now(),
              SUBSCRIPTION_DAYS,
            );
            if (costKopiyky > 0) {
              const spent = await postServicesSpend(repos, ledger, payer, {
                kind: 'subscription',
                source: 'supplier_panel',
                amountKopiyky: costKopiyky,
                idempotencyKeyId,
                metadata: { plan: 'supplier_panel', expires_at: expiresAt.toISOString(), days: SUBSCRIPTION_DAYS },
              });
              touched = spent.touched;
            }
            return {
              statusCode: 200,
              body: { message: moneyText(locale, 'subscription_bought', { date: formatKyivDate(expiresAt) }) },
            };
          },
        ),
      );
      return {
        ...answer,
        touched: answer.replayed ? [] : touched,
      };
    },
  };
}

import type { Locale } from '@supplier/contracts/constants';
import { formatMoney } from '@supplier/contracts/money';
import { REFERRAL_PERCENT } from '@supplier/contracts/constants';
import { SUBSCRIPTION_DAYS } from '@supplier/contracts/money-ledger';
import type { Clock } from '../../../drivers';
import { AppError } from '../../../errors';
import { idempotently, type IdempotencyRequest } from '../idempotency/idempotency.service';
import { platformAccount, supplierAccount, type AccountRef } from '../ledger/ledger.repository';
import { insufficientFunds, LockedLedger } from '../ledger/ledger.service';
import { moneyText } from '../money.messages';
import type { Outcome } from '../money.outcome';
import { formatKyivDate } from '../money.presenter';
import type { MoneyStore } from '../money.store';

/** The referrer's share of a payment, rounded down to whole kopiyky. */
export function referralReward(amountKopiyky: number): number {
  return Math.floor((amountKopiyky * REFERRAL_PERCENT) / 100);
}

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
        throw new AppError(
          422,
          'validation_failed',
          moneyText(locale, 'subscription_cost', { cost: formatMoney(costKopiyky) }),
          {
            amount: [moneyText(locale, 'subscription_cost', { cost: formatMoney(costKopiyky) })],
          },
        );
      }
      const referrerId = await store.repos.referral.referrerOf(supplierId);
      const rewardKopiyky = referrerId !== null && referrerId !== supplierId ? referralReward(costKopiyky) : 0;
      const services = supplierAccount(supplierId, 'services');
      const revenue = platformAccount('revenue');
      const refs: AccountRef[] = [services, revenue];
      if (rewardKopiyky > 0) refs.push(platformAccount('referral_expense'), supplierAccount(referrerId!, 'main'));
      await store.repos.ledger.ensureAccounts(refs);
      const buyerName = rewardKopiyky > 0 ? await store.repos.referral.supplierName(supplierId) : '';

      const answer = await store.transaction((repos) =>
        idempotently(
          repos.idempotency,
          { supplierId, idempotency: input.idempotency, locale },
          async (idempotencyKeyId) => {
            const ledger = await LockedLedger.lock(repos.ledger, refs, locale);
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
              const purchase = await ledger.post(
                {
                  kind: 'subscription',
                  supplierId,
                  idempotencyKeyId,
                  metadata: { plan: 'supplier_panel', expires_at: expiresAt.toISOString(), days: SUBSCRIPTION_DAYS },
                },
                [
                  { account: services, amount: -costKopiyky },
                  { account: revenue, amount: costKopiyky },
                ],
              );
              if (rewardKopiyky > 0) {
                const reward = await ledger.post(
                  {
                    kind: 'referral_reward',
                    supplierId: referrerId,
                    reference: `referral:${purchase.id}`,
                    idempotencyKeyId,
                    metadata: { referral_id: supplierId, referral_name: buyerName, purchase_entry_id: purchase.id },
                  },
                  [
                    { account: platformAccount('referral_expense'), amount: -rewardKopiyky },
                    { account: supplierAccount(referrerId!, 'main'), amount: rewardKopiyky },
                  ],
                );
                await repos.referral.insertReward({
                  referrerId: referrerId!,
                  referralId: supplierId,
                  source: 'supplier_panel',
                  purchaseEntryId: purchase.id,
                  rewardEntryId: reward.id,
                  purchaseAmount: costKopiyky,
                  rewardAmount: rewardKopiyky,
                });
              }
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
        touched: answer.replayed ? [] : rewardKopiyky > 0 ? [supplierId, referrerId!] : [supplierId],
      };
    },
  };
}

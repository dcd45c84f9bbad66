import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { TransferDirection } from '@supplier/contracts/money-balances';
import { idempotently, type IdempotencyRequest } from '../idempotency/idempotency.service';
import { supplierAccount } from '../ledger/ledger.repository';
import { LockedLedger } from '../ledger/ledger.service';
import { moneyText } from '../money.messages';
import type { Outcome } from '../money.outcome';
import type { MoneyStore } from '../money.store';

type SubscriptionBuyer = (input: {
  supplierId: number;
  amountKopiyky: number | null;
  locale: Locale;
  idempotency: IdempotencyRequest | null;
}) => Promise<Outcome<{ message: string }>>;

/**
 * POST balance-transfer: `transfer_from_main` moves main → services, `transfer_to_main`
 * services → main; `supplier_panel` is the subscription purchase, paid from services.
 */
export function transfersService(deps: { store: MoneyStore; buySubscription: SubscriptionBuyer }) {
  const { store } = deps;
  return {
    async transfer(input: {
      supplierId: number;
      direction: TransferDirection;
      amountKopiyky: number | null;
      description: string | null;
      locale: Locale;
      idempotency: IdempotencyRequest | null;
    }): Promise<Outcome<{ message: string }>> {
      const { supplierId, direction, locale } = input;
      if (direction === 'supplier_panel') return deps.buySubscription(input);
      const amount = input.amountKopiyky;
      if (amount === null) throw new Error('the request schema requires an amount for transfers');

      const main = supplierAccount(supplierId, 'main');
      const services = supplierAccount(supplierId, 'services');
      const [from, to] = direction === 'transfer_from_main' ? [main, services] : [services, main];
      await store.repos.ledger.ensureAccounts([main, services]);
      const answer = await store.transaction((repos) =>
        idempotently(
          repos.idempotency,
          { supplierId, idempotency: input.idempotency, locale },
          async (idempotencyKeyId) => {
            const ledger = await LockedLedger.lock(repos.ledger, [main, services], locale);
            await ledger.post(
              { kind: direction, supplierId, description: input.description || null, idempotencyKeyId },
              [
                { account: from, amount: -amount },
                { account: to, amount },
              ],
            );
            await repos.activity.record({
              object: { type: 'balances', id: null },
              changes: {
                amount: { from: null, to: kopiykyToHryvnias(amount) },
                direction: { from: from.kind, to: to.kind },
              },
            });
            const message = moneyText(
              locale,
              direction === 'transfer_from_main' ? 'transferred_from_main' : 'transferred_to_main',
            );
            return { statusCode: 200, body: { message } };
          },
        ),
      );
      return { ...answer, touched: answer.replayed ? [] : [supplierId] };
    },
  };
}

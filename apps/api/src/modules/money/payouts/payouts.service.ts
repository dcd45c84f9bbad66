import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, formatMoneyIn, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { Payout, PayoutAccount, PayoutStatus } from '@supplier/contracts/money-payouts';
import { httpErrors } from '../../../errors';
import { idempotently, type IdempotencyRequest } from '../idempotency/idempotency.service';
import { platformAccount, supplierAccount } from '../ledger/ledger.repository';
import { LockedLedger } from '../ledger/ledger.service';
import { moneyText } from '../money.messages';
import type { Outcome } from '../money.outcome';
import { pageMeta, pageOf } from '../money.presenter';
import type { MoneyStore } from '../money.store';
import type { PayoutAccountRow, PayoutRow } from './payouts.repository';

/** pending → processing → paid | rejected (pending may be rejected straight away). */
const NEXT: Record<PayoutStatus, PayoutStatus[]> = {
  pending: ['processing', 'rejected'],
  processing: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

export function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: kopiykyToHryvnias(row.amount),
    amount_format: formatMoney(row.amount),
    status: row.status,
    iban: row.iban,
    holder_name: row.holderName,
    tax_id: row.taxId,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentAccount(row: PayoutAccountRow): PayoutAccount {
  return { iban: row.iban, holder_name: row.holderName, tax_id: row.taxId, updated_at: row.updatedAt.toISOString() };
}

/**
 * Payouts from `main` to the supplier's bank account: the amount moves to `payouts_hold` when
 * requested, to the platform's `payouts` when paid, and back to `main` when rejected.
 */
export function payoutsService(deps: { store: MoneyStore }) {
  const { store } = deps;
  return {
    async account(supplierId: number): Promise<PayoutAccount | null> {
      const row = await store.repos.payouts.account(supplierId);
      return row ? presentAccount(row) : null;
    },

    async saveAccount(
      supplierId: number,
      input: { iban: string; holder_name: string; tax_id: string },
      locale: Locale,
    ): Promise<{ message: string; data: PayoutAccount }> {
      const row = await store.transaction(async (repos) => {
        const before = await repos.payouts.account(supplierId);
        const saved = await repos.payouts.saveAccount({
          supplierId,
          iban: input.iban,
          holderName: input.holder_name,
          taxId: input.tax_id,
        });
        await repos.activity.record({
          object: { type: 'payout-account', id: null },
          changes: {
            iban: { from: before?.iban ?? null, to: saved.iban },
            holder_name: { from: before?.holderName ?? null, to: saved.holderName },
            tax_id: { from: before?.taxId ?? null, to: saved.taxId },
          },
        });
        return saved;
      });
      return { message: moneyText(locale, 'payout_account_saved'), data: presentAccount(row) };
    },

    async request(input: {
      supplierId: number;
      amountKopiyky: number;
      locale: Locale;
      idempotency: IdempotencyRequest | null;
    }): Promise<Outcome<{ message: string; data: Payout }>> {
      const { supplierId, amountKopiyky, locale } = input;
      const main = supplierAccount(supplierId, 'main');
      const hold = supplierAccount(supplierId, 'payouts_hold');
      await store.repos.ledger.ensureAccounts([main, hold]);
      const answer = await store.transaction((repos) =>
        idempotently(
          repos.idempotency,
          { supplierId, idempotency: input.idempotency, locale },
          async (idempotencyKeyId) => {
            const account = await repos.payouts.account(supplierId);
            if (!account) {
              const text = moneyText(locale, 'payout_account_required');
              throw httpErrors.unprocessable('payout_account_required', text, { payout_account: [text] });
            }
            const ledger = await LockedLedger.lock(repos.ledger, [main, hold], locale);
            const payout = await repos.payouts.create({
              supplierId,
              amount: amountKopiyky,
              iban: account.iban,
              holderName: account.holderName,
              taxId: account.taxId,
            });
            await repos.activity.record({
              object: { type: 'payouts', id: payout.id, label: formatMoney(amountKopiyky) },
              changes: { amount: { from: null, to: kopiykyToHryvnias(amountKopiyky) } },
            });
            await ledger.post(
              {
                kind: 'payout_hold',
                supplierId,
                reference: `payout:${payout.id}:hold`,
                idempotencyKeyId,
                metadata: { payout_id: payout.id, iban: payout.iban },
              },
              [
                { account: main, amount: -amountKopiyky },
                { account: hold, amount: amountKopiyky },
              ],
            );
            return {
              statusCode: 201,
              body: {
                message: moneyText(locale, 'payout_created', { amount: formatMoneyIn(amountKopiyky, locale) }),
                data: presentPayout(payout),
              },
            };
          },
        ),
      );
      return { ...answer, touched: answer.replayed ? [] : [supplierId] };
    },

    async list(supplierId: number, query: { page: number; per_page: number; status?: PayoutStatus }) {
      const [{ rows, total }, balances] = await Promise.all([
        store.repos.payouts.list(supplierId, query.status, pageOf(query)),
        store.repos.ledger.balancesOf(supplierId),
      ]);
      return {
        data: rows.map(presentPayout),
        meta: pageMeta(total, query),
        held: kopiykyToHryvnias(balances.payouts_hold),
        held_format: formatMoney(balances.payouts_hold),
      };
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<{ data: Payout }> {
      const row = await store.repos.payouts.findOwn(supplierId, id);
      if (!row) throw httpErrors.notFound(moneyText(locale, 'payout_not_found'));
      return { data: presentPayout(row) };
    },

    /**
     * An operator's (or the bank's) step: processing, paid, or rejected (the held amount goes
     * back to main). Not a supplier call; the dev tools expose it.
     */
    async advance(
      payoutId: number,
      to: Exclude<PayoutStatus, 'pending'>,
      reason: string | null,
      locale: Locale,
    ): Promise<{ payout: Payout; touched: number[] }> {
      const found = await store.repos.payouts.find(payoutId);
      if (!found) throw httpErrors.notFound(moneyText(locale, 'payout_not_found'));
      const main = supplierAccount(found.supplierId, 'main');
      const hold = supplierAccount(found.supplierId, 'payouts_hold');
      const sent = platformAccount('payouts');
      await store.repos.ledger.ensureAccounts([main, hold, sent]);
      return store.transaction(async (repos) => {
        const payout = (await repos.payouts.lock(payoutId))!;
        if (!NEXT[payout.status].includes(to)) {
          throw httpErrors.conflict(
            'payout_status',
            moneyText(locale, 'payout_transition', {
              from: moneyText(locale, `status_${payout.status}`),
              to: moneyText(locale, `status_${to}`),
            }),
          );
        }
        if (to !== 'processing') {
          const ledger = await LockedLedger.lock(repos.ledger, to === 'paid' ? [hold, sent] : [main, hold], locale);
          await ledger.post(
            {
              kind: to === 'paid' ? 'payout_paid' : 'payout_release',
              supplierId: payout.supplierId,
              reference: `payout:${payout.id}:${to}`,
              metadata: { payout_id: payout.id, iban: payout.iban, ...(reason ? { reason } : {}) },
            },
            [
              { account: hold, amount: -payout.amount },
              { account: to === 'paid' ? sent : main, amount: payout.amount },
            ],
          );
        }
        const updated = await repos.payouts.setStatus(payout.id, to, to === 'rejected' ? reason : null);
        return { payout: presentPayout(updated), touched: to === 'rejected' ? [payout.supplierId] : [] };
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;

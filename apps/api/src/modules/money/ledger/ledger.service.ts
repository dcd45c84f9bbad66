import type { Locale } from '@supplier/contracts/constants';
import { formatMoneyIn } from '@supplier/contracts/money';
import { AppError, httpErrors } from '../../../errors';
import { moneyText } from '../money.messages';
import {
  accountKey,
  type AccountRef,
  type AccountRow,
  type LedgerRepository,
  type NewEntry,
} from './ledger.repository';
import { SUPPLIER_ACCOUNT_KINDS, type SupplierAccountKind } from './ledger.table';

export interface Leg {
  account: AccountRef;
  /** Kopiyky, signed; the legs of one entry sum to zero. */
  amount: number;
}

/** 422 `insufficient_funds`; `errors` is keyed by the balance that is short (`main` or `services`). */
export function insufficientFunds(
  locale: Locale,
  account: SupplierAccountKind,
  available: number,
  required: number,
): AppError {
  const message = moneyText(locale, `insufficient_${account}`);
  const detail = moneyText(locale, 'insufficient_detail', {
    available: formatMoneyIn(available, locale),
    required: formatMoneyIn(required, locale),
  });
  return httpErrors.unprocessable('insufficient_funds', message, { [account]: [detail] });
}

const isSupplierKind = (kind: string): kind is SupplierAccountKind =>
  (SUPPLIER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/**
 * The accounts of one money transaction, locked (SELECT … FOR UPDATE, id order) and with their
 * balances in hand. `post` writes one balanced entry and keeps the cached balances in step.
 */
export class LockedLedger {
  private constructor(
    private readonly repo: LedgerRepository,
    private readonly accounts: Map<string, AccountRow>,
    private readonly locale: Locale,
  ) {}

  /** Locks the accounts; create them first (`ensureAccounts`, before the transaction). */
  static async lock(repo: LedgerRepository, refs: AccountRef[], locale: Locale): Promise<LockedLedger> {
    let rows = await repo.lockAccounts(refs);
    if (rows.length < new Set(refs.map(accountKey)).size) {
      // Not created beforehand (should not happen): create them here, then lock all in order.
      await repo.ensureAccounts(refs);
      rows = await repo.lockAccounts(refs);
    }
    const accounts = new Map(rows.map((row) => [accountKey(row), row]));
    const missing = refs.filter((ref) => !accounts.has(accountKey(ref)));
    if (missing.length > 0) throw new Error(`ledger accounts missing: ${missing.map(accountKey).join(', ')}`);
    return new LockedLedger(repo, accounts, locale);
  }

  balance(ref: AccountRef): number {
    return this.account(ref).balance;
  }

  private account(ref: AccountRef): AccountRow {
    const row = this.accounts.get(accountKey(ref));
    if (!row) throw new Error(`ledger account ${accountKey(ref)} is not locked in this transaction`);
    return row;
  }

  /**
   * One entry: checks the legs balance, that no supplier balance would go below zero (422
   * insufficient_funds naming the balance), then writes the entry, its postings and the new
   * cached balances. Nothing is written when a check fails.
   */
  async post(entry: NewEntry, legs: Leg[]): Promise<{ id: number; createdAt: Date }> {
    if (legs.length < 2) throw new Error('an entry needs at least two legs');
    if (legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)) {
      throw new Error('posting amounts are non-zero whole kopiyky');
    }
    if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error('entry legs do not sum to zero');

    const after = new Map<string, number>();
    const rows = legs.map((leg) => {
      const account = this.account(leg.account);
      const key = accountKey(account);
      const before = after.get(key) ?? account.balance;
      const balanceAfter = before + leg.amount;
      if (account.supplierId !== null && balanceAfter < 0 && isSupplierKind(account.kind)) {
        throw insufficientFunds(this.locale, account.kind, before, -leg.amount);
      }
      after.set(key, balanceAfter);
      return { accountId: account.id, amount: leg.amount, balanceAfter };
    });

    const created = await this.repo.insertEntry(entry);
    await this.repo.insertPostings(created.id, rows);
    await this.repo.addToBalances(
      [...after.entries()].map(([key, balance]) => {
        const account = this.accounts.get(key)!;
        return { accountId: account.id, delta: balance - account.balance };
      }),
    );
    for (const [key, balance] of after) this.accounts.get(key)!.balance = balance;
    return created;
  }
}

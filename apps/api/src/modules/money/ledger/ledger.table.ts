import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerEntryTypes } from '@supplier/contracts/money-ledger';
import { suppliers } from '../../identity/identity.table';
import { idempotencyKeys } from '../idempotency/idempotency.table';

/** A supplier's own balances: `main`, `services`, and `payouts_hold` (requested payouts not yet settled). */
export const SUPPLIER_ACCOUNT_KINDS = ['main', 'services', 'payouts_hold'] as const;
/**
 * The platform's side of every movement: `cash` (money in from the provider, out to banks),
 * `revenue` (services sold), `referral_expense` (rewards paid), `payouts` (money sent to banks).
 */
export const PLATFORM_ACCOUNT_KINDS = ['cash', 'revenue', 'referral_expense', 'payouts'] as const;
export const ACCOUNT_KINDS = [...SUPPLIER_ACCOUNT_KINDS, ...PLATFORM_ACCOUNT_KINDS] as const;
export type SupplierAccountKind = (typeof SUPPLIER_ACCOUNT_KINDS)[number];
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per balance. `balance` (kopiyky) is a cache of the sum of the account's postings,
 * changed only in the transaction that adds them. Supplier balances never go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null: a platform account. */
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_supplier_kind_key')
      .on(t.supplierId, t.kind)
      .where(sql`${t.supplierId} is not null`),
    uniqueIndex('ledger_accounts_platform_kind_key')
      .on(t.kind)
      .where(sql`${t.supplierId} is null`),
    check('ledger_accounts_supplier_balance_check', sql`${t.supplierId} is null or ${t.balance} >= 0`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.supplierId} is null) = (${t.kind} in ('cash', 'revenue', 'referral_expense', 'payouts'))`,
    ),
  ],
);

/** One movement: its postings sum to zero. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ledgerEntryTypes }).notNull(),
    /** The supplier the movement is about (the referrer for a referral reward). */
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    /** The supplier's own note (transfers); system texts are written at read time, in the reader's language. */
    description: text('description'),
    /** Once-only events (`payment:12`, `payout:5:paid`): a second attempt fails on this key. */
    reference: text('reference'),
    /** The Idempotency-Key of the request that made it, if any. */
    idempotencyKeyId: bigint('idempotency_key_id', { mode: 'number' }).references(() => idempotencyKeys.id, {
      onDelete: 'set null',
    }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_reference_key').on(t.reference),
    index('journal_entries_supplier_idx').on(t.supplierId, t.createdAt),
    index('journal_entries_idempotency_idx').on(t.idempotencyKeyId),
  ],
);

/** One side of an entry on one account; amount signed (kopiyky), never zero. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance right after this posting (history shows it). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('postings_amount_check', sql`${t.amount} <> 0`),
    index('postings_account_idx').on(t.accountId, t.id),
    index('postings_entry_idx').on(t.entryId),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payoutStatuses } from '@supplier/contracts/money-payouts';
import { suppliers } from '../../identity/identity.table';

/** Where a supplier's payouts go: one bank account per supplier. */
export const payoutAccounts = pgTable('payout_accounts', {
  supplierId: bigint('supplier_id', { mode: 'number' })
    .primaryKey()
    .references(() => suppliers.id),
  iban: text('iban').notNull(),
  holderName: text('holder_name').notNull(),
  taxId: text('tax_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payout request; its amount is held from `main` until paid or rejected (then returned). */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('pending'),
    /** The bank details at request time. */
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    taxId: text('tax_id').notNull(),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_supplier_idx').on(t.supplierId, t.id), check('payouts_amount_check', sql`${t.amount} > 0`)],
);

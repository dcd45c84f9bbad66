import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentDrivers } from '@supplier/contracts/money-topups';
import { suppliers } from '../../identity/identity.table';

/** A top-up: created with the provider, credited to `main` once its verified callback says paid. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id),
    driver: text('driver', { enum: paymentDrivers }).notNull(),
    /** Our order id as the provider knows it (LiqPay `order_id`). */
    orderId: text('order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerPaymentId: text('provider_payment_id'),
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The last verified callback, for support. */
    lastCallback: jsonb('last_callback'),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    index('payments_supplier_idx').on(t.supplierId, t.createdAt),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

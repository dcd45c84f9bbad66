import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from '../identity/identity.table';

/** One row per payment method the supplier has touched: the switch and the method's settings (JSON). */
export const supplierPaymentMethods = pgTable(
  'supplier_payment_methods',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['cod', 'bank_transfer', 'card_online', 'installments'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.method] })],
);

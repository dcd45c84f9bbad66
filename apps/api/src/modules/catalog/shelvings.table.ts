import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from '../identity/identity.table';

/** A storage location of the supplier's warehouse; products lie on it (products.shelving_id). */
export const shelvings = pgTable(
  'shelvings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Upper case, e.g. `A-01-03`; unique per supplier. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    zone: text('zone'),
    note: text('note'),
    /** Pieces it holds; null: not limited. */
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shelvings_supplier_code_key').on(t.supplierId, t.code),
    check('shelvings_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

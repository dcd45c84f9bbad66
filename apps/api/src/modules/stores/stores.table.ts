import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STORE_STATUSES, type StoreSchedule } from '@supplier/contracts/stores';
import { suppliers } from '../identity/identity.table';

/** The supplier's stores; the slug is the store's address, unique across the marketplace. */
export const stores = pgTable(
  'stores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lowercase latin, digits and hyphens (checked by the API). */
    slug: text('slug').notNull(),
    /** URL of the stored logo (WebP), from FileStorage. */
    logo: text('logo'),
    /** Sanitized rich text. */
    description: text('description').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    city: text('city'),
    schedule: jsonb('schedule').$type<StoreSchedule>().notNull(),
    status: text('status', { enum: STORE_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_slug_key').on(sql`lower(${t.slug})`),
    index('stores_supplier_idx').on(t.supplierId, t.id),
  ],
);

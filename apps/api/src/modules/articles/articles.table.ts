import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ARTICLE_KINDS } from '@supplier/contracts/articles';
import { suppliers } from '../identity/identity.table';

/** One row per information article the supplier saved; content is sanitized HTML. */
export const supplierArticles = pgTable(
  'supplier_articles',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Characters of text in `content` (tags not counted), kept for the `information` step. */
    textLength: integer('text_length').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.kind] })],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImportCounts, ImportProblem, ImportStatus } from '@supplier/contracts/imports';
import { suppliers } from '../identity/identity.table';

/**
 * Product import runs. The feed file stays in the (private) storage while the run lasts; the run
 * applies it in batches, each committed with `processed` and `counts`, so a run that stops
 * half-way resumes after the last committed batch and nothing is applied twice.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Who started it; null once that user is gone. */
    userId: bigint('user_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** The stored feed (private storage URL); null once the run is over and the file removed. */
    fileUrl: text('file_url'),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    /** A full feed: the supplier's active products it does not list are set inactive at the end. */
    deactivateMissing: boolean('deactivate_missing').notNull().default(false),
    /** Products set inactive by that, once the run is done. */
    deactivated: integer('deactivated').notNull().default(0),
    /** Offers of the feed handled so far, in file order. */
    processed: integer('processed').notNull().default(0),
    /** Offers in the feed (known after the check pass). */
    total: integer('total'),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    /** The first problems (as the dry run shows them), and how many there were in all. */
    problems: jsonb('problems')
      .$type<ImportProblem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    problemsTotal: integer('problems_total').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('product_imports_supplier_idx').on(t.supplierId, t.id),
    check('product_imports_processed_check', sql`${t.processed} >= 0`),
  ],
);

export type ProductImportRow = typeof productImports.$inferSelect;

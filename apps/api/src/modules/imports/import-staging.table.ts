import { bigint, integer, json, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { productImports } from './imports.table';

/**
 * A run's feed as its first pass read it (docs/adr/0030-import-staging.md): one row per batch of
 * offers, its rows already sanitized and placed, so the apply reads batches from here instead of
 * parsing the feed again in every slice. Removed when the run ends.
 */
export const importStagedBatches = pgTable(
  'import_staged_batches',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** Offers of the feed up to the end of this batch (the run's `processed` once it is applied). */
    offersEnd: integer('offers_end').notNull(),
    /** Offers of the batch refused while reading. */
    skipped: integer('skipped').notNull(),
    /** The batch's rows (`import-staging.ts`), as JSON text: written and read whole, never queried into. */
    rows: json('rows').notNull(),
    /** Every SKU the batch lists, its refused offers' too (a full feed keeps those products active). */
    listed: jsonb('listed').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.offersEnd] })],
);

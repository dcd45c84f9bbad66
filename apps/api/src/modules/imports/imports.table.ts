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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  ImportCounts,
  ImportKeyField,
  ImportProblem,
  ImportSchedule,
  ImportSourceResult,
  ImportStatus,
  ImportTrigger,
} from '@supplier/contracts/imports';
import { attributes } from '../catalog/attributes.table';
import { categories } from '../catalog/categories.table';
import { products } from '../catalog/products.table';
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
    /** The feed URL source that started it; null for an upload (or once the source is removed). */
    sourceId: bigint('source_id', { mode: 'number' }).references((): AnyPgColumn => importSources.id, {
      onDelete: 'set null',
    }),
    /** What started it: an upload, the supplier's check of its source, or the source's schedule. */
    trigger: text('trigger').$type<ImportTrigger>().notNull().default('upload'),
    /** What finds the supplier's product of an offer: its SKU (`vendorCode`) or the feed's offer id. */
    keyField: text('key_field').$type<ImportKeyField>().notNull().default('sku'),
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
    check('product_imports_trigger_check', sql`${t.trigger} in ('upload', 'check', 'schedule')`),
  ],
);

export type ProductImportRow = typeof productImports.$inferSelect;

/**
 * The supplier's own rows of a run's problems (the first ones shown), as read from their file:
 * the cells under their own headers (a YML offer: its tags), for the downloadable error file.
 */
export const productImportProblemRows = pgTable(
  'product_import_problem_rows',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** The line of the file the row (offer) starts on. */
    line: integer('line').notNull(),
    cells: jsonb('cells').$type<[string, string][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * Feed URLs the supplier keeps in sync: each is fetched on its schedule with a conditional
 * request (the ETag and Last-Modified it last answered); an unchanged feed starts nothing, a
 * changed one is stored privately and run as an upload is.
 */
export const importSources = pgTable(
  'import_sources',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    schedule: text('schedule').$type<ImportSchedule>().notNull().default('daily'),
    deactivateMissing: boolean('deactivate_missing').notNull().default(false),
    keyField: text('key_field').$type<ImportKeyField>().notNull().default('sku'),
    /** What the feed's server last answered with its content, for the next conditional request. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** SHA-256 of the content last run: a server that ignores conditional requests costs a download only. */
    contentHash: text('content_hash'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When the schedule checks it next. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** A check is queued (by the schedule, a save or «check now») and not done yet. */
    checkQueuedAt: timestamp('check_queued_at', { withTimezone: true }),
    /** Who queued that check: the supplier (`check`) or the schedule; the run it starts says so. */
    checkTrigger: text('check_trigger').$type<SourceCheckTrigger>(),
    lastResult: text('last_result').$type<ImportSourceResult>(),
    /** Why the last check failed, in the panel's language. */
    error: text('error'),
    lastImportId: bigint('last_import_id', { mode: 'number' }).references((): AnyPgColumn => productImports.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_sources_supplier_idx').on(t.supplierId, t.id),
    uniqueIndex('import_sources_supplier_url_key').on(t.supplierId, t.url),
    index('import_sources_next_check_idx').on(t.nextCheckAt),
    check('import_sources_schedule_check', sql`${t.schedule} in ('hourly', 'daily')`),
    check('import_sources_key_field_check', sql`${t.keyField} in ('sku', 'offer_id')`),
    check('import_sources_check_trigger_check', sql`${t.checkTrigger} in ('check', 'schedule')`),
  ],
);

export type ImportSourceRow = typeof importSources.$inferSelect;
/** Who queues a source's check: the supplier or the schedule. */
export type SourceCheckTrigger = Exclude<ImportTrigger, 'upload'>;

/**
 * The supplier's confirmed choice of marketplace category for a feed category, remembered by the
 * feed category's path (its names from the root, lower case), so every later run of that feed (and
 * a URL source of it) places its offers the same way. A null category: the supplier chose not to
 * import that feed category (its offers are skipped).
 */
export const importCategoryMaps = pgTable(
  'import_category_maps',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    feedPath: text('feed_path').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.feedPath] }),
    // What other sellers confirmed for a feed path (the import's suggestions) is read by path.
    index('import_category_maps_feed_path_idx').on(t.feedPath, t.categoryId),
  ],
);

/**
 * Which of the supplier's attributes a feed `param` (by its name and unit, lower case) fills,
 * remembered from the first run (suggested by name, or a new attribute made for it) or chosen by
 * the supplier; a null attribute: the param is not imported.
 */
export const importParamMaps = pgTable(
  'import_param_maps',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    feedParam: text('feed_param').notNull(),
    attributeId: bigint('attribute_id', { mode: 'number' }).references(() => attributes.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.feedParam] })],
);

/**
 * A feed picture to fetch for a product (the `imports.images` job): fetched in the background,
 * checked and resized as an upload is; one that fails is reported on its row of the run and
 * tried again later, the products never wait for it. A row is removed once the picture is stored
 * or given up.
 */
export const importImageFetches = pgTable(
  'import_image_fetches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    offerId: text('offer_id').notNull(),
    url: text('url').notNull(),
    /** The picture's place among the offer's pictures. */
    position: integer('position').notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed (the panel's language). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_image_fetches_pending_idx').on(t.importId, t.status),
    // A product's delete finds its pictures still to fetch (the foreign key) without a scan.
    index('import_image_fetches_product_idx').on(t.productId),
    check('import_image_fetches_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

export type ImportImageFetchRow = typeof importImageFetches.$inferSelect;

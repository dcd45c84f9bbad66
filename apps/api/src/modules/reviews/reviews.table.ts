import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/products.table';
import { suppliers } from '../identity/identity.table';
import { orders } from '../orders/orders.table';
import { stores } from '../stores/stores.table';

/** A stored review photo: the storage URL of the checked copy, and its size in pixels. */
export interface ReviewPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * Buyers' reviews of the supplier's products, placed through the marketplace gateway (idempotent
 * by the storefront's `external_id`). One public reply per review, editable for 24 hours after it
 * is first given. Every list index starts with supplier_id and ends with id (keyset pages).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
    /** The product's name when the review came, so the review reads the same after a rename or removal. */
    productName: text('product_name').notNull(),
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id, { onDelete: 'set null' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** The review is of a real order of this supplier that was completed: a verified purchase. */
    verified: boolean('verified').notNull().default(false),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    pros: text('pros').notNull().default(''),
    cons: text('cons').notNull().default(''),
    /** Photos as the buyer sent them (URLs), until the photo job has fetched and checked them. */
    photoSources: jsonb('photo_sources')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    photos: jsonb('photos')
      .$type<ReviewPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hasPhotos: boolean('has_photos').notNull().default(false),
    /** The supplier's public reply (sanitized HTML), when it was first given and last edited. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyEditedAt: timestamp('reply_edited_at', { withTimezone: true }),
    /** A report that the review breaks the marketplace's rules, and where it stands. */
    reportReason: text('report_reason'),
    reportComment: text('report_comment'),
    reportStatus: text('report_status'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_external_id_key').on(t.externalId),
    index('reviews_supplier_idx').on(t.supplierId, t.id),
    index('reviews_supplier_unanswered_idx')
      .on(t.supplierId, t.id)
      .where(sql`${t.reply} is null`),
    index('reviews_supplier_rating_idx').on(t.supplierId, t.rating, t.id),
    index('reviews_supplier_product_idx').on(t.supplierId, t.productId, t.id),
    index('reviews_supplier_created_idx').on(t.supplierId, t.createdAt),
    // The list's search: one trigram index over what it searches (the same expression as the query).
    index('reviews_search_trgm_idx').using(
      'gin',
      sql`(${t.text} || ' ' || ${t.pros} || ' ' || ${t.cons} || ' ' || ${t.authorName}) gin_trgm_ops`,
    ),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Reviews per supplier and rating, and how many of them are unanswered, kept in the same
 * transaction as every insert and reply: the summary and the menu count cost one small read.
 */
export const reviewCounts = pgTable(
  'review_counts',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    rating: smallint('rating').notNull(),
    count: integer('count').notNull().default(0),
    unanswered: integer('unanswered').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.rating] })],
);

/**
 * Reviews per supplier, calendar day (Europe/Kyiv) and rating, kept in the same transaction as
 * every insert: the summary's 30/90-day trend reads at most 180 days × 5 rows, not the reviews.
 */
export const reviewDays = pgTable(
  'review_days',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rating: smallint('rating').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.rating] })],
);

export type ReviewRow = typeof reviews.$inferSelect;

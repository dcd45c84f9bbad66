import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AttributeValue } from '@supplier/contracts/attributes';
import type { ProductAvailability, ProductStatus } from '@supplier/contracts/products';
import { suppliers } from '../identity/identity.table';
import { stores } from '../stores/stores.table';
import { attributes } from './attributes.table';
import { categories } from './categories.table';
import { shelvings } from './shelvings.table';

/**
 * Products. Money in kopiyky. Every list index starts with supplier_id and ends with id, so a
 * keyset page is one index range scan even at a million rows; names are found by a trigram
 * GIN index, SKU and barcode by b-trees.
 */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The store it is sold in (the supplier's primary store unless chosen). */
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull(),
    /** The offer id of the feed that last imported it: an import keyed by offer id finds it by this. */
    feedOfferId: text('feed_offer_id'),
    barcode: text('barcode'),
    brand: text('brand'),
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    availability: text('availability').$type<ProductAvailability>().notNull().default('in_stock'),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    shelvingId: bigint('shelving_id', { mode: 'number' }).references(() => shelvings.id, { onDelete: 'set null' }),
    shelvingQuantity: integer('shelving_quantity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_supplier_sku_key').on(t.supplierId, t.sku),
    index('products_supplier_created_idx').on(t.supplierId, t.createdAt, t.id),
    index('products_supplier_price_idx').on(t.supplierId, t.price, t.id),
    index('products_supplier_name_idx').on(t.supplierId, t.name, t.id),
    index('products_supplier_stock_idx').on(t.supplierId, t.stock, t.id),
    index('products_supplier_status_created_idx').on(t.supplierId, t.status, t.createdAt, t.id),
    index('products_supplier_category_created_idx').on(t.supplierId, t.categoryId, t.createdAt, t.id),
    index('products_supplier_feed_offer_idx')
      .on(t.supplierId, t.feedOfferId)
      .where(sql`${t.feedOfferId} is not null`),
    index('products_supplier_barcode_idx')
      .on(t.supplierId, t.barcode)
      .where(sql`${t.barcode} is not null`),
    index('products_supplier_shelving_idx')
      .on(t.supplierId, t.shelvingId)
      .where(sql`${t.shelvingId} is not null`),
    index('products_store_idx')
      .on(t.storeId)
      .where(sql`${t.storeId} is not null`),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_old_price_check', sql`${t.oldPrice} is null or ${t.oldPrice} > ${t.price}`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_shelving_quantity_check', sql`${t.shelvingQuantity} >= 0`),
    check('products_status_check', sql`${t.status} in ('draft', 'active', 'inactive', 'archived')`),
    check('products_availability_check', sql`${t.availability} in ('in_stock', 'out_of_stock', 'preorder')`),
  ],
);

/** Products per supplier and status, kept by statement-level triggers (exact totals in O(1)). */
export const productCounts = pgTable(
  'product_counts',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    status: text('status').$type<ProductStatus>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.status] })],
);

/** The attribute values of a product (one row per attribute). */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: bigint('attribute_id', { mode: 'number' })
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    value: jsonb('value').$type<AttributeValue>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_attribute_values_attribute_idx').on(t.attributeId),
  ],
);

/** Images of a product, ordered; position 0 is the main one. Variants are made by lib/images. */
export const productImages = pgTable(
  'product_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The feed picture it was fetched from (an import); null for an upload. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * A supplier's YML feed address for other marketplaces: the secret token is found by its SHA-256
 * and kept sealed (secret box, context `product_feeds:{supplier_id}`) so the panel can show it again.
 */
export const productFeeds = pgTable('product_feeds', {
  supplierId: bigint('supplier_id', { mode: 'number' })
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

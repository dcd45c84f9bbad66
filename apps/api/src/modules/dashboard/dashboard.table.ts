import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@supplier/contracts/orders';
import type { DashboardRegion } from '@supplier/contracts/dashboard';

/**
 * Orders per supplier, calendar day in Europe/Kyiv (of placement) and current status: how many,
 * their totals and units (kopiyky, pieces). Kept by statement-level triggers on `orders` in the
 * same transaction as every insert, status or total change (migration 0021), so the dashboard
 * reads at most (days × statuses) rows for a period at any number of orders.
 */
export const orderDailyStats = pgTable(
  'order_daily_stats',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.status] })],
);

/**
 * Orders per supplier, Kyiv day and oblast of the destination (`order_region(city, branch)`,
 * `other` when the text names none), kept by the same triggers.
 */
export const orderDailyRegions = pgTable(
  'order_daily_regions',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    region: text('region').$type<DashboardRegion>().notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.region] })],
);

/**
 * What each SKU sold per supplier and Kyiv day (of the order's placement), in orders that are
 * neither cancelled nor returned: units and revenue (price × quantity, kopiyky), with the name and
 * image of the last line counted. Kept by triggers on `order_items` (lines added or removed) and on
 * `orders` (an order cancelled, returned or moved in time), migration 0023; the top products of a
 * period read it instead of every order line.
 */
export const orderDailyProducts = pgTable(
  'order_daily_products',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sku: text('sku').notNull(),
    productId: bigint('product_id', { mode: 'number' }),
    name: text('name').notNull(),
    image: text('image'),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  // By SKU first: the name and image of each top SKU are one probe. The period's scan uses
  // order_daily_products_day_idx (supplier_id, day) INCLUDE (sku, units, revenue), an index-only
  // scan written in migration 0025 (drizzle declares no INCLUDE).
  (t) => [primaryKey({ columns: [t.supplierId, t.sku, t.day] })],
);

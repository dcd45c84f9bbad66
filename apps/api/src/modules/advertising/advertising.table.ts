import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/products.table';
import { suppliers } from '../identity/identity.table';
import { journalEntries } from '../money/ledger/ledger.table';

/**
 * A supplier's campaign (ADR 0026). `status` is what the supplier or the money left it at;
 * `ended` is read from `ends_on` and never stored. Money in kopiyky.
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'paused', 'out_of_funds'] })
      .notNull()
      .default('active'),
    dailyBudget: bigint('daily_budget', { mode: 'number' }).notNull(),
    bid: bigint('bid', { mode: 'number' }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_campaigns_supplier_idx').on(t.supplierId, t.id),
    check('ad_campaigns_money_check', sql`${t.bid} > 0 and ${t.dailyBudget} >= ${t.bid}`),
    check('ad_campaigns_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const adCampaignProducts = pgTable(
  'ad_campaign_products',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('ad_campaign_products_product_idx').on(t.productId),
  ],
);

/**
 * Every impression and click the gateway received, once per storefront event id. `counted`
 * false: recorded (so a repeat stays a repeat) but not counted nor charged, `reason` says why.
 */
export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    externalId: text('external_id').notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['impression', 'click'] }).notNull(),
    /** Kyiv day of receipt. */
    day: date('day', { mode: 'string' }).notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    counted: boolean('counted').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_events_external_id_key').on(t.externalId),
    index('ad_events_clicks_idx')
      .on(t.productId, t.createdAt)
      .where(sql`${t.kind} = 'click' and ${t.counted}`),
  ],
);

/**
 * The rollup the page reads: per campaign, product and Kyiv day. Impressions, clicks and spend
 * change in the transaction that counts an event; orders and revenue when an order is attributed.
 */
export const adStatsDaily = pgTable(
  'ad_stats_daily',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    spend: bigint('spend', { mode: 'number' }).notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId, t.day] }),
    index('ad_stats_daily_supplier_day_idx').on(t.supplierId, t.day),
  ],
);

/**
 * A day of a campaign charged to the services balance: the row is the once-only key (inserted
 * first in the charging transaction), `charged` what the balance could pay, `shortfall` the rest.
 */
export const adCharges = pgTable(
  'ad_charges',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    spend: bigint('spend', { mode: 'number' }).notNull(),
    charged: bigint('charged', { mode: 'number' }).notNull(),
    shortfall: bigint('shortfall', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] }), index('ad_charges_supplier_idx').on(t.supplierId, t.day)],
);

/** An order line attributed to a campaign (last counted click on its product within ATTRIBUTION_DAYS). */
export const adAttributions = pgTable(
  'ad_attributions',
  {
    orderItemId: bigint('order_item_id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    clickEventId: bigint('click_event_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [index('ad_attributions_campaign_idx').on(t.campaignId, t.orderId)],
);

/** How far the attribution pass has read `orders` (one row, `name` = 'orders'). */
export const adCursors = pgTable('ad_cursors', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
});

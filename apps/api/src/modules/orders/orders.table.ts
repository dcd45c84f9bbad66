import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Carrier } from '@supplier/contracts/deliveries';
import type {
  CancelReason,
  DeliveryStatus,
  OrderActor,
  OrderEventType,
  OrderStatus,
  PaymentStatus,
} from '@supplier/contracts/orders';
import type { PaymentMethodId } from '@supplier/contracts/payment-methods';
import { products } from '../catalog/products.table';
import { suppliers } from '../identity/identity.table';
import { stores } from '../stores/stores.table';

/** Order numbers shown to people (`№ 100001`), one sequence for the whole marketplace. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * Orders placed through the marketplace gateway. Money in kopiyky. Every list index starts with
 * supplier_id and ends with id, so a keyset page is one index range; phone and buyer name are
 * found by trigram GIN indexes, number and TTN by b-trees. `version` guards against lost updates.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id, { onDelete: 'set null' }),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    /** The storefront's own order id: a repeated placement finds the order it made. */
    externalId: text('external_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerEmail: text('buyer_email'),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    buyerComment: text('buyer_comment'),
    carrier: text('carrier').$type<Carrier>().notNull(),
    city: text('city'),
    branch: text('branch'),
    address: text('address'),
    /** Nova Poshta's CityRef and warehouse Ref of the destination, when known. */
    cityRef: text('city_ref'),
    warehouseRef: text('warehouse_ref'),
    ttn: text('ttn'),
    /** Nova Poshta's Ref of a waybill created here (needed to delete it). */
    waybillRef: text('waybill_ref'),
    /**
     * When a waybill was last asked of Nova Poshta for this order: the sweep later looks for
     * waybills made then but never kept (the process died before storing the TTN) and deletes them.
     */
    waybillAskedAt: timestamp('waybill_asked_at', { withTimezone: true }),
    /** The carrier's last tracking answer: status code, its text, and when it was read. */
    trackingCode: text('tracking_code'),
    trackingText: text('tracking_text'),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    /** When the parcel reached the branch, and when the supplier was reminded it waits there. */
    atBranchSince: timestamp('at_branch_since', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('not_shipped'),
    paymentMethod: text('payment_method').$type<PaymentMethodId>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    prepaid: bigint('prepaid', { mode: 'number' }),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryCost: bigint('delivery_cost', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Marketplace commission in basis points (1250 = 12.5 %) and kopiyky; card payments only. */
    commissionBp: integer('commission_bp').notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    itemsCount: integer('items_count').notNull(),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_external_id_key').on(t.externalId),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_supplier_created_idx').on(t.supplierId, t.createdAt, t.id),
    index('orders_supplier_status_created_idx').on(t.supplierId, t.status, t.createdAt, t.id),
    index('orders_supplier_total_idx').on(t.supplierId, t.total, t.id),
    index('orders_supplier_ttn_idx')
      .on(t.supplierId, t.ttn)
      .where(sql`${t.ttn} is not null`),
    /** A TTN found by its last digits: the reversed TTN's prefix, matched by a btree range. */
    index('orders_supplier_ttn_reversed_idx')
      .on(t.supplierId, sql`reverse(${t.ttn}) text_pattern_ops`)
      .where(sql`${t.ttn} is not null`),
    /** The tracking job's work: waybills of orders still on their way. */
    index('orders_tracking_idx')
      .on(t.trackedAt, t.id)
      .where(sql`${t.ttn} is not null and ${t.status} not in ('completed', 'cancelled', 'returned')`),
    index('orders_waybill_asked_idx')
      .on(t.waybillAskedAt)
      .where(sql`${t.waybillAskedAt} is not null`),
    /** A buyer's earlier orders with this supplier (the order page's history), by the exact phone. */
    index('orders_supplier_buyer_phone_idx').on(t.supplierId, t.buyerPhone, t.createdAt),
    /** A phone found by its last digits: the reversed phone's prefix, matched by a btree range. */
    index('orders_supplier_phone_reversed_idx').on(t.supplierId, sql`reverse(${t.buyerPhone}) text_pattern_ops`),
    /** A phone found by its beginning (`+38067…`): a btree range whatever the database's collation. */
    index('orders_supplier_phone_prefix_idx').on(t.supplierId, sql`${t.buyerPhone} text_pattern_ops`),
    index('orders_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    check('orders_total_check', sql`${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.deliveryCost} >= 0`),
    check('orders_version_check', sql`${t.version} >= 0`),
  ],
);

/** The lines of an order: what was sold, at the price of the moment. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    image: text('image'),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    index('order_items_supplier_sku_idx').on(t.supplierId, t.sku),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The history of an order: who (panel, gateway, carrier) changed what and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    type: text('type').$type<OrderEventType>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    /** The supplier account that acted in the panel. */
    userId: bigint('user_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'set null' }),
    /** The team member who acted in the panel (null: the supplier's own sign-in), and their name then. */
    memberId: bigint('member_id', { mode: 'number' }),
    memberName: text('member_name'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    /** The dashboard's timeline: a supplier's latest events. */
    index('order_events_supplier_idx').on(t.supplierId, t.id),
  ],
);

/** Orders per supplier and status, kept in the same transaction as every write (tab counts in O(1)). */
export const orderCounts = pgTable(
  'order_counts',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.status] })],
);

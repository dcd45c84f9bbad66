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
import type { PaymentMethodId } from '@supplier/contracts/payment-methods';
import type {
  RefundMethod,
  RefundPreference,
  ReturnActor,
  ReturnEventType,
  ReturnKind,
  ReturnReason,
  ReturnStatus,
  ReturnWaybillKind,
} from '@supplier/contracts/returns';
import { products } from '../catalog/products.table';
import { suppliers } from '../identity/identity.table';
import { orders } from '../orders/orders.table';
import { stores } from '../stores/stores.table';

/** A stored photo of a request: the storage URL of the checked copy, and its size in pixels. */
export interface ReturnPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * Buyers' return and exchange requests (issue 33). Money in kopiyky. The buyer, payment method and
 * a preview of the items are copied from the order so the list reads one table; every list index
 * starts with supplier_id and orders by (created_at, id) (a keyset page is one index range), then
 * carries the list's low-cardinality filters (reason, kind, payment method) as trailing keys, so a
 * rare combination is tested on the index entry instead of fetching each row from the heap.
 * `version` guards decisions against two people deciding at once.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id, { onDelete: 'set null' }),
    /** `{order number}-{n}`: the n-th request of that order. */
    number: text('number').notNull(),
    /** The storefront's id of the request: a repeated call finds the request it made. */
    externalId: text('external_id').notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    kind: text('kind').$type<ReturnKind>().notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    comment: text('comment'),
    /** Photos as the buyer sent them (URLs), until the photo job has fetched and checked them. */
    photoSources: jsonb('photo_sources').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<ReturnPhoto[]>().notNull().default([]),
    refundPreference: text('refund_preference').$type<RefundPreference>(),
    refundIban: text('refund_iban'),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodId>().notNull(),
    /** What goes back: the asked items' value until decided, the accepted ones' after. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    units: integer('units').notNull(),
    itemsPreview: jsonb('items_preview')
      .$type<{ name: string; quantity: number; image: string | null }[]>()
      .notNull()
      .default([]),
    refusalReason: text('refusal_reason'),
    waybillKind: text('waybill_kind').$type<ReturnWaybillKind>(),
    /** Nova Poshta's return order (`AdditionalServiceGeneral.save`): its Ref and number. */
    waybillRef: text('waybill_ref'),
    returnOrderNumber: text('return_order_number'),
    /** The return waybill's TTN, once Nova Poshta made it on the basis of the original. */
    ttn: text('ttn'),
    waybillCreatedAt: timestamp('waybill_created_at', { withTimezone: true }),
    trackingCode: text('tracking_code'),
    trackingText: text('tracking_text'),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    replacementOrderId: bigint('replacement_order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_requests_external_id_key').on(t.externalId),
    uniqueIndex('return_requests_number_key').on(t.number),
    index('return_requests_supplier_created_idx').on(
      t.supplierId,
      t.createdAt,
      t.id,
      t.reason,
      t.kind,
      t.paymentMethod,
    ),
    index('return_requests_supplier_status_created_idx').on(
      t.supplierId,
      t.status,
      t.createdAt,
      t.id,
      t.reason,
      t.kind,
      t.paymentMethod,
    ),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_supplier_reason_created_idx').on(
      t.supplierId,
      t.reason,
      t.createdAt,
      t.id,
      t.kind,
      t.paymentMethod,
    ),
    index('return_requests_supplier_phone_idx').on(t.supplierId, t.buyerPhone),
    index('return_requests_phone_trgm_idx').using('gin', t.buyerPhone.op('gin_trgm_ops')),
    index('return_requests_supplier_ttn_idx')
      .on(t.supplierId, t.ttn)
      .where(sql`${t.ttn} is not null`),
    index('return_requests_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    /** The tracking job's work: accepted or travelling requests with a Nova Poshta return order. */
    index('return_requests_tracking_idx')
      .on(t.trackedAt, t.id)
      .where(sql`${t.waybillRef} is not null and ${t.status} in ('accepted', 'in_transit')`),
    check('return_requests_amount_check', sql`${t.amount} >= 0 and ${t.units} >= 0`),
    check('return_requests_version_check', sql`${t.version} >= 0`),
  ],
);

/** The items of a request: what was asked back, at the price it was sold at, and what the seller took. */
export const returnItems = pgTable(
  'return_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    image: text('image'),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Null until decided; 0 when the seller declined this item. */
    acceptedQuantity: integer('accepted_quantity'),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId, t.id),
    index('return_items_supplier_sku_idx').on(t.supplierId, t.sku),
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'return_items_accepted_check',
      sql`${t.acceptedQuantity} is null or (${t.acceptedQuantity} >= 0 and ${t.acceptedQuantity} <= ${t.quantity})`,
    ),
  ],
);

/** The history of a request: who (buyer, seller, carrier, system) moved it and when. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReturnEventType>().notNull(),
    actor: text('actor').$type<ReturnActor>().notNull(),
    /** The supplier account signed in when a person acted in the panel. */
    userId: bigint('user_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'set null' }),
    /** The team member who acted (issue 34), when the request's auth names one, and their name then. */
    memberId: bigint('member_id', { mode: 'number' }),
    memberName: text('member_name'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.id)],
);

/** Requests per supplier and status, kept in the same transaction as every write (tab counts in O(1)). */
export const returnCounts = pgTable(
  'return_counts',
  {
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    status: text('status').$type<ReturnStatus>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.status] })],
);

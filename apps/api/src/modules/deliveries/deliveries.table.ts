import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers } from '../identity/identity.table';

const supplierRef = () =>
  bigint('supplier_id', { mode: 'number' })
    .notNull()
    .references(() => suppliers.id, { onDelete: 'cascade' });

/**
 * Suppliers' Nova Poshta API keys (`Менеджер API ключів`). The key is stored sealed with
 * AES-256-GCM (lib/secret-box, bound to the row's supplier); `key_fingerprint` is a keyed hash
 * that finds a key added twice; `last4` is all that is ever shown. At most one default per supplier.
 */
export const npApiKeys = pgTable(
  'np_api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: supplierRef(),
    name: text('name').notNull(),
    keySealed: text('key_sealed').notNull(),
    keyFingerprint: text('key_fingerprint').notNull(),
    last4: text('last4').notNull(),
    counterpartyRef: text('counterparty_ref'),
    counterpartyDescription: text('counterparty_description'),
    status: text('status', { enum: ['valid', 'invalid'] })
      .notNull()
      .default('valid'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('np_api_keys_supplier_idx').on(t.supplierId),
    uniqueIndex('np_api_keys_fingerprint_key').on(t.supplierId, t.keyFingerprint),
    uniqueIndex('np_api_keys_default_key')
      .on(t.supplierId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * The supplier's Nova Poshta sender: picked through the key `key_id` (the default key at the
 * time); names as Nova Poshta gave them. Either a warehouse or a door address is set.
 */
export const npSenderSettings = pgTable('np_sender_settings', {
  supplierId: supplierRef().primaryKey(),
  keyId: bigint('key_id', { mode: 'number' }).references(() => npApiKeys.id, { onDelete: 'set null' }),
  counterpartyRef: text('counterparty_ref').notNull(),
  counterpartyName: text('counterparty_name').notNull(),
  contactRef: text('contact_ref').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  cityRef: text('city_ref').notNull(),
  cityName: text('city_name').notNull(),
  kind: text('kind', { enum: ['warehouse', 'address'] }).notNull(),
  warehouseRef: text('warehouse_ref'),
  warehouseName: text('warehouse_name'),
  addressRef: text('address_ref'),
  addressText: text('address_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per carrier the supplier has touched: the switch and the carrier's settings (JSON). */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    supplierId: supplierRef(),
    carrier: text('carrier', { enum: ['novaposhta', 'ukrposhta', 'meest', 'pickup', 'courier'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.carrier] })],
);

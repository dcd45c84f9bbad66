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
} from 'drizzle-orm/pg-core';
import type { AttributeType } from '@supplier/contracts/attributes';
import { suppliers } from '../identity/identity.table';
import { categories } from './categories.table';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A supplier's own attribute; select types carry their options. */
export const attributes = pgTable(
  'attributes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<AttributeType>().notNull(),
    unit: text('unit'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    ...stamps,
  },
  (t) => [
    uniqueIndex('attributes_supplier_name_key').on(t.supplierId, sql`lower(${t.name})`),
    check('attributes_type_check', sql`${t.type} in ('text', 'number', 'boolean', 'select', 'multiselect')`),
  ],
);

/** A supplier's ordered group of attributes, bound to categories. */
export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex('attribute_groups_supplier_name_key').on(t.supplierId, sql`lower(${t.name})`),
    index('attribute_groups_supplier_position_idx').on(t.supplierId, t.position),
  ],
);

/** The attributes of a group, in order. An attribute listed here cannot be deleted. */
export const attributeGroupItems = pgTable(
  'attribute_group_items',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    attributeId: bigint('attribute_id', { mode: 'number' })
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.attributeId] }),
    index('attribute_group_items_attribute_idx').on(t.attributeId),
  ],
);

/** The categories a group applies to (and, through them, their descendants). */
export const categoryAttributeGroups = pgTable(
  'category_attribute_groups',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.categoryId] }),
    index('category_attribute_groups_category_idx').on(t.categoryId),
  ],
);

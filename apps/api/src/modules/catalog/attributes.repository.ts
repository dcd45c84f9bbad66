import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AttributeInput, AttributeType } from '@supplier/contracts/attributes';
import type { Db } from '../../db/client';
import { attributeGroupItems, attributeGroups, attributes } from './attributes.table';
import { escapeLike } from './catalog.errors';
import { productAttributeValues } from './products.table';

export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeWithUsage = AttributeRow & { groupsCount: number; productsCount: number };

// Correlated subqueries name their tables: drizzle leaves columns unqualified in one-table selects.
const usage = {
  groupsCount: sql<number>`(select count(*)::int from attribute_group_items gi where gi.attribute_id = "attributes"."id")`,
  productsCount: sql<number>`(select count(*)::int from product_attribute_values v where v.attribute_id = "attributes"."id")`,
};

/** A supplier's attributes; every query is scoped by supplier (another's row is not found). */
export function attributesRepository(db: Db) {
  const owned = (supplierId: number, id: number) => and(eq(attributes.supplierId, supplierId), eq(attributes.id, id));

  return {
    async list(
      supplierId: number,
      filter: { q?: string; type?: AttributeType; page: number; perPage: number },
    ): Promise<{ rows: AttributeWithUsage[]; total: number }> {
      const conditions: SQL[] = [eq(attributes.supplierId, supplierId)];
      if (filter.q) conditions.push(ilike(attributes.name, `%${escapeLike(filter.q)}%`));
      if (filter.type) conditions.push(eq(attributes.type, filter.type));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...attributesColumns(), ...usage })
          .from(attributes)
          .where(where)
          .orderBy(asc(sql`lower(${attributes.name})`), asc(attributes.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(attributes)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(supplierId: number, id: number): Promise<AttributeWithUsage | null> {
      const [row] = await db
        .select({ ...attributesColumns(), ...usage })
        .from(attributes)
        .where(owned(supplierId, id))
        .limit(1);
      return row ?? null;
    },

    findMany(supplierId: number, ids: number[]): Promise<AttributeRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(attributes)
        .where(and(eq(attributes.supplierId, supplierId), inArray(attributes.id, ids)));
    },

    async insert(supplierId: number, input: AttributeInput): Promise<AttributeRow> {
      const [row] = await db
        .insert(attributes)
        .values({ supplierId, ...input })
        .returning();
      return row!;
    },

    async update(supplierId: number, id: number, input: AttributeInput): Promise<AttributeRow | null> {
      const [row] = await db
        .update(attributes)
        .set({ ...input, updatedAt: sql`now()` })
        .where(owned(supplierId, id))
        .returning();
      return row ?? null;
    },

    /** Names of the groups listing the attribute (for the in-use message). */
    groupNames(attributeId: number, limit = 5): Promise<string[]> {
      return db
        .select({ name: attributeGroups.name })
        .from(attributeGroupItems)
        .innerJoin(attributeGroups, eq(attributeGroups.id, attributeGroupItems.groupId))
        .where(eq(attributeGroupItems.attributeId, attributeId))
        .orderBy(asc(attributeGroups.position), asc(attributeGroups.id))
        .limit(limit)
        .then((rows) => rows.map((row) => row.name));
    },

    /** Which of `options` some product has chosen (a select value or inside a multiselect value). */
    async optionsInUse(attributeId: number, options: string[]): Promise<string[]> {
      if (options.length === 0) return [];
      const found = await db
        .select({ option: sql<string>`o.option` })
        .from(sql`unnest(${sql.param(options)}::text[]) as o(option)`)
        .where(
          sql`exists (select 1 from ${productAttributeValues} v where v.attribute_id = ${attributeId}
            and (v.value = to_jsonb(o.option) or v.value @> jsonb_build_array(o.option)))`,
        );
      return found.map((row) => row.option);
    },

    /** Deletes unless a group or a product uses it (checked in the same statement). */
    async deleteUnused(supplierId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(attributes)
        .where(
          and(
            owned(supplierId, id),
            sql`not exists (select 1 from ${attributeGroupItems} where ${attributeGroupItems.attributeId} = ${id})`,
            sql`not exists (select 1 from ${productAttributeValues} where ${productAttributeValues.attributeId} = ${id})`,
          ),
        )
        .returning({ id: attributes.id })
        .catch((error: unknown) => {
          // a group or a value added since the check: the foreign key refuses, it is in use
          if ((error as { code?: string; cause?: { code?: string } }).cause?.code === '23503') return [];
          if ((error as { code?: string }).code === '23503') return [];
          throw error;
        });
      return deleted.length > 0;
    },

    /** The supplier's attributes as a feed's params fill them (inside a transaction pass its `tx`). */
    defsOf: (supplierId: number, tx: Db = db): Promise<AttributeDef[]> =>
      tx.select(defColumns).from(attributes).where(eq(attributes.supplierId, supplierId)),

    /** Which of `ids` are the supplier's. */
    async ownIds(supplierId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: attributes.id })
        .from(attributes)
        .where(and(eq(attributes.supplierId, supplierId), inArray(attributes.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** The supplier's attribute of that name (case aside), made as `made` when there is none. */
    async named(
      tx: Db,
      supplierId: number,
      made: { name: string; unit: string | null; type: AttributeType },
    ): Promise<AttributeDef> {
      await tx
        .insert(attributes)
        .values({ supplierId, ...made, options: [] })
        .onConflictDoNothing();
      const [row] = await tx
        .select(defColumns)
        .from(attributes)
        .where(and(eq(attributes.supplierId, supplierId), sql`lower(${attributes.name}) = lower(${made.name})`));
      return row!;
    },

    /** Sets a (multi)select attribute's options, in the caller's transaction. */
    async setOptions(tx: Db, supplierId: number, id: number, options: string[]): Promise<void> {
      await tx.update(attributes).set({ options, updatedAt: new Date() }).where(owned(supplierId, id));
    },
  };
}

/** An attribute as a feed param fills it. */
export type AttributeDef = Pick<AttributeRow, 'id' | 'name' | 'type' | 'unit' | 'options'>;

const defColumns = {
  id: attributes.id,
  name: attributes.name,
  type: attributes.type,
  unit: attributes.unit,
  options: attributes.options,
};

function attributesColumns() {
  return {
    id: attributes.id,
    supplierId: attributes.supplierId,
    name: attributes.name,
    type: attributes.type,
    unit: attributes.unit,
    options: attributes.options,
    required: attributes.required,
    createdAt: attributes.createdAt,
    updatedAt: attributes.updatedAt,
  };
}

export type AttributesRepository = ReturnType<typeof attributesRepository>;

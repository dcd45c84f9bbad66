import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AttributeGroupInput, GroupAttribute } from '@supplier/contracts/attributes';
import type { Db } from '../../db/client';
import { attributeGroupItems, attributeGroups, attributes, categoryAttributeGroups } from './attributes.table';
import { categories } from './categories.table';
import { transaction } from '../../db/transaction';

export type AttributeGroupRow = typeof attributeGroups.$inferSelect;
export interface GroupWithParts extends AttributeGroupRow {
  attributes: GroupAttribute[];
  categories: { id: number; name: string; path: string }[];
}

/** A supplier's attribute groups with their ordered attributes and bound categories. */
export function attributeGroupsRepository(db: Db) {
  async function withParts(groups: AttributeGroupRow[], withCategories = true): Promise<GroupWithParts[]> {
    if (groups.length === 0) return [];
    const ids = groups.map((group) => group.id);
    const [items, bound] = await Promise.all([
      db
        .select({
          groupId: attributeGroupItems.groupId,
          position: attributeGroupItems.position,
          id: attributes.id,
          name: attributes.name,
          type: attributes.type,
          unit: attributes.unit,
          options: attributes.options,
          required: attributes.required,
        })
        .from(attributeGroupItems)
        .innerJoin(attributes, eq(attributes.id, attributeGroupItems.attributeId))
        .where(inArray(attributeGroupItems.groupId, ids))
        .orderBy(asc(attributeGroupItems.position)),
      withCategories
        ? db
            .select({
              groupId: categoryAttributeGroups.groupId,
              id: categories.id,
              name: categories.name,
              path: categories.path,
            })
            .from(categoryAttributeGroups)
            .innerJoin(categories, eq(categories.id, categoryAttributeGroups.categoryId))
            .where(inArray(categoryAttributeGroups.groupId, ids))
            .orderBy(asc(categories.path))
        : Promise.resolve([]),
    ]);
    return groups.map((group) => ({
      ...group,
      attributes: items.filter((item) => item.groupId === group.id).map(({ groupId: _groupId, ...item }) => item),
      categories: bound.filter((row) => row.groupId === group.id).map(({ groupId: _groupId, ...row }) => row),
    }));
  }

  async function writeParts(tx: Db, groupId: number, input: AttributeGroupInput): Promise<void> {
    await tx.delete(attributeGroupItems).where(eq(attributeGroupItems.groupId, groupId));
    await tx.delete(categoryAttributeGroups).where(eq(categoryAttributeGroups.groupId, groupId));
    if (input.attribute_ids.length > 0) {
      await tx
        .insert(attributeGroupItems)
        .values(input.attribute_ids.map((attributeId, position) => ({ groupId, attributeId, position })));
    }
    if (input.category_ids.length > 0) {
      await tx
        .insert(categoryAttributeGroups)
        .values(input.category_ids.map((categoryId) => ({ groupId, categoryId })));
    }
  }

  const owned = (supplierId: number, id: number) =>
    and(eq(attributeGroups.supplierId, supplierId), eq(attributeGroups.id, id));

  return {
    async list(supplierId: number): Promise<GroupWithParts[]> {
      const groups = await db
        .select()
        .from(attributeGroups)
        .where(eq(attributeGroups.supplierId, supplierId))
        .orderBy(asc(attributeGroups.position), asc(attributeGroups.id));
      return withParts(groups);
    },

    async find(supplierId: number, id: number): Promise<GroupWithParts | null> {
      const [group] = await db.select().from(attributeGroups).where(owned(supplierId, id)).limit(1);
      return group ? ((await withParts([group]))[0] ?? null) : null;
    },

    async insert(supplierId: number, input: AttributeGroupInput): Promise<GroupWithParts> {
      const id = await transaction(db, async (tx) => {
        const [group] = await tx
          .insert(attributeGroups)
          .values({
            supplierId,
            name: input.name,
            position: sql`(select coalesce(max(${attributeGroups.position}) + 1, 0) from ${attributeGroups} where ${attributeGroups.supplierId} = ${supplierId})`,
          })
          .returning({ id: attributeGroups.id });
        await writeParts(tx, group!.id, input);
        return group!.id;
      });
      return (await this.find(supplierId, id))!;
    },

    async update(supplierId: number, id: number, input: AttributeGroupInput): Promise<GroupWithParts | null> {
      const updated = await transaction(db, async (tx) => {
        const [group] = await tx
          .update(attributeGroups)
          .set({ name: input.name, updatedAt: sql`now()` })
          .where(owned(supplierId, id))
          .returning({ id: attributeGroups.id });
        if (!group) return false;
        await writeParts(tx, id, input);
        return true;
      });
      return updated ? this.find(supplierId, id) : null;
    },

    async remove(supplierId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(attributeGroups)
        .where(owned(supplierId, id))
        .returning({ id: attributeGroups.id });
      return deleted.length > 0;
    },

    async ids(supplierId: number): Promise<number[]> {
      const rows = await db
        .select({ id: attributeGroups.id })
        .from(attributeGroups)
        .where(eq(attributeGroups.supplierId, supplierId));
      return rows.map((row) => row.id);
    },

    /** Positions 0, 1, 2… in the order of `ids`, in one statement. */
    async reorder(supplierId: number, ids: number[]): Promise<void> {
      await db.execute(sql`
        update ${attributeGroups} g set position = o.position - 1, updated_at = now()
        from unnest(${sql.param(ids)}::bigint[]) with ordinality as o(id, position)
        where g.id = o.id and g.supplier_id = ${supplierId}`);
    },

    /** The supplier's groups bound to any of `categoryIds` (a category and its ancestors), in group order. */
    async forCategories(supplierId: number, categoryIds: number[]): Promise<GroupWithParts[]> {
      if (categoryIds.length === 0) return [];
      const groups = await db
        .selectDistinct({
          id: attributeGroups.id,
          supplierId: attributeGroups.supplierId,
          name: attributeGroups.name,
          position: attributeGroups.position,
          createdAt: attributeGroups.createdAt,
          updatedAt: attributeGroups.updatedAt,
        })
        .from(attributeGroups)
        .innerJoin(categoryAttributeGroups, eq(categoryAttributeGroups.groupId, attributeGroups.id))
        .where(
          and(eq(attributeGroups.supplierId, supplierId), inArray(categoryAttributeGroups.categoryId, categoryIds)),
        )
        .orderBy(asc(attributeGroups.position), asc(attributeGroups.id));
      return withParts(groups, false);
    },
  };
}

export type AttributeGroupsRepository = ReturnType<typeof attributeGroupsRepository>;

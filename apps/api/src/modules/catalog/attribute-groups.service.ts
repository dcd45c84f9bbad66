import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import {
  attributeGroupRequest,
  attributeGroupsReorderRequest,
  type AttributeGroup,
  type AttributeGroupInput,
  type AttributeGroupSavedResponse,
  type CategoryAttributeGroupsResponse,
} from '@supplier/contracts/attributes';
import type { AttributesRepository } from './attributes.repository';
import type { AttributeGroupsRepository, GroupWithParts } from './attribute-groups.repository';
import { catalogText } from './catalog.messages';
import { conflict, fieldError, isUniqueViolation, notFound } from './catalog.errors';
import type { CategoriesRepository } from './categories.repository';

export function presentGroup(row: GroupWithParts): AttributeGroup {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    attributes: row.attributes,
    categories: row.categories,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `Групи атрибутів`: ordered groups of the supplier's attributes, bound to categories. */
export function attributeGroupsService(deps: {
  repo: AttributeGroupsRepository;
  attributes: AttributesRepository;
  categories: CategoriesRepository;
}) {
  const { repo } = deps;

  /** Every attribute is the supplier's own, every category exists. */
  async function checkParts(supplierId: number, input: AttributeGroupInput, locale: Locale): Promise<void> {
    const [found, cats] = await Promise.all([
      deps.attributes.findMany(supplierId, input.attribute_ids),
      deps.categories.findMany(input.category_ids),
    ]);
    if (found.length !== input.attribute_ids.length) throw fieldError(locale, 'attribute_ids', 'unknown_attributes');
    if (cats.length !== input.category_ids.length) throw fieldError(locale, 'category_ids', 'unknown_categories');
  }

  const nameTaken = (locale: Locale) => conflict(locale, 'group_name_taken', {}, 'name');

  return {
    async list(supplierId: number): Promise<AttributeGroup[]> {
      return (await repo.list(supplierId)).map(presentGroup);
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<AttributeGroup> {
      const row = await repo.find(supplierId, id);
      if (!row) throw notFound(locale, 'group_not_found');
      return presentGroup(row);
    },

    async create(
      supplierId: number,
      input: z.output<typeof attributeGroupRequest>,
      locale: Locale,
    ): Promise<AttributeGroupSavedResponse> {
      await checkParts(supplierId, input, locale);
      try {
        const row = await repo.insert(supplierId, input);
        return { message: catalogText(locale, 'group_created', { name: row.name }), data: presentGroup(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'attribute_groups_supplier_name_key')) throw nameTaken(locale);
        throw error;
      }
    },

    async update(
      supplierId: number,
      id: number,
      input: z.output<typeof attributeGroupRequest>,
      locale: Locale,
    ): Promise<AttributeGroupSavedResponse> {
      if (!(await repo.find(supplierId, id))) throw notFound(locale, 'group_not_found');
      await checkParts(supplierId, input, locale);
      try {
        const row = await repo.update(supplierId, id, input);
        if (!row) throw notFound(locale, 'group_not_found');
        return { message: catalogText(locale, 'group_saved', { name: row.name }), data: presentGroup(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'attribute_groups_supplier_name_key')) throw nameTaken(locale);
        throw error;
      }
    },

    async remove(supplierId: number, id: number, locale: Locale): Promise<{ message: string }> {
      if (!(await repo.remove(supplierId, id))) throw notFound(locale, 'group_not_found');
      return { message: catalogText(locale, 'deleted') };
    },

    async reorder(
      supplierId: number,
      { ids }: z.output<typeof attributeGroupsReorderRequest>,
      locale: Locale,
    ): Promise<{ message: string; data: AttributeGroup[] }> {
      const own = await repo.ids(supplierId);
      const given = new Set(ids);
      if (own.length !== ids.length || !own.every((id) => given.has(id))) {
        throw fieldError(locale, 'ids', 'groups_reorder_incomplete');
      }
      await repo.reorder(supplierId, ids);
      return {
        message: catalogText(locale, 'groups_reordered'),
        data: (await repo.list(supplierId)).map(presentGroup),
      };
    },

    /** The groups the product form of a category asks for (bound to it or to an ancestor). */
    async forCategory(
      supplierId: number,
      categoryId: number,
      locale: Locale,
    ): Promise<CategoryAttributeGroupsResponse> {
      const category = await deps.categories.find(categoryId);
      if (!category) throw notFound(locale, 'category_not_found');
      const groups = await repo.forCategories(supplierId, [...category.ancestorIds, category.id]);
      return { data: groups.map(({ id, name, position, attributes }) => ({ id, name, position, attributes })) };
    },
  };
}

export type AttributeGroupsService = ReturnType<typeof attributeGroupsService>;

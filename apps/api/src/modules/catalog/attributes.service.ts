import type { z } from 'zod';
import type { PaginationMeta } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  attributeRequest,
  type Attribute,
  type AttributeSavedResponse,
  type AttributeType,
} from '@supplier/contracts/attributes';
import { catalogText } from './catalog.messages';
import { conflict, isUniqueViolation, notFound } from './catalog.errors';
import type { AttributeRow, AttributesRepository, AttributeWithUsage } from './attributes.repository';

export function presentAttribute(row: AttributeRow | AttributeWithUsage): Attribute {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    unit: row.unit,
    options: row.options,
    required: row.required,
    groups_count: 'groupsCount' in row ? row.groupsCount : 0,
    products_count: 'productsCount' in row ? row.productsCount : 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `Атрибути`: the supplier's own attributes; one in use is never deleted silently. */
export function attributesService(deps: { repo: AttributesRepository }) {
  const { repo } = deps;

  async function mustFind(supplierId: number, id: number, locale: Locale): Promise<AttributeWithUsage> {
    const row = await repo.find(supplierId, id);
    if (!row) throw notFound(locale, 'attribute_not_found');
    return row;
  }

  const nameTaken = (locale: Locale) => conflict(locale, 'attribute_name_taken', {}, 'name');

  return {
    async list(
      supplierId: number,
      query: { q?: string; type?: AttributeType; page: number; per_page: number },
    ): Promise<{ data: Attribute[]; meta: PaginationMeta }> {
      const { rows, total } = await repo.list(supplierId, { ...query, perPage: query.per_page });
      return {
        data: rows.map(presentAttribute),
        meta: {
          total,
          per_page: query.per_page,
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<Attribute> {
      return presentAttribute(await mustFind(supplierId, id, locale));
    },

    async create(
      supplierId: number,
      input: z.output<typeof attributeRequest>,
      locale: Locale,
    ): Promise<AttributeSavedResponse> {
      try {
        const row = await repo.insert(supplierId, input);
        return {
          message: catalogText(locale, 'attribute_created', { name: row.name }),
          data: presentAttribute(row),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'attributes_supplier_name_key')) throw nameTaken(locale);
        throw error;
      }
    },

    async update(
      supplierId: number,
      id: number,
      input: z.output<typeof attributeRequest>,
      locale: Locale,
    ): Promise<AttributeSavedResponse> {
      const current = await mustFind(supplierId, id, locale);
      if (input.type !== current.type && current.productsCount > 0) {
        throw conflict(
          locale,
          'attribute_type_in_use',
          { name: current.name, products: current.productsCount },
          'type',
        );
      }
      if (input.type === current.type && current.productsCount > 0) {
        const kept = new Set(input.options);
        const removed = current.options.filter((option) => !kept.has(option));
        const used = await repo.optionsInUse(id, removed);
        if (used.length > 0) {
          throw conflict(
            locale,
            'attribute_options_in_use',
            { options: used.map((o) => `«${o}»`).join(', ') },
            'options',
          );
        }
      }
      try {
        const row = await repo.update(supplierId, id, input);
        if (!row) throw notFound(locale, 'attribute_not_found');
        return {
          message: catalogText(locale, 'attribute_saved', { name: row.name }),
          data: presentAttribute({ ...row, groupsCount: current.groupsCount, productsCount: current.productsCount }),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'attributes_supplier_name_key')) throw nameTaken(locale);
        throw error;
      }
    },

    /** 409 naming the groups and the number of products that use it. */
    async remove(supplierId: number, id: number, locale: Locale): Promise<{ message: string }> {
      const current = await mustFind(supplierId, id, locale);
      if (current.groupsCount === 0 && current.productsCount === 0 && (await repo.deleteUnused(supplierId, id))) {
        return { message: catalogText(locale, 'deleted') };
      }
      const fresh = (await repo.find(supplierId, id)) ?? current;
      const names = fresh.groupsCount > 0 ? await repo.groupNames(id) : [];
      const more = fresh.groupsCount > names.length ? ', …' : '';
      throw conflict(locale, 'attribute_in_use', {
        name: fresh.name,
        groups: fresh.groupsCount,
        groupNames: names.length > 0 ? ` (${names.map((n) => `«${n}»`).join(', ')}${more})` : '',
        products: fresh.productsCount,
      });
    },
  };
}

export type AttributesService = ReturnType<typeof attributesService>;

import type { z } from 'zod';
import type { PaginationMeta } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  placementRequest,
  shelvingRequest,
  type PlacementResponse,
  type Shelving,
  type ShelvingProduct,
  type ShelvingSavedResponse,
} from '@supplier/contracts/shelvings';
import { catalogText } from './catalog.messages';
import { conflict, fieldError, isUniqueViolation, notFound } from './catalog.errors';
import type { ProductsRepository } from './products.repository';
import type { ShelvingRow, ShelvingsRepository, ShelvingWithFill } from './shelvings.repository';

export function presentShelving(row: ShelvingWithFill | (ShelvingRow & Partial<ShelvingWithFill>)): Shelving {
  const placed = row.placed ?? 0;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    zone: row.zone,
    note: row.note,
    capacity: row.capacity,
    placed,
    fill_percent: row.capacity ? Math.round((placed / row.capacity) * 100) : null,
    products_count: row.productsCount ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const meta = (total: number, page: number, perPage: number): PaginationMeta => ({
  total,
  per_page: perPage,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/** `Стелажі`: storage locations with their fill; placing products with quantities. */
export function shelvingsService(deps: { repo: ShelvingsRepository; products: ProductsRepository }) {
  const { repo } = deps;

  async function mustFind(supplierId: number, id: number, locale: Locale): Promise<ShelvingWithFill> {
    const row = await repo.find(supplierId, id);
    if (!row) throw notFound(locale, 'shelving_not_found');
    return row;
  }

  const codeTaken = (locale: Locale, code: string) => conflict(locale, 'shelving_code_taken', { code }, 'code');

  return {
    async list(
      supplierId: number,
      query: { q?: string; zone?: string; page: number; per_page: number },
    ): Promise<{ data: Shelving[]; meta: PaginationMeta }> {
      const { rows, total } = await repo.list(supplierId, { ...query, perPage: query.per_page });
      return { data: rows.map(presentShelving), meta: meta(total, query.page, query.per_page) };
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<Shelving> {
      return presentShelving(await mustFind(supplierId, id, locale));
    },

    async create(
      supplierId: number,
      input: z.output<typeof shelvingRequest>,
      locale: Locale,
    ): Promise<ShelvingSavedResponse> {
      try {
        const row = await repo.insert(supplierId, input);
        return { message: catalogText(locale, 'shelving_created', { code: row.code }), data: presentShelving(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'shelvings_supplier_code_key')) throw codeTaken(locale, input.code);
        throw error;
      }
    },

    /** The capacity cannot drop below what is placed on it. */
    async update(
      supplierId: number,
      id: number,
      input: z.output<typeof shelvingRequest>,
      locale: Locale,
    ): Promise<ShelvingSavedResponse> {
      await mustFind(supplierId, id, locale);
      try {
        const row = await deps.products.transaction(async (tx) => {
          const locked = await repo.lock(tx, supplierId, id);
          if (!locked) throw notFound(locale, 'shelving_not_found');
          if (input.capacity !== null && input.capacity < locked.placed) {
            throw fieldError(locale, 'capacity', 'shelving_capacity_below', { placed: locked.placed });
          }
          const saved = await repo.update(tx, supplierId, id, input);
          return { ...saved!, placed: locked.placed, productsCount: locked.productsCount };
        });
        return { message: catalogText(locale, 'shelving_saved', { code: row.code }), data: presentShelving(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'shelvings_supplier_code_key')) throw codeTaken(locale, input.code);
        throw error;
      }
    },

    async remove(supplierId: number, id: number, locale: Locale): Promise<{ message: string }> {
      if (!(await repo.remove(supplierId, id))) throw notFound(locale, 'shelving_not_found');
      return { message: catalogText(locale, 'deleted') };
    },

    async products(
      supplierId: number,
      id: number,
      query: { page: number; per_page: number },
      locale: Locale,
    ): Promise<{ data: ShelvingProduct[]; meta: PaginationMeta }> {
      await mustFind(supplierId, id, locale);
      const { rows, total } = await repo.products(supplierId, id, query.page, query.per_page);
      return { data: rows, meta: meta(total, query.page, query.per_page) };
    },

    /** Puts a product on the shelving with a quantity (at most its stock, within the free capacity). */
    async place(
      supplierId: number,
      id: number,
      input: z.output<typeof placementRequest>,
      locale: Locale,
    ): Promise<PlacementResponse> {
      const result = await deps.products.transaction(async (tx) => {
        const shelving = await repo.lock(tx, supplierId, id);
        if (!shelving) throw notFound(locale, 'shelving_not_found');
        const product = await deps.products.find(supplierId, input.product_id, tx);
        if (!product) throw fieldError(locale, 'product_id', 'product_not_found');
        if (input.quantity > product.stock) {
          throw fieldError(locale, 'quantity', 'placement_over_stock', { stock: product.stock });
        }
        const already = product.shelvingId === id ? product.shelvingQuantity : 0;
        const placed = shelving.placed - already + input.quantity;
        if (shelving.capacity !== null && placed > shelving.capacity) {
          throw conflict(
            locale,
            'shelving_capacity',
            {
              code: shelving.code,
              capacity: shelving.capacity,
              free: Math.max(0, shelving.capacity - (shelving.placed - already)),
            },
            'quantity',
          );
        }
        await repo.place(tx, supplierId, product.id, id, input.quantity);
        return { shelving, product };
      });
      const fresh = await mustFind(supplierId, id, locale);
      return {
        message: catalogText(locale, 'placed', {
          name: result.product.name,
          code: result.shelving.code,
          quantity: input.quantity,
        }),
        data: presentShelving(fresh),
      };
    },

    async unplace(supplierId: number, id: number, productId: number, locale: Locale): Promise<PlacementResponse> {
      const shelving = await mustFind(supplierId, id, locale);
      const product = await deps.products.find(supplierId, productId);
      if (!product) throw notFound(locale, 'product_not_found');
      if (product.shelvingId !== id) throw notFound(locale, 'placement_not_found');
      await deps.products.transaction((tx) => repo.place(tx, supplierId, productId, null, 0));
      return {
        message: catalogText(locale, 'unplaced', { name: product.name, code: shelving.code }),
        data: presentShelving(await mustFind(supplierId, id, locale)),
      };
    },
  };
}

export type ShelvingsService = ReturnType<typeof shelvingsService>;

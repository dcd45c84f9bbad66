import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import {
  PRODUCT_PRICE_MAX_HRYVNIAS,
  type Product,
  type ProductExportFormat,
  type ProductInput,
  type ProductSavedResponse,
  type ProductsBulkRequest,
  type ProductsBulkResponse,
  type ProductsFilter,
  type ProductsResponse,
} from '@supplier/contracts/products';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { FileStorage } from '../../lib/storage';
import type { StoresRepository } from '../stores';
import type { AttributeGroupsRepository } from './attribute-groups.repository';
import { catalogText } from './catalog.messages';
import { failValidation } from '../../errors';
import { conflict, fieldError, isCheckViolation, isUniqueViolation, notFound } from './catalog.errors';
import type { CategoriesRepository } from './categories.repository';
import { checkAttributeValues } from './product-attributes.check';
import { recordProductChange, recordProductsChange } from './products.activity';
import type { ProductsFileSource } from './products.export';
import { decodeCursor, encodeCursor } from './products.cursor';
import { presentListItem, presentProduct } from './products.presenter';
import type { ProductRow, ProductsListFilter, ProductsRepository, ProductValues } from './products.repository';
import type { ProductsExportRepository } from './products-export.repository';
import type { ShelvingsRepository } from './shelvings.repository';

/** Products read per query while an export streams. */
const EXPORT_PAGE = 200;

export interface ProductsServiceDeps {
  repo: ProductsRepository;
  exports: ProductsExportRepository;
  categories: CategoriesRepository;
  groups: AttributeGroupsRepository;
  shelvings: ShelvingsRepository;
  stores: StoresRepository;
  storage: FileStorage;
  log?: FastifyBaseLogger;
}

const orNull = (value: number | null, scale: number) => (value === null ? null : Math.round(value * scale));

/** Products (PRODUCT.md section 7): the keyset list, the form's rules, bulk actions. */
export function productsService(deps: ProductsServiceDeps) {
  const { repo } = deps;

  async function mustFind(supplierId: number, id: number, locale: Locale): Promise<ProductRow> {
    const row = await repo.find(supplierId, id);
    if (!row) throw notFound(locale, 'product_not_found');
    return row;
  }

  async function present(row: ProductRow): Promise<Product> {
    const [category, shelving, images, values] = await Promise.all([
      deps.categories.find(row.categoryId),
      row.shelvingId === null ? null : deps.shelvings.find(row.supplierId, row.shelvingId),
      repo.images(row.id),
      repo.attributeValues(row.id),
    ]);
    return presentProduct(row, {
      category: { id: row.categoryId, name: category?.name ?? '', path: category?.path ?? '' },
      shelving: shelving ? { id: shelving.id, code: shelving.code, name: shelving.name } : null,
      images,
      values,
    });
  }

  /** The form's rules beyond the schema: leaf category, own store and shelving, attributes, capacity. */
  async function prepare(
    supplierId: number,
    input: ProductInput,
    locale: Locale,
    current: ProductRow | null,
  ): Promise<{
    values: ProductValues;
    attributeValues: { attributeId: number; value: ProductInput['attributes'][number]['value'] & {} }[];
  }> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, text: string) => (errors[field] ??= []).push(text);

    const category = await deps.categories.find(input.category_id);
    if (!category) add('category_id', catalogText(locale, 'category_not_found'));
    else if (!category.isLeaf) add('category_id', catalogText(locale, 'category_not_leaf'));

    let storeId: number | null = null;
    if (input.store_id !== null) {
      const store = await deps.stores.find(supplierId, input.store_id);
      if (!store) add('store_id', catalogText(locale, 'store_unknown'));
      else storeId = store.id;
    } else {
      storeId = current?.storeId ?? (await deps.stores.primary(supplierId))?.id ?? null;
    }

    let shelvingQuantity = 0;
    if (input.shelving_id !== null) {
      const shelving = await deps.shelvings.find(supplierId, input.shelving_id);
      if (!shelving) {
        add('shelving_id', catalogText(locale, 'shelving_unknown'));
      } else {
        shelvingQuantity = input.shelving_quantity ?? input.stock;
        if (shelvingQuantity > input.stock) {
          add('shelving_quantity', catalogText(locale, 'placement_over_stock', { stock: input.stock }));
        }
        const already = current?.shelvingId === shelving.id ? current.shelvingQuantity : 0;
        const free = shelving.capacity === null ? Infinity : shelving.capacity - (shelving.placed - already);
        if (shelvingQuantity > free) {
          add(
            'shelving_quantity',
            catalogText(locale, 'shelving_capacity', {
              code: shelving.code,
              capacity: shelving.capacity ?? 0,
              free: Math.max(0, free),
            }),
          );
        }
      }
    }

    let attributeValues: { attributeId: number; value: NonNullable<ProductInput['attributes'][number]['value']> }[] =
      [];
    if (category?.isLeaf) {
      const groups = await deps.groups.forCategories(supplierId, [...category.ancestorIds, category.id]);
      const definitions = [...new Map(groups.flatMap((g) => g.attributes).map((a) => [a.id, a])).values()];
      const checked = checkAttributeValues(definitions, input.attributes, locale);
      Object.assign(errors, checked.errors);
      attributeValues = checked.values;
    }
    if (Object.keys(errors).length > 0) failValidation(locale, errors);

    return {
      values: {
        storeId,
        categoryId: input.category_id,
        name: input.name,
        nameEn: input.name_en,
        description: sanitizeRichText(input.description),
        sku: input.sku,
        barcode: input.barcode,
        brand: input.brand,
        price: hryvniasToKopiyky(input.price),
        oldPrice: input.old_price === null ? null : hryvniasToKopiyky(input.old_price),
        stock: input.stock,
        availability: input.availability,
        status: input.status,
        weightGrams: orNull(input.weight, 1000),
        lengthMm: orNull(input.length, 10),
        widthMm: orNull(input.width, 10),
        heightMm: orNull(input.height, 10),
        shelvingId: input.shelving_id,
        shelvingQuantity,
      },
      attributeValues,
    };
  }

  function saveFailure(error: unknown, values: ProductValues, locale: Locale): unknown {
    if (isUniqueViolation(error, 'products_supplier_sku_key')) {
      return conflict(locale, 'sku_taken', { sku: values.sku }, 'sku');
    }
    return error;
  }

  /** Removes image files no other image shows any more. */
  async function removeFiles(files: string[]): Promise<void> {
    const inUse = await repo.filesInUse(files);
    await Promise.all(
      files
        .filter((url) => !inUse.has(url))
        .map((url) =>
          deps.storage
            .remove(url)
            .catch((error: unknown) => deps.log?.warn({ err: error, url }, 'image file not removed')),
        ),
    );
  }

  /** The list's filters as the repository takes them (money in kopiyky); contradictory ranges answer 422. */
  function listFilter(query: Omit<ProductsFilter, 'cursor' | 'per_page' | 'sort' | 'order'>, locale: Locale) {
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
      throw fieldError(locale, 'price_min', 'price_range');
    }
    if (query.stock_min !== undefined && query.stock_max !== undefined && query.stock_min > query.stock_max) {
      throw fieldError(locale, 'stock_min', 'stock_range');
    }
    return {
      q: query.q || undefined,
      status: query.status,
      availability: query.availability,
      categoryId: query.category_id,
      shelvingId: query.shelving_id,
      priceMin: query.price_min === undefined ? undefined : Math.ceil(query.price_min * 100 - 1e-6),
      priceMax: query.price_max === undefined ? undefined : Math.floor(query.price_max * 100 + 1e-6),
      stockMin: query.stock_min,
      stockMax: query.stock_max,
    } satisfies ProductsListFilter;
  }

  return {
    listFilter,

    /** What the export writes for the products the filters find, read page by page as it is sent. */
    async exportSource(
      supplierId: number,
      query: Omit<ProductsFilter, 'cursor' | 'per_page' | 'sort' | 'order'>,
      format: ProductExportFormat,
      locale: Locale,
      origin: string,
    ): Promise<ProductsFileSource> {
      const filter = listFilter(query, locale);
      // A table needs its characteristics width; a feed its shop and categories.
      const feed = format === 'yml';
      const [paramsWidth, categories, store] = await Promise.all([
        feed ? 0 : deps.exports.paramsWidth(supplierId, filter),
        feed ? deps.exports.categories(supplierId, filter) : [],
        feed ? deps.stores.primary(supplierId) : null,
      ]);
      async function* pages() {
        let afterId = 0;
        for (;;) {
          const page = await deps.exports.page(supplierId, filter, afterId, EXPORT_PAGE);
          if (page.length > 0) yield page;
          if (page.length < EXPORT_PAGE) return;
          afterId = page.at(-1)!.id;
        }
      }
      return {
        pages: pages(),
        paramsWidth,
        shop: { name: store?.name ?? catalogText(locale, 'export_sheet'), url: origin, categories },
        origin,
      };
    },

    async list(supplierId: number, query: ProductsFilter, locale: Locale): Promise<ProductsResponse> {
      const filter = listFilter(query, locale);
      const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : null;
      if (query.cursor && !cursor) throw fieldError(locale, 'cursor', 'invalid_cursor');
      const [rows, counted] = await Promise.all([
        repo.page(supplierId, { ...filter, sort: query.sort, order: query.order, perPage: query.per_page, cursor }),
        repo.count(supplierId, filter),
      ]);
      const more = rows.length > query.per_page;
      const page = more ? rows.slice(0, query.per_page) : rows;
      const last = page[page.length - 1];
      return {
        data: page.map(presentListItem),
        meta: {
          total: counted.total,
          total_exact: counted.exact,
          per_page: query.per_page,
          next_cursor:
            more && last
              ? encodeCursor({ sort: query.sort, order: query.order, value: last.sortValue, id: last.id })
              : null,
        },
      };
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<Product> {
      return present(await mustFind(supplierId, id, locale));
    },

    async create(supplierId: number, body: ProductInput, locale: Locale): Promise<ProductSavedResponse> {
      const { values, attributeValues } = await prepare(supplierId, body, locale, null);
      try {
        const row = await repo.insert(supplierId, values, attributeValues, (tx, saved) =>
          recordProductChange(tx, null, saved),
        );
        return { message: catalogText(locale, 'product_created', { name: row.name }), data: await present(row) };
      } catch (error) {
        throw saveFailure(error, values, locale);
      }
    },

    async update(supplierId: number, id: number, body: ProductInput, locale: Locale): Promise<ProductSavedResponse> {
      const current = await mustFind(supplierId, id, locale);
      const { values, attributeValues } = await prepare(supplierId, body, locale, current);
      try {
        const row = await repo.update(supplierId, id, values, attributeValues, (tx, saved) =>
          recordProductChange(tx, current, saved),
        );
        if (!row) throw notFound(locale, 'product_not_found');
        return { message: catalogText(locale, 'product_saved', { name: row.name }), data: await present(row) };
      } catch (error) {
        throw saveFailure(error, values, locale);
      }
    },

    async remove(supplierId: number, id: number, locale: Locale): Promise<{ message: string }> {
      const current = await mustFind(supplierId, id, locale);
      const gone = await repo.transaction(async (tx) => {
        const deleted = await repo.deleteMany(tx, supplierId, [id]);
        if (deleted.count > 0) await recordProductChange(tx, current, null);
        return deleted;
      });
      if (gone.count === 0) throw notFound(locale, 'product_not_found');
      await removeFiles(gone.files);
      return { message: catalogText(locale, 'deleted') };
    },

    /**
     * One action over the listed products (the supplier's only), one statement in one transaction;
     * each product it changed gets its own entry in the log, with its before and after.
     */
    async bulk(supplierId: number, request: ProductsBulkRequest, locale: Locale): Promise<ProductsBulkResponse> {
      const ids = [...new Set(request.ids)];
      switch (request.action) {
        case 'activate':
        case 'deactivate':
        case 'archive': {
          const status =
            request.action === 'activate' ? 'active' : request.action === 'deactivate' ? 'inactive' : 'archived';
          const count = await repo.transaction(async (tx) => {
            const before = await repo.kept(tx, supplierId, ids);
            const changed = await repo.setStatus(tx, supplierId, ids, status);
            await recordProductsChange(tx, before, await repo.kept(tx, supplierId, ids));
            return changed;
          });
          const key =
            request.action === 'activate'
              ? 'bulk_activated'
              : request.action === 'deactivate'
                ? 'bulk_deactivated'
                : 'bulk_archived';
          return { message: catalogText(locale, key, { count }), affected: count };
        }
        case 'delete': {
          const gone = await repo.transaction(async (tx) => {
            const before = await repo.kept(tx, supplierId, ids);
            const deleted = await repo.deleteMany(tx, supplierId, ids);
            await recordProductsChange(tx, before, null);
            return deleted;
          });
          await removeFiles(gone.files);
          return { message: catalogText(locale, 'bulk_deleted', { count: gone.count }), affected: gone.count };
        }
        case 'change_price': {
          const change = request.price_change;
          const count = await repo.transaction(async (tx) => {
            const bounds = await repo.priceChangeBounds(tx, supplierId, ids, change);
            if (bounds.min !== null && bounds.min <= 0)
              throw fieldError(locale, 'price_change.value', 'bulk_price_invalid');
            if (bounds.max !== null && bounds.max > PRODUCT_PRICE_MAX_HRYVNIAS * 100) {
              throw fieldError(locale, 'price_change.value', 'bulk_price_too_big');
            }
            try {
              const before = await repo.kept(tx, supplierId, ids);
              const changed = await repo.changePrice(tx, supplierId, ids, change);
              await recordProductsChange(tx, before, await repo.kept(tx, supplierId, ids));
              return changed;
            } catch (error) {
              if (isCheckViolation(error, 'products_price_positive')) {
                throw fieldError(locale, 'price_change.value', 'bulk_price_invalid');
              }
              throw error;
            }
          });
          return { message: catalogText(locale, 'bulk_price_changed', { count }), affected: count };
        }
        case 'move_to_shelving': {
          const shelvingId = request.shelving_id;
          const result = await repo.transaction(async (tx) => {
            if (shelvingId === null) return { count: await repo.moveToShelving(tx, supplierId, ids, null), code: '' };
            const shelving = await deps.shelvings.lock(tx, supplierId, shelvingId);
            if (!shelving) throw fieldError(locale, 'shelving_id', 'shelving_unknown');
            if (shelving.capacity !== null) {
              const incoming = await repo.incomingStock(tx, supplierId, ids, shelvingId);
              const free = shelving.capacity - shelving.placed;
              if (incoming > free) {
                throw conflict(
                  locale,
                  'shelving_capacity',
                  {
                    code: shelving.code,
                    capacity: shelving.capacity,
                    free: Math.max(0, free),
                  },
                  'shelving_id',
                );
              }
            }
            return { count: await repo.moveToShelving(tx, supplierId, ids, shelvingId), code: shelving.code };
          });
          const message =
            shelvingId === null
              ? catalogText(locale, 'bulk_unplaced', { count: result.count })
              : catalogText(locale, 'bulk_moved', { count: result.count, code: result.code });
          return { message, affected: result.count };
        }
      }
    },

    existsFor: (supplierId: number) => repo.exists(supplierId),
  };
}

export type ProductsService = ReturnType<typeof productsService>;

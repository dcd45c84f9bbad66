import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AttributeValue } from '@supplier/contracts/attributes';
import {
  PRODUCTS_COUNT_CAP,
  PRODUCTS_SEARCH_COUNT_CAP,
  type PriceChange,
  type ProductSort,
  type ProductStatus,
  type SortOrder,
} from '@supplier/contracts/products';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { Db } from '../../db/client';
import { affected, rowsOf } from '../../db/rows';
import { attributes } from './attributes.table';
import { categories } from './categories.table';
import type { ProductsCursor } from './products.cursor';
import { filterConditions, onlyStatus, type ProductsListFilter } from './products-export.repository';
import { emitWebhookEvent } from '../integrations';
import { productAttributeValues, productCounts, productImages, products } from './products.table';
import { shelvings } from './shelvings.table';
import { transaction } from '../../db/transaction';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'supplierId' | 'createdAt' | 'updatedAt'>;
export type ProductImageRow = typeof productImages.$inferSelect;
export type { ProductsListFilter };

export interface ProductsPageRequest extends ProductsListFilter {
  sort: ProductSort;
  order: SortOrder;
  perPage: number;
  cursor: ProductsCursor | null;
}

const sortColumns = {
  created_at: products.createdAt,
  price: products.price,
  name: products.name,
  stock: products.stock,
} as const;

/** The sort value as the cursor keeps it (timestamps as text, to the microsecond). */
const sortValues = {
  created_at: sql<string>`${products.createdAt}::text`,
  price: products.price,
  name: products.name,
  stock: products.stock,
} as const;

const cursorCasts = { created_at: 'timestamptz', price: 'bigint', name: 'text', stock: 'integer' } as const;

/**
 * The new price of a bulk change: percent with exact numeric arithmetic rounded half away from
 * zero to whole kopiyky; an amount added in kopiyky.
 */
function newPriceOf(change: PriceChange): SQL {
  return change.mode === 'percent'
    ? sql`round(${products.price}::numeric * ${10000 + Math.round(change.value * 100)} / 10000)::bigint`
    : sql`(${products.price} + ${Math.round(change.value * 100)}::bigint)`;
}

/** `id = any($1)`: one parameter however many ids (bulk actions take up to 10 000). */
const anyId = (ids: number[]) => sql`${products.id} = any(${sql.param(ids)}::bigint[])`;

/** The main image's thumbnail (tables named: drizzle leaves columns unqualified in one-table selects). */
const mainImage = sql<string | null>`(select i.thumb_url from product_images i
  where i.product_id = "products"."id" order by i.position limit 1)`;

export function productsRepository(db: Db) {
  const owned = (supplierId: number, id: number) => and(eq(products.supplierId, supplierId), eq(products.id, id));

  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return transaction(db, work);
    },

    /** One keyset page: perPage + 1 rows are read to know whether another page follows. */
    async page(supplierId: number, request: ProductsPageRequest) {
      const column = sortColumns[request.sort];
      const direction = request.order === 'asc' ? asc : desc;
      const conditions = filterConditions(supplierId, request);
      if (request.cursor) {
        const op = sql.raw(request.order === 'asc' ? '>' : '<');
        const cast = sql.raw(cursorCasts[request.sort]);
        conditions.push(
          sql`(${column}, ${products.id}) ${op} (${request.cursor.value}::${cast}, ${request.cursor.id}::bigint)`,
        );
      }
      return db
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          barcode: products.barcode,
          brand: products.brand,
          price: products.price,
          oldPrice: products.oldPrice,
          stock: products.stock,
          availability: products.availability,
          status: products.status,
          categoryId: products.categoryId,
          categoryName: categories.name,
          shelvingId: products.shelvingId,
          shelvingCode: shelvings.code,
          shelvingQuantity: products.shelvingQuantity,
          image: mainImage,
          createdAt: products.createdAt,
          updatedAt: products.updatedAt,
          sortValue: sortValues[request.sort],
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(shelvings, eq(shelvings.id, products.shelvingId))
        .where(and(...conditions))
        .orderBy(direction(column), direction(products.id))
        .limit(request.perPage + 1);
    },

    /**
     * Matching products: exact from the counters when only the status narrows the list, else
     * counted up to PRODUCTS_COUNT_CAP, or PRODUCTS_SEARCH_COUNT_CAP when searching (+1 to know
     * the cap was reached).
     */
    async count(supplierId: number, filter: ProductsListFilter): Promise<{ total: number; exact: boolean }> {
      if (onlyStatus(filter)) {
        const [row] = await db
          .select({ n: sql<string | null>`sum(${productCounts.count})` })
          .from(productCounts)
          .where(
            and(
              eq(productCounts.supplierId, supplierId),
              filter.status ? eq(productCounts.status, filter.status) : undefined,
            ),
          );
        return { total: Number(row?.n ?? 0), exact: true };
      }
      const cap = filter.q ? PRODUCTS_SEARCH_COUNT_CAP : PRODUCTS_COUNT_CAP;
      const limited = db
        .select({ one: sql`1` })
        .from(products)
        .where(and(...filterConditions(supplierId, filter)))
        .limit(cap + 1)
        .as('limited');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
      const n = row?.n ?? 0;
      return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
    },

    /**
     * Which of `urls` other images still show. Only the demo's files (SHARED_IMAGES_FOLDER) are
     * shared; every uploaded file has its own random name, so only those are looked up.
     */
    async filesInUse(urls: string[]): Promise<Set<string>> {
      const shared = urls.filter((url) => url.includes(`/${SHARED_IMAGES_FOLDER}/`));
      if (shared.length === 0) return new Set();
      urls = shared;
      const result = await db.execute(sql`
        select f.url from unnest(${sql.param(urls)}::text[]) as f(url)
        where exists (select 1 from product_images i where i.url = f.url or i.thumb_url = f.url)`);
      return new Set(rowsOf<{ url: string }>(result).map((row) => row.url));
    },

    async exists(supplierId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.supplierId, supplierId))
        .limit(1);
      return Boolean(row);
    },

    /** Inside a transaction pass its `tx` (PGlite has one connection: a query outside would wait for it). */
    async find(supplierId: number, id: number, tx: Db = db): Promise<ProductRow | null> {
      const [row] = await tx.select().from(products).where(owned(supplierId, id)).limit(1);
      return row ?? null;
    },

    /** Which of `ids` are the supplier's. */
    async ownedIds(supplierId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), anyId(ids)));
      return rows.map((row) => row.id);
    },

    /** Up to `limit` of the supplier's product ids: the first ones, or any (`random`); only active in stock with `inStock`. */
    someOf(
      supplierId: number,
      { limit, random = false, inStock = false }: { limit: number; random?: boolean; inStock?: boolean },
    ): Promise<{ id: number; stock: number }[]> {
      const conditions = [eq(products.supplierId, supplierId)];
      if (inStock) conditions.push(eq(products.status, 'active'), sql`${products.stock} > 0`);
      return db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(and(...conditions))
        .orderBy(random ? sql`random()` : asc(products.id))
        .limit(limit);
    },

    /** Each product's name and main image's thumbnail (what another module shows of it). */
    summaries(ids: number[]): Promise<{ id: number; name: string; image: string | null }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: products.id, name: products.name, image: mainImage }).from(products).where(anyId(ids));
    },

    images(productId: number): Promise<ProductImageRow[]> {
      return db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position), asc(productImages.id));
    },

    attributeValues(productId: number) {
      return db
        .select({
          attributeId: productAttributeValues.attributeId,
          value: productAttributeValues.value,
          name: attributes.name,
          type: attributes.type,
          unit: attributes.unit,
        })
        .from(productAttributeValues)
        .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
        .where(eq(productAttributeValues.productId, productId))
        .orderBy(asc(attributes.name));
    },

    async insert(
      supplierId: number,
      values: ProductValues,
      attributeValues: { attributeId: number; value: AttributeValue }[],
      /** Also written in the insert's transaction (the activity log). */
      within?: (tx: Db, row: ProductRow) => Promise<void>,
    ): Promise<ProductRow> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...values, supplierId })
          .returning();
        if (attributeValues.length > 0) {
          await tx.insert(productAttributeValues).values(attributeValues.map((v) => ({ ...v, productId: row!.id })));
        }
        await within?.(tx, row!);
        return row!;
      });
    },

    async update(
      supplierId: number,
      id: number,
      values: ProductValues,
      attributeValues: { attributeId: number; value: AttributeValue }[],
      /** Also written in the update's transaction (the activity log). */
      within?: (tx: Db, row: ProductRow) => Promise<void>,
    ): Promise<ProductRow | null> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ ...values, updatedAt: sql`now()` })
          .where(owned(supplierId, id))
          .returning();
        if (!row) return null;
        await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
        if (attributeValues.length > 0) {
          await tx.insert(productAttributeValues).values(attributeValues.map((v) => ({ ...v, productId: id })));
        }
        await emitWebhookEvent(tx, supplierId, 'product.updated', {
          product_id: row.id,
          sku: row.sku,
          name: row.name,
          status: row.status,
          price: kopiykyToHryvnias(row.price),
          stock: row.stock,
          updated_at: row.updatedAt.toISOString(),
        });
        await within?.(tx, row);
        return row;
      });
    },

    /**
     * Deletes the supplier's products among `ids` with their images in one statement; answers how
     * many went and the image files to remove.
     */
    async deleteMany(tx: Db, supplierId: number, ids: number[]): Promise<{ count: number; files: string[] }> {
      const result = await tx.execute(sql`
        with gone_images as (
          delete from ${productImages} i using ${products} p
           where i.product_id = p.id and p.supplier_id = ${supplierId} and p.id = any(${sql.param(ids)}::bigint[])
          returning i.url, i.thumb_url
        ), gone as (
          delete from ${products} where supplier_id = ${supplierId} and id = any(${sql.param(ids)}::bigint[])
          returning id
        )
        select (select count(*)::int from gone) as count,
               (select array_agg(f) from gone_images, unnest(array[url, thumb_url]) as f) as files`);
      const [row] = rowsOf<{ count: number; files: string[] | null }>(result);
      return { count: Number(row?.count ?? 0), files: row?.files ?? [] };
    },

    /** The fields the activity log keeps of the supplier's products `ids`, locked until the change commits. */
    async kept(tx: Db, supplierId: number, ids: number[]): Promise<KeptProduct[]> {
      return tx
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          categoryId: products.categoryId,
          price: products.price,
          oldPrice: products.oldPrice,
          stock: products.stock,
          status: products.status,
        })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), anyId(ids)))
        .orderBy(asc(products.id))
        .for('update');
    },

    async setStatus(tx: Db, supplierId: number, ids: number[], status: ProductStatus): Promise<number> {
      const rows = await tx
        .update(products)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(products.supplierId, supplierId), anyId(ids), ne(products.status, status)))
        .returning({ id: products.id });
      return rows.length;
    },

    /** The lowest and highest price the change would give (null when no product matches). */
    async priceChangeBounds(tx: Db, supplierId: number, ids: number[], change: PriceChange) {
      const newPrice = newPriceOf(change);
      const [row] = await tx
        .select({ min: sql<string | null>`min(${newPrice})`, max: sql<string | null>`max(${newPrice})` })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), anyId(ids)));
      return {
        min: row?.min === null || row?.min === undefined ? null : Number(row.min),
        max: row?.max == null ? null : Number(row.max),
      };
    },

    /** New price for each product in one statement; an old price no longer above it is dropped. */
    async changePrice(tx: Db, supplierId: number, ids: number[], change: PriceChange): Promise<number> {
      const newPrice = newPriceOf(change);
      const result = await tx.execute(sql`
        update ${products} set
          price = ${newPrice},
          old_price = case when ${products.oldPrice} > ${newPrice} then ${products.oldPrice} else null end,
          updated_at = now()
        where supplier_id = ${supplierId} and id = any(${sql.param(ids)}::bigint[])`);
      return affected(result);
    },

    /** Puts the products on a shelving with their whole stock (or takes them off with null). */
    async moveToShelving(tx: Db, supplierId: number, ids: number[], shelvingId: number | null): Promise<number> {
      const result = await tx.execute(sql`
        update ${products} set
          shelving_id = ${shelvingId},
          shelving_quantity = ${shelvingId === null ? sql`0` : sql`stock`},
          updated_at = now()
        where supplier_id = ${supplierId} and id = any(${sql.param(ids)}::bigint[])`);
      return affected(result);
    },

    /** Pieces a move of the listed products onto `shelvingId` would add there (their stock less what lies there). */
    async incomingStock(tx: Db, supplierId: number, ids: number[], shelvingId: number): Promise<number> {
      const [row] = await tx
        .select({
          n: sql<
            string | null
          >`sum(${products.stock} - case when ${products.shelvingId} = ${shelvingId} then ${products.shelvingQuantity} else 0 end)`,
        })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), anyId(ids)));
      return Number(row?.n ?? 0);
    },
  };
}

/** Where the demo seed keeps the image files its products share. */
export const SHARED_IMAGES_FOLDER = 'products/demo';

export type ProductsRepository = ReturnType<typeof productsRepository>;

/** What the activity log keeps of a product before and after a change (`products.activity.ts`). */
export type KeptProduct = Pick<
  ProductRow,
  'id' | 'name' | 'sku' | 'categoryId' | 'price' | 'oldPrice' | 'stock' | 'status'
>;

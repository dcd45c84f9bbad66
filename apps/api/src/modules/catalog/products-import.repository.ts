import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AttributeValue } from '@supplier/contracts/attributes';
import type { Db } from '../../db/client';
import { affected, rowsOf } from '../../db/rows';
import { productAttributeValues, productImages, products } from './products.table';

/**
 * The catalog's side of a product import (ADR 0037: one writer per table): the imports module finds,
 * creates and changes products, their attribute values and pictures through these, in its run's
 * transaction (`tx`).
 */

/** What an import compares of a product it finds by SKU or by the feed's offer id. */
export type ExistingProduct = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'sku'
  | 'feedOfferId'
  | 'name'
  | 'description'
  | 'price'
  | 'oldPrice'
  | 'stock'
  | 'availability'
  | 'barcode'
  | 'brand'
>;

/** The supplier's products a batch's rows may be: by SKU, and (an import keyed by offer id) by the feed's offer id. */
export interface ExistingProducts {
  bySku: Map<string, ExistingProduct>;
  byOffer: Map<string, ExistingProduct>;
  /** Their attribute values (read when the rows have params). */
  values?: Map<number, Map<number, AttributeValue>>;
}

/** A product's fields as a feed row gives them; null leaves a field as it is. */
export interface ImportedProduct {
  sku: string;
  offerId: string;
  name: string;
  price: number;
  oldPrice: number | null;
  availability: ExistingProduct['availability'];
  description: string | null;
  stock: number | null;
  barcode: string | null;
  brand: string | null;
}

/** A row's product fields as the JSON the bulk statements read (`jsonb_to_recordset`). */
function rowJson(row: ImportedProduct) {
  return {
    s: row.sku,
    o: row.offerId,
    n: row.name,
    p: row.price,
    op: row.oldPrice,
    a: row.availability,
    d: row.description,
    st: row.stock,
    b: row.barcode,
    br: row.brand,
  };
}

/**
 * The supplier's products whose `column` is one of `keys`, each key one index probe (a lateral
 * lookup): in the middle of a big import the table's statistics are stale, and an `in (…)` list or
 * a semi-join was planned as a hash over all the supplier's products (8–30 ms a batch of 500).
 */
async function productsKeyed(
  tx: Db,
  supplierId: number,
  column: 'sku' | 'feed_offer_id',
  keys: string[],
): Promise<ExistingProduct[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select p.id, p.sku, p.feed_offer_id, p.name, p.description, p.price, p.old_price, p.stock,
        p.availability, p.barcode, p.brand
      from unnest(${sql.param([...new Set(keys)])}::text[]) as k(key)
      cross join lateral (
        select * from products where supplier_id = ${supplierId} and ${sql.identifier(column)} = k.key
        offset 0 -- not pulled up into a join the planner could hash
      ) p
      order by p.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    sku: row.sku as ExistingProduct['sku'],
    feedOfferId: row.feed_offer_id as ExistingProduct['feedOfferId'],
    name: row.name as ExistingProduct['name'],
    description: row.description as ExistingProduct['description'],
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    stock: Number(row.stock),
    availability: row.availability as ExistingProduct['availability'],
    barcode: row.barcode as ExistingProduct['barcode'],
    brand: row.brand as ExistingProduct['brand'],
  }));
}

export function productsImportRepository(db: Db) {
  return {
    /**
     * The supplier's products the rows may be (inside a run's transaction pass its `tx`): by SKU,
     * and with the offer-id key also by the feed's offer id; with their attribute values when the
     * rows have params.
     */
    async existing(
      supplierId: number,
      rows: { sku: string; offerId: string; params?: unknown[] }[],
      keyField: 'sku' | 'offer_id',
      tx: Db = db,
    ): Promise<ExistingProducts> {
      const found: ExistingProducts = { bySku: new Map(), byOffer: new Map() };
      if (rows.length === 0) return found;
      let list = await productsKeyed(
        tx,
        supplierId,
        'sku',
        rows.map((row) => row.sku),
      );
      if (keyField === 'offer_id') {
        const byOffer = await productsKeyed(
          tx,
          supplierId,
          'feed_offer_id',
          rows.map((row) => row.offerId),
        );
        const ids = new Set(list.map((product) => product.id));
        list = [...list, ...byOffer.filter((product) => !ids.has(product.id))].sort((a, b) => a.id - b.id);
      }
      for (const product of list) {
        found.bySku.set(product.sku, product);
        if (keyField === 'offer_id' && product.feedOfferId !== null && !found.byOffer.has(product.feedOfferId)) {
          found.byOffer.set(product.feedOfferId, product);
        }
      }
      if (list.length > 0 && rows.some((row) => row.params?.length)) {
        found.values = new Map();
        // As text, parsed here: drizzle parses a jsonb the PGlite driver has parsed already again ("2200" came back 2200).
        const values = await tx
          .select({
            productId: productAttributeValues.productId,
            attributeId: productAttributeValues.attributeId,
            text: sql<string>`${productAttributeValues.value}::text`,
          })
          .from(productAttributeValues)
          .where(
            inArray(
              productAttributeValues.productId,
              list.map((product) => product.id),
            ),
          );
        for (const { productId, attributeId, text } of values) {
          let of = found.values.get(productId);
          if (!of) found.values.set(productId, (of = new Map()));
          of.set(attributeId, JSON.parse(text) as AttributeValue);
        }
      }
      return found;
    },

    /**
     * New products from rows, in the supplier's primary store: active, or a draft (`draft`: a row
     * without pictures, which the marketplace would show bare); answers their ids by SKU.
     */
    async insert(
      tx: Db,
      supplierId: number,
      storeId: number | null,
      rows: { row: ImportedProduct; categoryId: number; draft: boolean }[],
    ): Promise<Map<string, number>> {
      if (rows.length === 0) return new Map();
      // One statement with one JSON parameter: building a VALUES list of 500 rows cost more than the insert.
      const list = rows.map(({ row, categoryId, draft }) => ({
        c: categoryId,
        dr: draft,
        ...rowJson(row),
      }));
      const made = rowsOf<{ id: number | string; sku: string }>(
        await tx.execute(sql`insert into products
            (supplier_id, store_id, category_id, status, sku, feed_offer_id, name, price, old_price, availability,
             description, stock, barcode, brand)
          select ${supplierId}, ${storeId}::bigint, r.c, case when r.dr then 'draft' else 'active' end, r.s, r.o, r.n, r.p, r.op, r.a,
            coalesce(r.d, ''), coalesce(r.st, 0), r.b, r.br
          from jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
            as r(c integer, dr boolean, s text, o text, n text, p bigint, op bigint, a text, d text, st integer, b text,
              br text)
          returning id, sku`),
      );
      return new Map(made.map((product) => [product.sku, Number(product.id)]));
    },

    /** Products changed by rows (`id` each), in one statement; a field a row leaves empty keeps its value. */
    async update(tx: Db, supplierId: number, updates: { id: number; row: ImportedProduct }[]): Promise<void> {
      if (updates.length === 0) return;
      const list = updates.map(({ id, row }) => ({ id, ...rowJson(row) }));
      await tx.execute(sql`update products p
        set sku = r.s, feed_offer_id = r.o, name = r.n, price = r.p, old_price = r.op, availability = r.a,
          description = coalesce(r.d, p.description), stock = coalesce(r.st, p.stock),
          barcode = coalesce(r.b, p.barcode), brand = coalesce(r.br, p.brand),
          updated_at = ${new Date().toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
          as r(id bigint, s text, o text, n text, p bigint, op bigint, a text, d text, st integer, b text, br text)
        where p.supplier_id = ${supplierId} and p.id = r.id`);
    },

    /** Sets products' attribute values (the attributes a row does not give keep theirs). */
    async writeValues(tx: Db, values: { productId: number; attributeId: number; value: AttributeValue }[]) {
      // One statement with one JSON parameter (not a VALUES list built value by value: that cost more than the writes).
      for (let at = 0; at < values.length; at += 10_000) {
        const list = values.slice(at, at + 10_000).map(({ productId, attributeId, value }) => ({
          p: productId,
          a: attributeId,
          v: value,
        }));
        await tx.execute(sql`insert into product_attribute_values (product_id, attribute_id, value)
          select r.p, r.a, r.v from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(p bigint, a bigint, v jsonb)
          on conflict (product_id, attribute_id) do update set value = excluded.value`);
      }
    },

    /** The feed pictures the products have already (by source URL) and how many images each has. */
    async storedPictures(tx: Db, productIds: number[]): Promise<Map<number, { count: number; sources: Set<string> }>> {
      const found = new Map<number, { count: number; sources: Set<string> }>();
      if (productIds.length === 0) return found;
      const rows = await tx
        .select({ productId: productImages.productId, sourceUrl: productImages.sourceUrl })
        .from(productImages)
        .where(inArray(productImages.productId, productIds));
      for (const { productId, sourceUrl } of rows) {
        let of = found.get(productId);
        if (!of) found.set(productId, (of = { count: 0, sources: new Set() }));
        of.count += 1;
        if (sourceUrl) of.sources.add(sourceUrl);
      }
      return found;
    },

    /** The supplier of each of the products (a product deleted meanwhile is not there). */
    async suppliersOf(productIds: number[]): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, supplierId: products.supplierId })
        .from(products)
        .where(inArray(products.id, productIds));
      return new Map(rows.map((row) => [row.id, row.supplierId]));
    },

    /**
     * Sets inactive the supplier's active products whose SKU `listed` (a query of SKUs: the run's
     * staged feed, which stays the importer's) does not give; answers how many.
     */
    /** By the key that found the products: a product found by offer id keeps a SKU the seller changed. */
    async deactivateUnlisted(tx: Db, supplierId: number, keyField: 'sku' | 'offer_id', listed: SQL): Promise<number> {
      const unlisted =
        keyField === 'offer_id'
          ? sql`(feed_offer_id is null or feed_offer_id not in (${listed}))`
          : sql`sku not in (${listed})`;
      return affected(
        await tx.execute(sql`update products set status = 'inactive', updated_at = now()
          where supplier_id = ${supplierId} and status = 'active' and ${unlisted}`),
      );
    },
  };
}

export type ProductsImportRepository = ReturnType<typeof productsImportRepository>;

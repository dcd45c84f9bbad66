import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../catalog/categories.table';
import { products } from '../catalog/products.table';

/** What an import compares of a product it finds by SKU. */
export type ExistingProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'sku' | 'name' | 'description' | 'price' | 'oldPrice' | 'stock' | 'availability' | 'barcode' | 'brand'
>;

export function importsRepository(db: Db) {
  return {
    /** The supplier's products with these SKUs, by SKU. */
    async existing(supplierId: number, skus: string[]): Promise<Map<string, ExistingProduct>> {
      if (skus.length === 0) return new Map();
      const rows = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          description: products.description,
          price: products.price,
          oldPrice: products.oldPrice,
          stock: products.stock,
          availability: products.availability,
          barcode: products.barcode,
          brand: products.brand,
        })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), inArray(products.sku, skus)));
      return new Map(rows.map((row) => [row.sku, row]));
    },

    /** The marketplace's leaf categories, which products are placed in. */
    leafCategories: () =>
      db
        .select({ id: categories.id, name: categories.name, path: categories.path })
        .from(categories)
        .where(eq(categories.isLeaf, true)),
  };
}

export type ImportsRepository = ReturnType<typeof importsRepository>;

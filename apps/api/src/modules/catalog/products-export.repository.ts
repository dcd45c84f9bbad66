import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AttributeValue } from '@supplier/contracts/attributes';
import type { ProductStatus } from '@supplier/contracts/products';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { escapeLike } from './catalog.errors';
import { categories } from './categories.table';
import { products } from './products.table';

/** The list's filters, money already in kopiyky. */
export interface ProductsListFilter {
  q?: string;
  status?: ProductStatus;
  availability?: (typeof products.$inferSelect)['availability'];
  categoryId?: number;
  shelvingId?: number | 'none';
  priceMin?: number;
  priceMax?: number;
  stockMin?: number;
  stockMax?: number;
}

/** SKUs are matched exactly, barcodes exactly when the text looks like one, names by fragment. */
function searchCondition(q: string): SQL {
  const parts: SQL[] = [eq(products.sku, q)];
  if (q.length >= 2) parts.push(sql`${products.name} ilike ${`%${escapeLike(q)}%`}`);
  if (/^\d{8,14}$/.test(q)) parts.push(eq(products.barcode, q));
  return or(...parts)!;
}

export function filterConditions(supplierId: number, filter: ProductsListFilter): SQL[] {
  const conditions: SQL[] = [eq(products.supplierId, supplierId)];
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.availability) conditions.push(eq(products.availability, filter.availability));
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.shelvingId === 'none') conditions.push(isNull(products.shelvingId));
  else if (filter.shelvingId !== undefined) conditions.push(eq(products.shelvingId, filter.shelvingId));
  if (filter.priceMin !== undefined) conditions.push(gte(products.price, filter.priceMin));
  if (filter.priceMax !== undefined) conditions.push(lte(products.price, filter.priceMax));
  if (filter.stockMin !== undefined) conditions.push(gte(products.stock, filter.stockMin));
  if (filter.stockMax !== undefined) conditions.push(lte(products.stock, filter.stockMax));
  return conditions;
}

/** Whether only the status narrows the list (then the counters table knows the total). */
export function onlyStatus(filter: ProductsListFilter): boolean {
  return (
    !filter.q &&
    !filter.availability &&
    filter.categoryId === undefined &&
    filter.shelvingId === undefined &&
    filter.priceMin === undefined &&
    filter.priceMax === undefined &&
    filter.stockMin === undefined &&
    filter.stockMax === undefined
  );
}

/** A product as the export writes it; money in kopiyky. */
export interface ExportRow {
  id: number;
  sku: string;
  name: string;
  name_en: string | null;
  description: string;
  price: number;
  old_price: string | number | null;
  stock: number;
  availability: (typeof products.$inferSelect)['availability'];
  status: ProductStatus;
  barcode: string | null;
  brand: string | null;
  category_id: number;
  category_name: string;
  shelving_code: string | null;
  images: string[];
  params: { name: string; unit: string | null; value: AttributeValue }[];
}

/** The products export's and feed's reads, page by page. */
export function productsExportRepository(db: Db) {
  return {
    /**
     * One page of the export, by id after `afterId`: the product with its category, shelving,
     * image URLs in order and characteristics (name, unit, value).
     */
    async page(supplierId: number, filter: ProductsListFilter, afterId: number, size: number) {
      const result = await db.execute(sql`
        select p.id, p.sku, p.name, p.name_en, p.description, p.price, p.old_price, p.stock, p.availability,
          p.status, p.barcode, p.brand, p.category_id, c.name as category_name, s.code as shelving_code,
          coalesce((select array_agg(i.url order by i.position) from product_images i where i.product_id = p.id),
            '{}') as images,
          coalesce((select jsonb_agg(jsonb_build_object('name', a.name, 'unit', a.unit, 'value', v.value)
              order by a.name)
            from product_attribute_values v join attributes a on a.id = v.attribute_id where v.product_id = p.id),
            '[]'::jsonb) as params
        from products p
        join categories c on c.id = p.category_id
        left join shelvings s on s.id = p.shelving_id
        where p.id in (
          select ${products.id} from ${products}
          where ${and(...filterConditions(supplierId, filter), sql`${products.id} > ${afterId}`)}
          order by ${products.id} limit ${size})
        order by p.id`);
      return rowsOf<ExportRow>(result).map((row) => ({ ...row, id: Number(row.id), price: Number(row.price) }));
    },

    /** The categories of the products the filters find, for a feed's `<categories>`. */
    async categories(supplierId: number, filter: ProductsListFilter) {
      const used = db
        .selectDistinct({ id: products.categoryId })
        .from(products)
        .where(and(...filterConditions(supplierId, filter)))
        .as('used');
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .innerJoin(used, eq(used.id, categories.id))
        .orderBy(asc(categories.id));
    },

    /** The most characteristics one of the found products has (the export's column triples). */
    async paramsWidth(supplierId: number, filter: ProductsListFilter): Promise<number> {
      const [row] = await db
        .select({
          most: sql<number>`coalesce(max((select count(*) from product_attribute_values v
            where v.product_id = ${products.id})), 0)::int`,
        })
        .from(products)
        .where(and(...filterConditions(supplierId, filter)));
      return Number(row?.most ?? 0);
    },
  };
}

export type ProductsExportRepository = ReturnType<typeof productsExportRepository>;

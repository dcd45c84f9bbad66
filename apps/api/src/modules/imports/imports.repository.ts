import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportCounts, ImportProblem, ImportStatus } from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { categories } from '../catalog/categories.table';
import { products } from '../catalog/products.table';
import type { ImportRow } from './import-row';
import { productImports, type ProductImportRow } from './imports.table';

/** The job that applies a run, a slice at a time. */
export const IMPORT_APPLY_JOB = 'imports.apply';

/** What an import compares of a product it finds by SKU. */
export type ExistingProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'sku' | 'name' | 'description' | 'price' | 'oldPrice' | 'stock' | 'availability' | 'barcode' | 'brand'
>;

/** Runs listed at once: the newest. */
const LIST_LIMIT = 50;

/** A row's fields as the products table takes them (what the feed does not give is left as is). */
function productFields(row: ImportRow) {
  return {
    name: row.name,
    price: row.price,
    oldPrice: row.oldPrice,
    availability: row.availability,
    ...(row.description === null ? {} : { description: row.description }),
    ...(row.stock === null ? {} : { stock: row.stock }),
    ...(row.barcode === null ? {} : { barcode: row.barcode }),
    ...(row.brand === null ? {} : { brand: row.brand }),
  };
}

export function importsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The supplier's products with these SKUs, by SKU (inside a run's transaction pass its `tx`). */
    async existing(supplierId: number, skus: string[], tx: Db = db): Promise<Map<string, ExistingProduct>> {
      if (skus.length === 0) return new Map();
      const rows = await tx
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

    /** A new run and the job that applies it, together. */
    async start(input: {
      supplierId: number;
      userId: number;
      fileName: string;
      fileUrl: string;
      deactivateMissing: boolean;
    }) {
      return db.transaction(async (tx) => {
        const [run] = await tx
          .insert(productImports)
          .values({ ...input, counts: { create: 0, update: 0, unchanged: 0, skip: 0 } })
          .returning();
        await enqueueJobs(tx as unknown as Db, [{ kind: IMPORT_APPLY_JOB, payload: { importId: run!.id } }]);
        return run!;
      });
    },

    list: (supplierId: number) =>
      db
        .select()
        .from(productImports)
        .where(eq(productImports.supplierId, supplierId))
        .orderBy(desc(productImports.id))
        .limit(LIST_LIMIT),

    async find(supplierId: number, id: number): Promise<ProductImportRow | null> {
      const [row] = await db
        .select()
        .from(productImports)
        .where(and(eq(productImports.supplierId, supplierId), eq(productImports.id, id)));
      return row ?? null;
    },

    /** The run, locked until the transaction ends (one slice of a run at a time). */
    async lock(tx: Db, id: number): Promise<ProductImportRow | null> {
      const [row] = await tx.select().from(productImports).where(eq(productImports.id, id)).for('update');
      return row ?? null;
    },

    async save(
      tx: Db,
      id: number,
      change: Partial<{
        status: ImportStatus;
        processed: number;
        total: number;
        counts: ImportCounts;
        problems: ImportProblem[];
        problemsTotal: number;
        error: string | null;
        deactivated: number;
        fileUrl: string | null;
        startedAt: Date;
        finishedAt: Date;
      }>,
    ): Promise<ProductImportRow> {
      const [row] = await tx.update(productImports).set(change).where(eq(productImports.id, id)).returning();
      return row!;
    },

    /** Cancels a run still open; answers it (`cancelled` when this call did), or null when it is not the supplier's. */
    async cancel(
      supplierId: number,
      id: number,
      now: Date,
    ): Promise<{ run: ProductImportRow; cancelled: boolean } | null> {
      const [row] = await db
        .update(productImports)
        .set({
          status: 'cancelled',
          finishedAt: sql`coalesce(${productImports.finishedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(productImports.supplierId, supplierId),
            eq(productImports.id, id),
            inArray(productImports.status, ['queued', 'running']),
          ),
        )
        .returning();
      if (row) return { run: row, cancelled: true };
      const found = await this.find(supplierId, id);
      return found && { run: found, cancelled: false };
    },

    /** Sets inactive the supplier's active products whose SKU is not `listed`; answers how many. */
    async deactivateMissing(tx: Db, supplierId: number, listed: Set<string>): Promise<number> {
      const changed = await tx
        .update(products)
        .set({ status: 'inactive', updatedAt: new Date() })
        .where(
          and(
            eq(products.supplierId, supplierId),
            eq(products.status, 'active'),
            // One parameter whatever the feed's size (a list of 100,000 would pass PostgreSQL's limit).
            sql`${products.sku} not in (select jsonb_array_elements_text(${JSON.stringify([...listed])}::jsonb))`,
          ),
        )
        .returning({ id: products.id });
      return changed.length;
    },

    /** New products from rows, active, in the supplier's primary store. */
    async insertProducts(
      tx: Db,
      supplierId: number,
      storeId: number | null,
      rows: { row: ImportRow; categoryId: number }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(products).values(
        rows.map(({ row, categoryId }) => ({
          supplierId,
          storeId,
          categoryId,
          sku: row.sku,
          status: 'active' as const,
          stock: row.stock ?? 0,
          ...productFields(row),
        })),
      );
    },

    async updateProduct(tx: Db, supplierId: number, id: number, row: ImportRow): Promise<void> {
      await tx
        .update(products)
        .set({ ...productFields(row), updatedAt: new Date() })
        .where(and(eq(products.supplierId, supplierId), eq(products.id, id)));
    },
  };
}

export type ImportsRepository = ReturnType<typeof importsRepository>;

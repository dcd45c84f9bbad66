import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ShelvingInput } from '@supplier/contracts/shelvings';
import type { Db } from '../../db/client';
import { escapeLike } from './catalog.errors';
import { products } from './products.table';
import { shelvings } from './shelvings.table';
import { transaction } from '../../db/transaction';

export type ShelvingRow = typeof shelvings.$inferSelect;
export type ShelvingWithFill = ShelvingRow & { placed: number; productsCount: number };

// Correlated subqueries name their tables: drizzle leaves columns unqualified in one-table selects.
const fill = {
  placed: sql<number>`(select coalesce(sum(p.shelving_quantity), 0)::int from products p
    where p.supplier_id = "shelvings"."supplier_id" and p.shelving_id = "shelvings"."id")`,
  productsCount: sql<number>`(select count(*)::int from products p
    where p.supplier_id = "shelvings"."supplier_id" and p.shelving_id = "shelvings"."id")`,
};

const columns = {
  id: shelvings.id,
  supplierId: shelvings.supplierId,
  code: shelvings.code,
  name: shelvings.name,
  zone: shelvings.zone,
  note: shelvings.note,
  capacity: shelvings.capacity,
  createdAt: shelvings.createdAt,
  updatedAt: shelvings.updatedAt,
};

/** A supplier's shelvings with their fill; every query is scoped by supplier. */
export function shelvingsRepository(db: Db) {
  const owned = (supplierId: number, id: number) => and(eq(shelvings.supplierId, supplierId), eq(shelvings.id, id));

  return {
    async list(
      supplierId: number,
      filter: { q?: string; zone?: string; page: number; perPage: number },
    ): Promise<{ rows: ShelvingWithFill[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(shelvings.supplierId, supplierId)];
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        conditions.push(or(ilike(shelvings.code, pattern), ilike(shelvings.name, pattern)));
      }
      if (filter.zone) conditions.push(eq(shelvings.zone, filter.zone));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...columns, ...fill })
          .from(shelvings)
          .where(where)
          .orderBy(asc(shelvings.code), asc(shelvings.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(shelvings)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(supplierId: number, id: number): Promise<ShelvingWithFill | null> {
      const [row] = await db
        .select({ ...columns, ...fill })
        .from(shelvings)
        .where(owned(supplierId, id))
        .limit(1);
      return row ?? null;
    },

    /** Locks the shelving row until commit (placements on it are serialised). */
    async lock(tx: Db, supplierId: number, id: number): Promise<ShelvingWithFill | null> {
      const [row] = await tx.select().from(shelvings).where(owned(supplierId, id)).for('update');
      if (!row) return null;
      const [agg] = await tx
        .select({
          placed: sql<number>`coalesce(sum(${products.shelvingQuantity}), 0)::int`,
          productsCount: sql<number>`count(*)::int`,
        })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), eq(products.shelvingId, id)));
      return { ...row, placed: agg?.placed ?? 0, productsCount: agg?.productsCount ?? 0 };
    },

    async insert(supplierId: number, input: ShelvingInput): Promise<ShelvingRow> {
      const [row] = await db
        .insert(shelvings)
        .values({ supplierId, ...input })
        .returning();
      return row!;
    },

    async update(tx: Db, supplierId: number, id: number, input: ShelvingInput): Promise<ShelvingRow | null> {
      const [row] = await tx
        .update(shelvings)
        .set({ ...input, updatedAt: sql`now()` })
        .where(owned(supplierId, id))
        .returning();
      return row ?? null;
    },

    /** Deletes it; its products stay, on no shelving (FK on delete set null; quantity reset). */
    async remove(supplierId: number, id: number): Promise<boolean> {
      return transaction(db, async (tx) => {
        const [row] = await tx.select({ id: shelvings.id }).from(shelvings).where(owned(supplierId, id)).for('update');
        if (!row) return false;
        await tx
          .update(products)
          .set({ shelvingId: null, shelvingQuantity: 0, updatedAt: sql`now()` })
          .where(and(eq(products.supplierId, supplierId), eq(products.shelvingId, id)));
        await tx.delete(shelvings).where(owned(supplierId, id));
        return true;
      });
    },

    async products(supplierId: number, shelvingId: number, page: number, perPage: number) {
      const where = and(eq(products.supplierId, supplierId), eq(products.shelvingId, shelvingId));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: products.id,
            name: products.name,
            sku: products.sku,
            quantity: products.shelvingQuantity,
            stock: products.stock,
            image: sql<string | null>`(select i.thumb_url from product_images i
              where i.product_id = "products"."id" order by i.position limit 1)`,
          })
          .from(products)
          .where(where)
          .orderBy(asc(products.name), asc(products.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Puts one product on the shelving with `quantity` pieces (moving it from any other). */
    async place(tx: Db, supplierId: number, productId: number, shelvingId: number | null, quantity: number) {
      const [row] = await tx
        .update(products)
        .set({ shelvingId, shelvingQuantity: shelvingId === null ? 0 : quantity, updatedAt: sql`now()` })
        .where(and(eq(products.supplierId, supplierId), eq(products.id, productId)))
        .returning({ id: products.id, name: products.name });
      return row ?? null;
    },
  };
}

export type ShelvingsRepository = ReturnType<typeof shelvingsRepository>;

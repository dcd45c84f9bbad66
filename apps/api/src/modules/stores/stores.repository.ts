import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StoreSchedule, StoreStatus } from '@supplier/contracts/stores';
import type { Db } from '../../db/client';
import { stores } from './stores.table';
import { transaction } from '../../db/transaction';

export type StoreRow = typeof stores.$inferSelect;

export interface StoreValues {
  name: string;
  slug: string;
  description: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  schedule: StoreSchedule;
}

export interface StoreListFilter {
  page: number;
  perPage: number;
  search?: string;
  status?: StoreStatus;
}

/** Postgres unique_violation of the slug index: another store already has the address. */
export function isSlugTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return !constraint || constraint === 'stores_slug_key';
  }
  return false;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every query but the slug lookups is scoped by supplier (another supplier's store is not found). */
export function storesRepository(db: Db) {
  const own = (supplierId: number, id: number) => and(eq(stores.supplierId, supplierId), eq(stores.id, id));

  return {
    async list(supplierId: number, filter: StoreListFilter): Promise<{ rows: StoreRow[]; total: number }> {
      const conditions: SQL[] = [eq(stores.supplierId, supplierId)];
      if (filter.status) conditions.push(eq(stores.status, filter.status));
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(or(ilike(stores.name, pattern), ilike(stores.slug, pattern), ilike(stores.city, pattern))!);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stores)
          .where(where)
          .orderBy(asc(stores.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ value: count() }).from(stores).where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async find(supplierId: number, id: number): Promise<StoreRow | null> {
      const [row] = await db.select().from(stores).where(own(supplierId, id)).limit(1);
      return row ?? null;
    },

    /** The store as it is, locked until the transaction ends: the before of a change no one else makes meanwhile. */
    async lock(supplierId: number, id: number): Promise<StoreRow | null> {
      const [row] = await db.select().from(stores).where(own(supplierId, id)).limit(1).for('update');
      return row ?? null;
    },

    /** The first active store (the settings' `store`). */
    async primary(supplierId: number): Promise<StoreRow | null> {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.supplierId, supplierId), eq(stores.status, 'active')))
        .orderBy(asc(stores.id))
        .limit(1);
      return row ?? null;
    },

    async countOf(supplierId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(stores).where(eq(stores.supplierId, supplierId));
      return Number(row?.value ?? 0);
    },

    /** Whether any store on the marketplace (but `excludeId`) has this address. */
    async slugExists(slug: string, excludeId?: number): Promise<boolean> {
      const same = sql`lower(${stores.slug}) = lower(${slug})`;
      const [row] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(excludeId ? and(same, ne(stores.id, excludeId)) : same)
        .limit(1);
      return Boolean(row);
    },

    /** The addresses in use that are `base` or `base-…` (to pick a free one). */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: stores.slug })
        .from(stores)
        .where(or(eq(stores.slug, base), ilike(stores.slug, `${escapeLike(base)}-%`)));
      return rows.map((row) => row.slug.toLowerCase());
    },

    async insert(supplierId: number, values: StoreValues): Promise<StoreRow> {
      const [row] = await db
        .insert(stores)
        .values({ supplierId, ...values })
        .returning();
      return row!;
    },

    /** Inserts unless the slug is taken (then null). */
    async insertIfSlugFree(supplierId: number, values: StoreValues): Promise<StoreRow | null> {
      const [row] = await db
        .insert(stores)
        .values({ supplierId, ...values })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async update(
      supplierId: number,
      id: number,
      values: Partial<StoreValues> & { logo?: string | null; status?: StoreStatus },
    ) {
      const [row] = await db
        .update(stores)
        .set({ ...values, updatedAt: sql`now()` })
        .where(own(supplierId, id))
        .returning();
      return row ?? null;
    },

    /**
     * Deletes the store unless it is the supplier's last one. The supplier's store rows are
     * locked first, so two deletes at once cannot leave none.
     */
    async deleteUnlessLast(supplierId: number, id: number): Promise<'deleted' | 'last' | 'missing'> {
      return transaction(db, async (tx) => {
        const rows = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.supplierId, supplierId))
          .for('update');
        if (!rows.some((row) => row.id === id)) return 'missing';
        if (rows.length <= 1) return 'last';
        await tx.delete(stores).where(own(supplierId, id));
        return 'deleted';
      });
    },
  };
}

export type StoresRepository = ReturnType<typeof storesRepository>;

import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from './catalog.errors';
import { categories } from './categories.table';

export type CategoryRow = typeof categories.$inferSelect;

/** A category products are placed in; `synonyms` are other names for it (Ukrainian and Russian feed words). */
export interface LeafCategory {
  id: number;
  name: string;
  path: string;
  synonyms?: string[];
}

/** The marketplace's tree: read-only for suppliers. */
export function categoriesRepository(db: Db) {
  return {
    children(parentId: number | null): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
        .orderBy(asc(categories.position), asc(categories.id));
    },

    async find(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    findMany(ids: number[]): Promise<CategoryRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(categories).where(inArray(categories.id, ids));
    },

    /**
     * Every word of `q` occurs in the path or the synonyms (so `телефони смарт` finds
     * `… / Смартфони та телефони / Смартфони`, and `гантели` finds `… / Гантелі та гирі`); the
     * exact name first, then name matches, leaves, shallow ones.
     */
    search(q: string, { limit, leafOnly }: { limit: number; leafOnly: boolean }): Promise<CategoryRow[]> {
      const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
      const conditions: SQL[] = words.map((word) => {
        const pattern = `%${escapeLike(word)}%`;
        return sql`(${categories.path} ilike ${pattern} or array_to_string(${categories.synonyms}, ' ') ilike ${pattern})`;
      });
      if (leafOnly) conditions.push(eq(categories.isLeaf, true));
      const exactName = sql`(${categories.name} ilike ${escapeLike(q.trim())})`;
      const nameMatch = sql`(${categories.name} ilike ${`%${escapeLike(q)}%`})`;
      return db
        .select()
        .from(categories)
        .where(and(...conditions))
        .orderBy(
          sql`${exactName} desc`,
          sql`${nameMatch} desc`,
          sql`${categories.isLeaf} desc`,
          asc(categories.depth),
          asc(categories.path),
        )
        .limit(limit);
    },

    /** Which of `ids` are leaf categories (the ones products are placed in). */
    async leafIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, ids), eq(categories.isLeaf, true)));
      return new Set(rows.map((row) => row.id));
    },

    /** The leaf categories, which products are placed in, with the other names sellers use for them. */
    leaves: (): Promise<LeafCategory[]> =>
      db
        .select({ id: categories.id, name: categories.name, path: categories.path, synonyms: categories.synonyms })
        .from(categories)
        .where(eq(categories.isLeaf, true)),

    count(): Promise<number> {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(categories)
        .then(([row]) => row?.n ?? 0);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;

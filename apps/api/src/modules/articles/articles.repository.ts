import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ArticleKind } from '@supplier/contracts/articles';
import type { Db } from '../../db/client';
import { supplierArticles } from './articles.table';

export type ArticleRow = typeof supplierArticles.$inferSelect;

/** Every query is scoped by supplier. */
export function articlesRepository(db: Db) {
  return {
    list(supplierId: number): Promise<ArticleRow[]> {
      return db.select().from(supplierArticles).where(eq(supplierArticles.supplierId, supplierId));
    },

    async find(supplierId: number, kind: ArticleKind): Promise<ArticleRow | null> {
      const [row] = await db
        .select()
        .from(supplierArticles)
        .where(and(eq(supplierArticles.supplierId, supplierId), eq(supplierArticles.kind, kind)))
        .limit(1);
      return row ?? null;
    },

    async save(
      supplierId: number,
      kind: ArticleKind,
      values: { title: string; content: string; textLength: number },
    ): Promise<ArticleRow> {
      const [row] = await db
        .insert(supplierArticles)
        .values({ supplierId, kind, ...values })
        .onConflictDoUpdate({
          target: [supplierArticles.supplierId, supplierArticles.kind],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** How many of `kinds` have at least `minLength` characters of text. */
    async countFilled(supplierId: number, kinds: readonly ArticleKind[], minLength: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(supplierArticles)
        .where(
          and(
            eq(supplierArticles.supplierId, supplierId),
            inArray(supplierArticles.kind, [...kinds]),
            gte(supplierArticles.textLength, minLength),
          ),
        );
      return Number(row?.count ?? 0);
    },
  };
}

export type ArticlesRepository = ReturnType<typeof articlesRepository>;

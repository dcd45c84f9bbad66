import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { OthersChoice, RememberedMappings } from './import-mapping';
import { importCategoryMaps, importParamMaps } from './imports.table';

/** Fewer agreeing sellers than this are not told: one seller's choice would be theirs to see. */
const OTHERS_MIN = 2;
/** Feed paths asked at once. */
const PATHS_PER_QUERY = 500;

/**
 * For each feed path, the category most other sellers confirmed for it, when at least
 * `OTHERS_MIN` did: counted across suppliers, nothing of who they are leaves this query.
 */
async function confirmedByOthers(db: Db, supplierId: number, keys: string[]): Promise<Map<string, OthersChoice>> {
  const found = new Map<string, OthersChoice>();
  for (let at = 0; at < keys.length; at += PATHS_PER_QUERY) {
    const rows = await db
      .select({
        key: importCategoryMaps.feedPath,
        categoryId: importCategoryMaps.categoryId,
        sellers: sql<number>`count(*)::int`,
        all: sql<number>`(sum(count(*)) over (partition by ${importCategoryMaps.feedPath}))::int`,
      })
      .from(importCategoryMaps)
      .where(
        and(
          inArray(importCategoryMaps.feedPath, keys.slice(at, at + PATHS_PER_QUERY)),
          ne(importCategoryMaps.supplierId, supplierId),
          isNotNull(importCategoryMaps.categoryId),
        ),
      )
      .groupBy(importCategoryMaps.feedPath, importCategoryMaps.categoryId);
    for (const row of rows) {
      if (row.categoryId === null || row.sellers < OTHERS_MIN) continue;
      const best = found.get(row.key);
      if (best && best.sellers >= row.sellers) continue;
      found.set(row.key, { categoryId: row.categoryId, sellers: row.sellers, share: row.sellers / row.all });
    }
  }
  return found;
}

/** The supplier's remembered choices: which marketplace category a feed category is, which attribute a param fills. */
export function importMappingsRepository(db: Db) {
  return {
    /** The supplier's confirmed category choices and remembered param attributes. */
    async of(supplierId: number): Promise<RememberedMappings> {
      const [categoryRows, paramRows] = await Promise.all([
        db
          .select({ key: importCategoryMaps.feedPath, id: importCategoryMaps.categoryId })
          .from(importCategoryMaps)
          .where(eq(importCategoryMaps.supplierId, supplierId)),
        db
          .select({ key: importParamMaps.feedParam, id: importParamMaps.attributeId })
          .from(importParamMaps)
          .where(eq(importParamMaps.supplierId, supplierId)),
      ]);
      return {
        categories: new Map(categoryRows.map((row) => [row.key, row.id])),
        params: new Map(paramRows.map((row) => [row.key, row.id])),
        others: (keys) => confirmedByOthers(db, supplierId, keys),
      };
    },

    /** Remembers the supplier's confirmed choices (a later choice of the same key replaces it). */
    async save(
      supplierId: number,
      mappings: { categories: { key: string; id: number | null }[]; params: { key: string; id: number | null }[] },
    ): Promise<void> {
      await transaction(db, async (tx) => {
        const now = new Date();
        if (mappings.categories.length > 0) {
          await tx
            .insert(importCategoryMaps)
            .values(mappings.categories.map((m) => ({ supplierId, feedPath: m.key, categoryId: m.id, updatedAt: now })))
            .onConflictDoUpdate({
              target: [importCategoryMaps.supplierId, importCategoryMaps.feedPath],
              set: { categoryId: sql`excluded.category_id`, updatedAt: now },
            });
        }
        if (mappings.params.length > 0) {
          await tx
            .insert(importParamMaps)
            .values(mappings.params.map((m) => ({ supplierId, feedParam: m.key, attributeId: m.id, updatedAt: now })))
            .onConflictDoUpdate({
              target: [importParamMaps.supplierId, importParamMaps.feedParam],
              set: { attributeId: sql`excluded.attribute_id`, updatedAt: now },
            });
        }
      });
    },

    /** Remembers the attributes a run's params filled (a choice already remembered stays). */
    async rememberParams(tx: Db, supplierId: number, params: { key: string; id: number }[]): Promise<void> {
      if (params.length === 0) return;
      await tx
        .insert(importParamMaps)
        .values(params.map((m) => ({ supplierId, feedParam: m.key, attributeId: m.id })))
        .onConflictDoNothing();
    },
  };
}

export type ImportMappingsRepository = ReturnType<typeof importMappingsRepository>;

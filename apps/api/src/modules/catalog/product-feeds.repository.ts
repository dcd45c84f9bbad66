import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productFeeds } from './products.table';

/** The suppliers' YML feed tokens (hashed to be found, sealed to be shown again). */
export function productFeedsRepository(db: Db) {
  return {
    /** The supplier's feed token, sealed; null when the feed is off. */
    async token(supplierId: number): Promise<string | null> {
      const [row] = await db
        .select({ sealed: productFeeds.tokenSealed })
        .from(productFeeds)
        .where(eq(productFeeds.supplierId, supplierId));
      return row?.sealed ?? null;
    },

    /** Replaces the supplier's feed token (the old address stops working at once). */
    async saveToken(supplierId: number, tokenHash: string, tokenSealed: string): Promise<void> {
      await db
        .insert(productFeeds)
        .values({ supplierId, tokenHash, tokenSealed })
        .onConflictDoUpdate({
          target: productFeeds.supplierId,
          set: { tokenHash, tokenSealed, createdAt: sql`now()` },
        });
    },

    async deleteToken(supplierId: number): Promise<void> {
      await db.delete(productFeeds).where(eq(productFeeds.supplierId, supplierId));
    },

    /** Whose feed a token opens, or null. */
    async owner(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ supplierId: productFeeds.supplierId })
        .from(productFeeds)
        .where(eq(productFeeds.tokenHash, tokenHash));
      return row?.supplierId ?? null;
    },
  };
}

export type ProductFeedsRepository = ReturnType<typeof productFeedsRepository>;

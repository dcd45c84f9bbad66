import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idempotencyKeys } from './idempotency.table';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number | null;
  responseBody: unknown;
}

export function idempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key: its id, or null when the key is taken. With a concurrent request on the
     * same key this waits until that one commits (then null) or rolls back (then claimed).
     */
    async claim(supplierId: number, key: string, requestHash: string): Promise<number | null> {
      const [row] = await db
        .insert(idempotencyKeys)
        .values({ supplierId, key, requestHash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      return row?.id ?? null;
    },

    async find(supplierId: number, key: string): Promise<StoredAnswer | null> {
      const [row] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          responseBody: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.supplierId, supplierId), eq(idempotencyKeys.key, key)))
        .limit(1);
      return row ?? null;
    },

    async complete(id: number, statusCode: number, responseBody: unknown): Promise<void> {
      await db.update(idempotencyKeys).set({ statusCode, responseBody }).where(eq(idempotencyKeys.id, id));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;

import type { Db } from '../../db/client';
import { productsRepository } from './products.repository';

/** What other modules may read of the supplier's products (ADR 0037: no module imports catalog's tables). */
export function productReads(db: Db) {
  const repo = productsRepository(db);
  return {
    /** Which of `ids` are the supplier's. */
    ownedIds: repo.ownedIds,
    someOf: repo.someOf,
    summaries: repo.summaries,
  };
}

export type ProductReads = ReturnType<typeof productReads>;

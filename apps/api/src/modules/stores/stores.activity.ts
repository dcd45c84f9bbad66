import type { Db } from '../../db/client';
import { changedFields, recordActivity } from '../activity';
import type { StoreRow } from './stores.repository';

/** The fields of a store the log keeps before and after (its description's HTML and its schedule are left out). */
function keptFields(row: StoreRow | null): Record<string, unknown> | null {
  if (!row) return null;
  return {
    name: row.name,
    slug: row.slug,
    status: row.status,
    phone: row.phone,
    email: row.email,
    city: row.city,
  };
}

/**
 * Records a store's creation (`before` null), change, pause or resumption, or deletion (`after`
 * null) with the kept fields that differ, in the change's transaction.
 */
export function recordStoreChange(tx: Db, before: StoreRow | null, after: StoreRow | null): Promise<void> {
  const store = (after ?? before)!;
  return recordActivity(tx, {
    object: { type: 'stores', id: store.id, label: store.name },
    changes: changedFields(keptFields(before), keptFields(after)),
  });
}

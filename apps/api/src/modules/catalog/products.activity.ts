import type { ActivityChange } from '@supplier/contracts/activity';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { Db } from '../../db/client';
import { changedFields, recordActivities, type ActivityRecord } from '../activity';
import { categoriesRepository } from './categories.repository';
import type { KeptProduct } from './products.repository';

const money = (kopiyky: number | null) => (kopiyky === null ? null : kopiykyToHryvnias(kopiyky));

/** The fields of a product the log keeps before and after: name, SKU, price, old price, stock, status. */
function keptFields(row: KeptProduct | null): Record<string, unknown> | null {
  if (!row) return null;
  return {
    name: row.name,
    sku: row.sku,
    price: money(row.price),
    old_price: money(row.oldPrice),
    stock: row.stock,
    status: row.status,
  };
}

interface ProductChange {
  before: KeptProduct | null;
  after: KeptProduct | null;
}

/** The kept fields that differ, and the category by name when it moved (`names`: category names by id). */
function changesOf({ before, after }: ProductChange, names: Map<number, string>): Record<string, ActivityChange> {
  const changes = changedFields(keptFields(before), keptFields(after));
  if (before?.categoryId !== after?.categoryId) {
    const name = (id: number | undefined) => (id === undefined ? null : (names.get(id) ?? String(id)));
    changes.category = { from: name(before?.categoryId), to: name(after?.categoryId) };
  }
  return changes;
}

async function entriesOf(tx: Db, changed: readonly ProductChange[]) {
  const moved = changed.filter(({ before, after }) => before?.categoryId !== after?.categoryId);
  const ids = [...new Set(moved.flatMap(({ before, after }) => [before?.categoryId, after?.categoryId]))];
  const found = await categoriesRepository(tx).findMany(ids.filter((id) => id !== undefined));
  const names = new Map(found.map((category) => [category.id, category.name]));
  return changed.map((change) => {
    const product = (change.after ?? change.before)!;
    return {
      object: { type: 'products', id: product.id, label: product.name },
      changes: changesOf(change, names),
    } satisfies ActivityRecord;
  });
}

/**
 * Records a product's creation (`before` null), change or deletion (`after` null) with the kept
 * fields that differ, in the change's transaction.
 */
export async function recordProductChange(
  tx: Db,
  before: KeptProduct | null,
  after: KeptProduct | null,
): Promise<void> {
  await recordActivities(tx, await entriesOf(tx, [{ before, after }]));
}

/**
 * Records a bulk action as one entry per product it changed (so each product's history shows it);
 * `after` null: the products were deleted. Products it left as they were get no entry.
 */
export async function recordProductsChange(
  tx: Db,
  before: readonly KeptProduct[],
  after: readonly KeptProduct[] | null,
): Promise<void> {
  const now = new Map(after?.map((row) => [row.id, row]));
  const changed = before.map((row) => ({ before: row, after: after ? (now.get(row.id) ?? null) : null }));
  const entries = await entriesOf(tx, changed);
  await recordActivities(
    tx,
    entries.filter((entry) => Object.keys(entry.changes).length > 0),
  );
}

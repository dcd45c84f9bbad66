import type { ActivityChange } from '@supplier/contracts/activity';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity';
import type { ProductRow } from './products.repository';

type Kept = Pick<ProductRow, 'id' | 'name' | 'price' | 'oldPrice' | 'stock' | 'status'>;

const money = (kopiyky: number | null) => (kopiyky === null ? null : kopiykyToHryvnias(kopiyky));

/** The fields of a product the log keeps before and after: name, price, old price, stock, status. */
function keptFields(row: Kept | null): Record<string, unknown> {
  if (!row) return {};
  return {
    name: row.name,
    price: money(row.price),
    old_price: money(row.oldPrice),
    stock: row.stock,
    status: row.status,
  };
}

/**
 * Records a product's creation (`before` null), change or deletion (`after` null) with the kept
 * fields that differ, in the change's transaction.
 */
export async function recordProductChange(tx: Db, before: Kept | null, after: Kept | null): Promise<void> {
  const from = keptFields(before);
  const to = keptFields(after);
  const changes: Record<string, ActivityChange> = {};
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (from[field] !== to[field]) changes[field] = { from: from[field] ?? null, to: to[field] ?? null };
  }
  const product = (after ?? before)!;
  await recordActivity(tx, { object: { type: 'products', id: product.id, label: product.name }, changes });
}

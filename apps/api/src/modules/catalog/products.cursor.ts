import type { ProductSort, SortOrder } from '@supplier/contracts/products';

/**
 * The keyset of a products page: the sort value and the id of its last row, plus the sort it
 * belongs to (a cursor of another sort is refused). Opaque to clients (base64url JSON).
 * Timestamps travel as PostgreSQL text, so microseconds survive the round trip.
 */
export interface ProductsCursor {
  sort: ProductSort;
  order: SortOrder;
  value: string | number;
  id: number;
}

export function encodeCursor(cursor: ProductsCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor, or null when it is malformed or made for another sort. */
export function decodeCursor(text: string, sort: ProductSort, order: SortOrder): ProductsCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [cursorSort, cursorOrder, value, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorOrder !== order) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (sort === 'price' || sort === 'stock') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return null;
  } else if (typeof value !== 'string' || value.length > 300) {
    return null;
  } else if (sort === 'created_at' && !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(value)) {
    return null;
  }
  return { sort, order, value: value as string | number, id };
}

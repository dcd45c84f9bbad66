import { z } from 'zod';
import { rowId } from '@supplier/contracts/common';
import type { ProductSort, SortOrder } from '@supplier/contracts/products';
import { cursorTimestamp, decodeCursorJson, encodeCursorJson } from '../../lib/page-cursor';

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

/** Each sort's value as its column can compare it: the decoded cursor is input like any other. */
const values: Record<ProductSort, z.ZodType<string | number>> = {
  created_at: cursorTimestamp,
  price: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  stock: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  name: z
    .string()
    .max(300)
    .refine((value) => !value.includes('\u0000')),
};

export function encodeCursor(cursor: ProductsCursor): string {
  return encodeCursorJson([cursor.sort, cursor.order, cursor.value, cursor.id]);
}

/** The cursor, or null when it is malformed or made for another sort. */
export function decodeCursor(text: string, sort: ProductSort, order: SortOrder): ProductsCursor | null {
  const valid = decodeCursorJson(text, z.tuple([z.literal(sort), z.literal(order), values[sort], rowId]));
  return valid && { sort, order, value: valid[2], id: valid[3] };
}

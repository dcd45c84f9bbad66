import { z } from 'zod';
import type { OrderSort } from '@supplier/contracts/orders';
import { rowId } from '@supplier/contracts/common';
import { cursorTimestamp, decodeCursorJson, encodeCursorJson } from '../../lib/page-cursor';

/**
 * The keyset of an orders page: the sort value and id of its last row, and the sort and
 * direction it belongs to (a cursor of another sort is refused). Opaque to clients (base64url JSON).
 */
export interface OrdersCursor {
  sort: OrderSort;
  order: 'asc' | 'desc';
  value: string | number;
  id: number;
}

const values: Record<OrderSort, z.ZodType<string | number>> = {
  created_at: cursorTimestamp,
  total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
};

export function encodeOrdersCursor(cursor: OrdersCursor): string {
  return encodeCursorJson([cursor.sort, cursor.order, cursor.value, cursor.id]);
}

/** The cursor, or null when it is malformed or made for another sort. */
export function decodeOrdersCursor(text: string, sort: OrderSort, order: 'asc' | 'desc'): OrdersCursor | null {
  const valid = decodeCursorJson(text, z.tuple([z.literal(sort), z.literal(order), values[sort], rowId]));
  return valid && { sort, order, value: valid[2], id: valid[3] };
}

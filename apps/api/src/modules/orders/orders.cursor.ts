import { z } from 'zod';
import type { OrderSort } from '@supplier/contracts/orders';
import { pgTimestampText } from '../catalog/products.cursor';

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
  created_at: pgTimestampText,
  total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
};

export function encodeOrdersCursor(cursor: OrdersCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor, or null when it is malformed or made for another sort. */
export function decodeOrdersCursor(text: string, sort: OrderSort, order: 'asc' | 'desc'): OrdersCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const shape = z.tuple([
    z.literal(sort),
    z.literal(order),
    values[sort],
    z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  ]);
  const valid = shape.safeParse(parsed);
  return valid.success ? { sort, order, value: valid.data[2], id: valid.data[3] } : null;
}

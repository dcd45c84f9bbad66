import { z } from 'zod';
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

/** A PostgreSQL timestamptz as text (`2026-11-24 06:34:34.123456+00`) that names a real instant. */
export const pgTimestampText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/)
  .refine((value) => {
    const [date, time] = value.split(/[ T]/) as [string, string];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hours, minutes, seconds] = time.slice(0, 8).split(':').map(Number) as [number, number, number];
    const real = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1 &&
      real.getUTCMonth() === month - 1 &&
      real.getUTCDate() === day &&
      hours < 24 &&
      minutes < 60 &&
      seconds < 60
    );
  });

/** Each sort's value as its column can compare it: the decoded cursor is input like any other. */
const values: Record<ProductSort, z.ZodType<string | number>> = {
  created_at: pgTimestampText,
  price: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  stock: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  name: z
    .string()
    .max(300)
    .refine((value) => !value.includes('\u0000')),
};

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
  const shape = z.tuple([
    z.literal(sort),
    z.literal(order),
    values[sort],
    z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  ]);
  const valid = shape.safeParse(parsed);
  return valid.success ? { sort, order, value: valid.data[2], id: valid.data[3] } : null;
}

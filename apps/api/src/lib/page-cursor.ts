import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@supplier/contracts/cursor';

/**
 * The checks every keyset cursor's contents go through (products, orders, reviews, chats): a
 * cursor comes back from the client, so what it decodes to is input like any other and must be
 * a value its column can compare, or the list answers 422 `invalid_cursor` instead of a 500.
 */

/** The hours of a UTC offset PostgreSQL takes (±15:59). */
const OFFSET_HOURS_MAX = 15;

/**
 * A timestamptz as PostgreSQL writes it (`2026-11-24 06:34:34.123456+00`) or as an ISO string
 * (`2026-11-24T06:34:34.123Z`) that names a real instant: a calendar day that exists, a time of
 * day, an offset PostgreSQL takes, and a four-digit year, which both PostgreSQL and JavaScript hold.
 */
export const cursorTimestamp = z
  .string()
  // abort: the refinement reads the parts the pattern guarantees
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/, { abort: true })
  .refine((value) => {
    const [date, time] = value.split(/[ T]/) as [string, string];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hours, minutes, seconds] = time.slice(0, 8).split(':').map(Number) as [number, number, number];
    const offset = /[+-](\d{2}):?(\d{2})?$/.exec(time);
    const real = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1 &&
      real.getUTCMonth() === month - 1 &&
      real.getUTCDate() === day &&
      hours < 24 &&
      minutes < 60 &&
      seconds < 60 &&
      (!offset || (Number(offset[1]) <= OFFSET_HOURS_MAX && Number(offset[2] ?? 0) < 60))
    );
  });

/** What a cursor made by `encodeCursorJson` holds, checked against `shape`; null when it is anything else. */
export function decodeCursorJson<T>(text: string, shape: z.ZodType<T>): T | null {
  const parsed = decodeCursor(text);
  if (parsed === undefined) return null;
  const valid = shape.safeParse(parsed);
  return valid.success ? valid.data : null;
}

/** A cursor of a JSON value, opaque to clients (base64url): the contracts' one codec. */
export const encodeCursorJson: (value: unknown) => string = encodeCursor;

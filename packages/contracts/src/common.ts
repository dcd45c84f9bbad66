import { z } from 'zod';
import { locales } from './constants';

/** The error shape every failing call answers (SPEC section 8, ARCHITECTURE rule 4). */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * A whole number that may come as text (path, query, form): a JSON number, or decimal digits
 * with an optional minus. `0x10`, `1e3`, ` 7`, `true` and `[]` are refused, not coerced.
 */
export function decimal<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value),
    schema,
  );
}

/**
 * The largest row id, and the largest whole number a path or query takes: ids are PostgreSQL
 * `integer`s, which refuse to compare with anything larger (a 500 otherwise).
 */
export const ID_MAX = 2_147_483_647;

/** A row id in a JSON body: 1 to `ID_MAX`. */
export const rowId = z.number().int().min(1).max(ID_MAX);

/** A row id in a path or query, as text or a number: `rowId`. */
export const idParam = decimal(rowId);
export const idParams = z.object({ id: idParam });

/** A query parameter that may be left out or sent empty (`?store_id=`): both mean "not given". */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const paginationMeta = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export const pageQuery = z.object({
  page: decimal(z.number().int().min(1).max(ID_MAX).default(1)),
  per_page: decimal(z.number().int().min(1).max(100).default(15)),
});

export const messageResponse = z.object({ message: z.string() });

export const localeSchema = z.enum(locales);

/**
 * Where a request value holds U+0000, which no PostgreSQL text or jsonb can store: the paths
 * (`a.b.0`) of such strings and object keys. Any such input is refused as a whole. Iterative, so
 * a deeply nested body cannot exhaust the stack.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path.join('.') || '_');
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) found.push([...path, '_key'].join('.'));
        else pending.push([child, [...path, key]]);
      }
    }
  }
  return found;
}

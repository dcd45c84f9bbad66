import type { Locale } from '@supplier/contracts/constants';
import { AppError, httpErrors } from '../../errors';
import { catalogText } from './catalog.messages';

type CatalogKey = Parameters<typeof catalogText>[1];

/** A 422 with one field's text (also the message). */
export function fieldError(locale: Locale, field: string, key: CatalogKey, params?: Record<string, string | number>) {
  const text = catalogText(locale, key, params);
  return httpErrors.unprocessable(key, text, { [field]: [text] });
}

export function notFound(locale: Locale, key: CatalogKey): AppError {
  return httpErrors.notFound(catalogText(locale, key));
}

export function conflict(locale: Locale, key: CatalogKey, params?: Record<string, string | number>, field?: string) {
  const text = catalogText(locale, key, params);
  return httpErrors.conflict(key, text, field ? { [field]: [text] } : undefined);
}

function pgError(error: unknown, code: string): { constraint?: string } | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const found = e as { code?: string; constraint?: string };
    if (found.code === code) return found;
  }
  return null;
}

/** Postgres unique_violation of `constraint` (any when not given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgError(error, '23505');
  return Boolean(found && (!constraint || !found.constraint || found.constraint === constraint));
}

/** Postgres check_violation of `constraint`. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const found = pgError(error, '23514');
  return Boolean(found && found.constraint === constraint);
}

/** Postgres numeric_value_out_of_range (e.g. a price past bigint). */
export function isOutOfRange(error: unknown): boolean {
  return Boolean(pgError(error, '22003'));
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

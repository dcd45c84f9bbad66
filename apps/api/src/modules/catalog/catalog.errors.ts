import type { z } from 'zod';
import { catalogIssueText } from '@supplier/contracts/categories';
import type { Locale } from '@supplier/contracts/constants';
import type { IssueLike } from '@supplier/contracts/messages';
import { AppError, httpErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { catalogText } from './catalog.messages';

type CatalogKey = Parameters<typeof catalogText>[1];

/**
 * Parses `input` with a contracts schema; a failure is a 422 whose field errors read like the
 * route validation's (path joined with dots), in the catalog's words.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    (errors[path] ??= []).push(catalogIssueText(issue as unknown as IssueLike, locale));
  }
  return failValidation(locale, errors);
}

export function failValidation(locale: Locale, errors: Record<string, string[]>): never {
  throw httpErrors.validation(translate(locale, 'validation_failed'), errors);
}

/** A 422 with one field's text (also the message). */
export function fieldError(locale: Locale, field: string, key: CatalogKey, params?: Record<string, string | number>) {
  const text = catalogText(locale, key, params);
  return new AppError(422, key, text, { [field]: [text] });
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

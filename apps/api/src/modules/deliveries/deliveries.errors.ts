import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import { NP_ERROR, deliveriesIssueText } from '@supplier/contracts/deliveries';
import type { IssueLike } from '@supplier/contracts/messages';
import { NovaPoshtaError } from '../../drivers/novaposhta';
import { AppError, httpErrors } from '../../errors';
import { translate } from '../../i18n/messages';

/** Nova Poshta refused the key itself (not the request made with it). */
export function isKeyRejection(error: unknown): error is NovaPoshtaError {
  return (
    error instanceof NovaPoshtaError &&
    (error.code === 'novaposhta_invalid_key' || error.code === 'novaposhta_empty_key')
  );
}

/**
 * Any other Nova Poshta failure as an answer: no usable answer is 502 (504 on a timeout), a
 * refusal of the request is 422; the text is Nova Poshta's reason in the request's language.
 */
export function novaPoshtaFailure(error: unknown, locale: Locale): unknown {
  if (!(error instanceof NovaPoshtaError)) return error;
  const message = error.localizedMessage(locale);
  if (error.kind === 'timeout') return new AppError(504, NP_ERROR.timeout, message);
  if (error.kind === 'unavailable' || error.kind === 'malformed')
    return new AppError(502, NP_ERROR.unavailable, message);
  return new AppError(422, error.code, message);
}

/**
 * Parses `input` with a contracts schema; a failure is a 422 whose field errors read like the
 * route validation's (path joined with dots under `prefix`), in this domain's words.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown, locale: Locale, prefix = ''): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    (errors[path] ??= []).push(deliveriesIssueText(issue as unknown as IssueLike, locale));
  }
  return failValidation(locale, errors);
}

export function failValidation(locale: Locale, errors: Record<string, string[]>): never {
  throw httpErrors.validation(translate(locale, 'validation_failed'), errors);
}

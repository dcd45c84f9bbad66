import type { Locale } from '@supplier/contracts/constants';
import { translate } from './i18n/messages';

/** A failure the client should see: status, stable code, text already in the request's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const httpErrors = {
  validation: (message: string, fieldErrors: Record<string, string[]>) =>
    new AppError(422, 'validation_failed', message, fieldErrors),
  unauthorized: (message: string) => new AppError(401, 'unauthorized', message),
  forbidden: (code: string, message: string) => new AppError(403, code, message),
  notFound: (message: string) => new AppError(404, 'not_found', message),
  conflict: (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
    new AppError(409, code, message, fieldErrors),
  tooMany: (code: string, message: string, retryAfterSeconds: number) =>
    new AppError(429, code, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
};

/** A 422 with its texts per field (checks beyond the route schema: a category that is not a leaf, …). */
export function failValidation(locale: Locale, errors: Record<string, string[]>): never {
  throw httpErrors.validation(translate(locale, 'validation_failed'), errors);
}

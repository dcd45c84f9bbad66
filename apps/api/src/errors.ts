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

type FieldErrors = Record<string, string[]>;

/** The API's failures, by what went wrong (the only way to make one: ADR 0004). */
export const httpErrors = {
  badRequest: (code: string, message: string) => new AppError(400, code, message),
  unauthorized: (message: string) => new AppError(401, 'unauthorized', message),
  /** A machine-to-machine call whose signature, timestamp or secret does not hold. */
  badSignature: (code: string, message: string) => new AppError(401, code, message),
  /** A paid section without an active subscription. */
  paymentRequired: (code: string, message: string) => new AppError(402, code, message),
  forbidden: (code: string, message: string) => new AppError(403, code, message),
  notFound: (message: string) => new AppError(404, 'not_found', message),
  conflict: (code: string, message: string, fieldErrors?: FieldErrors) => new AppError(409, code, message, fieldErrors),
  tooLarge: (code: string, message: string, fieldErrors?: FieldErrors) => new AppError(413, code, message, fieldErrors),
  validation: (message: string, fieldErrors: FieldErrors) =>
    new AppError(422, 'validation_failed', message, fieldErrors),
  unprocessable: (code: string, message: string, fieldErrors?: FieldErrors) =>
    new AppError(422, code, message, fieldErrors),
  tooMany: (code: string, message: string, retryAfterSeconds: number) =>
    new AppError(429, code, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
  badGateway: (code: string, message: string) => new AppError(502, code, message),
  unavailable: (code: string, message: string) => new AppError(503, code, message),
  gatewayTimeout: (code: string, message: string) => new AppError(504, code, message),
  /** A failure about one field, its text under the field too (the status chosen by the caller: 413 or 422, …). */
  field: (status: number, code: string, field: string, message: string) =>
    new AppError(status, code, message, { [field]: [message] }),
  /** Another service's refusal passed on with its own status (the local simulators). */
  passedOn: (status: number, code: string, message: string) => new AppError(status, code, message),
};

/** A 422 with its texts per field (checks beyond the route schema: a category that is not a leaf, …). */
export function failValidation(locale: Locale, errors: Record<string, string[]>): never {
  throw httpErrors.validation(translate(locale, 'validation_failed'), errors);
}

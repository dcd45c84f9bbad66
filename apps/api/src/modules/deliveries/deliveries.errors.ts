import type { Locale } from '@supplier/contracts/constants';
import { NP_ERROR } from '@supplier/contracts/deliveries';
import { NovaPoshtaError } from '../../drivers/novaposhta';
import { httpErrors } from '../../errors';

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
  if (error.kind === 'timeout') return httpErrors.gatewayTimeout(NP_ERROR.timeout, message);
  if (error.kind === 'unavailable' || error.kind === 'malformed')
    return httpErrors.badGateway(NP_ERROR.unavailable, message);
  return httpErrors.unprocessable(error.code, message);
}

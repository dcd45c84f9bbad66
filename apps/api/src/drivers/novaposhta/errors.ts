import type { Locale } from '@supplier/contracts/constants';
import { addMessages } from '../../i18n/messages';

/** Nova Poshta's own error codes the product reacts to (errors[i] pairs with errorCodes[i]). */
export const NP_ERROR_CODES = {
  invalidKey: '20000200068',
  emptyKey: '20000200069',
  documentNotFound: '20000300415',
} as const;

/** Stable codes of NovaPoshtaError, for routes and logs. */
export type NovaPoshtaErrorCode =
  | 'novaposhta_invalid_key'
  | 'novaposhta_empty_key'
  | 'novaposhta_document_not_found'
  | 'novaposhta_no_sender'
  | 'novaposhta_error'
  | 'novaposhta_malformed'
  | 'novaposhta_timeout'
  | 'novaposhta_unavailable';

/**
 * rejected: Nova Poshta answered `success:false` (never retried);
 * malformed: the answer is not JSON or not the documented shape;
 * timeout / unavailable: no usable answer (network fault, HTTP 5xx or other non-2xx).
 */
export type NovaPoshtaErrorKind = 'rejected' | 'malformed' | 'timeout' | 'unavailable';

const text = addMessages({
  uk: {
    invalid_key: 'API-ключ Нової Пошти недійсний. Перевірте ключ у кабінеті Нової Пошти.',
    empty_key: 'Не вказано API-ключ Нової Пошти.',
    document_not_found: 'Документ Нової Пошти не знайдено.',
    no_sender: 'Нова Пошта не повернула відправника для цього ключа.',
    api_error: 'Нова Пошта повернула помилку: {{text}}',
    api_error_empty: 'Нова Пошта повернула помилку без опису.',
    malformed: 'Нова Пошта повернула некоректну відповідь.',
    timeout: 'Нова Пошта не відповіла вчасно. Спробуйте пізніше.',
    unavailable: 'Нова Пошта тимчасово недоступна. Спробуйте пізніше.',
  },
  en: {
    invalid_key: 'The Nova Poshta API key is invalid. Check the key in your Nova Poshta account.',
    empty_key: 'The Nova Poshta API key is missing.',
    document_not_found: 'The Nova Poshta document was not found.',
    no_sender: 'Nova Poshta returned no sender for this key.',
    api_error: 'Nova Poshta returned an error: {{text}}',
    api_error_empty: 'Nova Poshta returned an error without details.',
    malformed: 'Nova Poshta returned an invalid answer.',
    timeout: 'Nova Poshta did not answer in time. Try again later.',
    unavailable: 'Nova Poshta is temporarily unavailable. Try again later.',
  },
});

type TextKey = Parameters<typeof text>[1];

const textKeyByCode: Record<NovaPoshtaErrorCode, TextKey> = {
  novaposhta_invalid_key: 'invalid_key',
  novaposhta_empty_key: 'empty_key',
  novaposhta_document_not_found: 'document_not_found',
  novaposhta_no_sender: 'no_sender',
  novaposhta_error: 'api_error',
  novaposhta_malformed: 'malformed',
  novaposhta_timeout: 'timeout',
  novaposhta_unavailable: 'unavailable',
};

export interface NovaPoshtaErrorDetails {
  kind: NovaPoshtaErrorKind;
  /** `Model.method` that failed. */
  method: string;
  /** Nova Poshta's `errorCodes`, as sent. */
  npCodes?: string[];
  /** Nova Poshta's `errors`, the original texts. */
  npErrors?: string[];
  /** Nova Poshta's `warnings`, flattened to texts. */
  warnings?: string[];
  /** HTTP status when the failure was an HTTP one. */
  httpStatus?: number;
  cause?: unknown;
}

/** A Nova Poshta failure: the NP codes and texts as sent, plus a message for the user (Ukrainian by default). */
export class NovaPoshtaError extends Error {
  override readonly name = 'NovaPoshtaError';
  readonly kind: NovaPoshtaErrorKind;
  readonly method: string;
  readonly npCodes: string[];
  readonly npErrors: string[];
  readonly warnings: string[];
  readonly httpStatus?: number;

  constructor(
    readonly code: NovaPoshtaErrorCode,
    details: NovaPoshtaErrorDetails,
  ) {
    const npErrors = details.npErrors ?? [];
    super(localize('uk', code, npErrors, details.npCodes ?? []), { cause: details.cause });
    this.kind = details.kind;
    this.method = details.method;
    this.npCodes = details.npCodes ?? [];
    this.npErrors = npErrors;
    this.warnings = details.warnings ?? [];
    this.httpStatus = details.httpStatus;
  }

  /** The same message in the request's language. */
  localizedMessage(locale: Locale): string {
    return localize(locale, this.code, this.npErrors, this.npCodes);
  }

  /** True when the failure lies with the connection or NP's servers, not with the request. */
  get transient(): boolean {
    return this.kind === 'timeout' || this.kind === 'unavailable';
  }
}

function localize(locale: Locale, code: NovaPoshtaErrorCode, npErrors: string[], npCodes: string[]): string {
  if (code !== 'novaposhta_error') return text(locale, textKeyByCode[code]);
  const details = npErrors.length > 0 ? npErrors.join('; ') : npCodes.join(', ');
  return details ? text(locale, 'api_error', { text: details }) : text(locale, 'api_error_empty');
}

/**
 * Maps a `success:false` answer to the product's code: by NP code first, then by text when NP sent no code
 * (an answer `["API key incorrect"]` with empty errorCodes has been observed in the wild).
 */
export function rejectionCode(npCodes: string[], npErrors: string[]): NovaPoshtaErrorCode {
  if (npCodes.includes(NP_ERROR_CODES.invalidKey)) return 'novaposhta_invalid_key';
  if (npCodes.includes(NP_ERROR_CODES.emptyKey)) return 'novaposhta_empty_key';
  if (npCodes.includes(NP_ERROR_CODES.documentNotFound)) return 'novaposhta_document_not_found';
  if (npCodes.length === 0) {
    if (npErrors.some((t) => /api\s*key\s+is\s+empty/i.test(t))) return 'novaposhta_empty_key';
    if (
      npErrors.some((t) => /api\s*auth\s*fail|api\s*key\s+(is\s+)?(incorrect|invalid|expired|not\s+valid)/i.test(t))
    ) {
      return 'novaposhta_invalid_key';
    }
  }
  return 'novaposhta_error';
}

import type { Locale } from '@supplier/contracts/constants';

/** Server texts, by the request's X-LOCALE. Modules add their keys here. */
const messages = {
  uk: {
    server_error: 'Щось пішло не так.',
    validation_failed: 'Перевірте правильність заповнення полів.',
    unauthorized: 'Потрібно увійти в обліковий запис.',
    session_header: 'Доступ дозволено лише для кабінету постачальника.',
    not_found: 'Не знайдено.',
    rate_limited: 'Забагато запитів. Спробуйте через {{seconds}} с.',
    payload_too_large: 'Завеликий запит.',
    unsupported_media: 'Непідтримуваний формат запиту.',
    bad_request: 'Некоректний запит.',
    header_too_large: 'Завеликі заголовки запиту.',
    request_timeout: 'Час очікування запиту вичерпано.',
    upload_incomplete: 'Файл надійшов не повністю: передавання перервалося. Надішліть його ще раз.',
  },
  en: {
    server_error: 'Something went wrong.',
    validation_failed: 'Please check the highlighted fields.',
    unauthorized: 'Please sign in.',
    session_header: 'Access is allowed from the supplier panel only.',
    not_found: 'Not found.',
    rate_limited: 'Too many requests. Try again in {{seconds}} s.',
    payload_too_large: 'The request is too large.',
    unsupported_media: 'Unsupported request format.',
    bad_request: 'Bad request.',
    header_too_large: 'The request headers are too large.',
    request_timeout: 'The request timed out.',
    upload_incomplete: 'The file did not arrive whole: the upload was cut short. Send it again.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['uk'];

export type MessageParams = Record<string, string | number>;

/** Puts `{{name}}` params into a text. */
export function fillParams(text: string, params: MessageParams): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return fillParams(messages[locale][key], params);
}

/** Registers a module's own texts; keys must be new, and both languages are required. */
export function addMessages<K extends string>(
  extra: Record<Locale, Record<K, string>>,
): (locale: Locale, key: K, params?: MessageParams) => string {
  return (locale, key, params = {}) => fillParams(extra[locale][key], params);
}

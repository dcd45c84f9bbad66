/** Wire constants shared by the API and the panel; no zod here, so the web shell stays small. */
export const SESSION_HEADER = 'x-session';
export const SESSION_VALUE = 'supplier';
export const LOCALE_HEADER = 'x-locale';
export const locales = ['uk', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'uk';
/** The referrer earns this share of every paid platform service of an invited friend (PRODUCT.md section 4). */
export const REFERRAL_PERCENT = 25;

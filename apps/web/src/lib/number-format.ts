import i18next from 'i18next';

/**
 * Numbers, money and dates follow the interface language (ADR 0043): uk-UA in Ukrainian, en-GB
 * (1,234.5) in English. Read at each call from i18next, so every formatter agrees with the texts
 * around it and a language switch re-renders them with the translations.
 */
export type FormatLocale = 'uk-UA' | 'en-GB';

export const formatLocale = (): FormatLocale => (i18next.language === 'en' ? 'en-GB' : 'uk-UA');

const cache = new Map<string, Intl.NumberFormat>();

/** Intl's number format for the interface language, kept per options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = formatLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * Intl groups thousands with a no-break space (U+00A0, or U+202F in some ICU versions) in uk-UA;
 * a plain space makes the text the same on every runtime and as the API's. Keep it on one line with CSS.
 */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/** `1 234,5` / `1,234.5`: at most `fractionDigits` decimals (1 unless given). */
export function formatNumber(value: number, fractionDigits = 1): string {
  return plainSpaces(numberFormat({ maximumFractionDigits: fractionDigits }).format(value));
}

/** `102,8 %` in Ukrainian (a space before the sign), `102.8%` in English. */
export function formatPercent(value: number, fractionDigits = 1): string {
  const digits = formatNumber(value, fractionDigits);
  return formatLocale() === 'uk-UA' ? `${digits} %` : `${digits}%`;
}

/** `60 тис.` / `60K`: short figures for chart axes. */
export function formatCompact(value: number): string {
  return plainSpaces(numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value));
}

/**
 * Money is kept in kopiyky (integers); the API answers hryvnias as numbers with at most two
 * decimals plus a formatted text (PRODUCT.md, "Money"). The API and the panel format with this
 * one function so both read the same.
 */

import type { Locale } from './constants';

/**
 * A team member's call moving money out carries the code of `requestMoneyConfirmation` (issue 34,
 * ADR 0045); the account holder's calls need none. Here, not beside the schemas, so the panel's
 * shell reads it without zod (ADR 0028).
 */
export const MONEY_CONFIRMATION_HEADER = 'x-confirmation-code';

const whole = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 });
const fractional = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 499.5 → 49950; only for amounts already checked (`hryvniaAmount`, the products' price schema). */
export function hryvniasToKopiyky(hryvnias: number): number {
  return Math.round(hryvnias * 100);
}

/** An amount of hryvnias with at most two decimals (whole kopiyky). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Hryvnias as the API answers them: 49950 → 499.5. */
export function kopiykyToHryvnias(kopiyky: number): number {
  return Math.round(kopiyky) / 100;
}

/**
 * `1 234,50 грн`, `499 грн`, `0 грн`: uk-UA digits, two decimals only when there are kopiyky.
 * Intl groups thousands with a no-break space (U+00A0, or U+202F in some ICU versions); it is
 * replaced by a plain space so the text is the same on every runtime and matches SPEC's
 * `0 грн` byte for byte. Keep the pill from wrapping with CSS (`white-space: nowrap`).
 */
export function formatMoney(kopiyky: number): string {
  const value = Math.round(kopiyky);
  const digits = value % 100 === 0 ? whole.format(value / 100) : fractional.format(value / 100);
  return `${digits} грн`.replace(/[\u00a0\u202f]/g, ' ');
}

const english = (digits: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'UAH',
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const englishWhole = english(0);
const englishFractional = english(2);

/**
 * Money in a language (ADR 0043): `formatMoney`'s uk-UA text in Ukrainian, `UAH 1,234.50` /
 * `UAH 499` in English, for sentences written in the request's or the interface's language. The
 * English code and digits keep Intl's no-break space, so a narrow card never breaks `UAH` from them.
 */
export function formatMoneyIn(kopiyky: number, locale: Locale): string {
  if (locale === 'uk') return formatMoney(kopiyky);
  const value = Math.round(kopiyky);
  return value % 100 === 0 ? englishWhole.format(value / 100) : englishFractional.format(value / 100);
}

import { hasAtMostTwoDecimals } from '@supplier/contracts/money';

/**
 * Amounts as a supplier types them: `250`, `250,5`, `1 234,50`, `1234.50`. Hryvnias with at most
 * two decimals (PRODUCT.md "Money"); the API rejects a third decimal, zero and negatives.
 */

export type AmountProblem = 'required' | 'format' | 'negative' | 'decimals' | 'min' | 'max' | 'available';

/** The typed text as a number of hryvnias, or null when it is not a plain positive number. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

export interface AmountLimits {
  min: number;
  max: number;
  /** What the source balance holds; more than this is refused before asking the server. */
  available?: number;
}

/** The first rule the text breaks, or null when it is a valid amount within the limits. */
export function amountProblem(text: string, { min, max, available }: AmountLimits): AmountProblem | null {
  if (!text.trim()) return 'required';
  const value = parseAmount(text);
  // «−5» is a number below zero, not a malformed one: the refusal names that rule (issue 17, item 11)
  if (value === null) return parseAmount(text.replace(/^\s*[-−]/, '')) === null ? 'format' : 'negative';
  if (!hasAtMostTwoDecimals(value)) return 'decimals';
  if (value < min || value <= 0) return 'min';
  if (value > max) return 'max';
  if (available !== undefined && value > available + 1e-9) return 'available';
  return null;
}

/** Hryvnias rounded to kopiyky, as the API takes them. */
export const roundHryvnias = (value: number): number => Math.round(value * 100) / 100;

/**
 * Payout amounts as a supplier types them: `250`, `250,5`, `1 234,50`. Hryvnias with at most two
 * decimals (PRODUCT.md "Money").
 */

export type AmountProblem = 'required' | 'format' | 'decimals' | 'min' | 'max' | 'available';

/** The typed text as a number of hryvnias, or null when it is not a plain positive number. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The first rule the text breaks, or null when it is a valid amount within the limits. */
export function amountProblem(
  text: string,
  { min, max, available }: { min: number; max: number; available?: number },
): AmountProblem | null {
  if (!text.trim()) return 'required';
  const value = parseAmount(text);
  if (value === null) return 'format';
  if (!hasAtMostTwoDecimals(value)) return 'decimals';
  if (value < min) return 'min';
  if (value > max) return 'max';
  if (available !== undefined && value > available + 1e-9) return 'available';
  return null;
}

/** Hryvnias rounded to kopiyky, as the API takes them. */
export const roundHryvnias = (value: number): number => Math.round(value * 100) / 100;

import { formatMoney as formatKopiyky } from '@supplier/contracts/money';

/** PRODUCT.md "Money" and SPEC section 9: the default currency text. */
export const EMPTY_MONEY = '0 грн';

/**
 * Hryvnias as the API answers them (`499.5`) as uk-UA text: `1 234,50 грн`, `499 грн`.
 * Missing or non-numeric amounts read `0 грн`. Formatting is the contracts' one function.
 */
export function formatMoney(hryvnias: number | string | null | undefined): string {
  const value = typeof hryvnias === 'string' ? Number(hryvnias) : hryvnias;
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_MONEY;
  return formatKopiyky(Math.round(value * 100));
}

/** A formatted amount from the API, or `0 грн` when the API gave none. */
export function moneyText(formatted: string | null | undefined): string {
  return formatted && formatted.trim() ? formatted : EMPTY_MONEY;
}

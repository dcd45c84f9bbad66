import { formatMoneyIn } from '@supplier/contracts/money';
import { formatCompact, formatLocale } from './number-format';

/**
 * Hryvnias as the API answers them (`499.5`) in the interface language (ADR 0043), by the contracts'
 * one function: `1 234,50 грн` in Ukrainian (the API's `*_format` text), `UAH 1,234.50` in English.
 * Two decimals only when there are kopiyky. Missing or non-numeric amounts read as 0.
 */
export function formatHryvnias(hryvnias: number | string | null | undefined): string {
  const parsed = typeof hryvnias === 'string' ? Number(hryvnias) : hryvnias;
  const value = parsed === null || parsed === undefined || !Number.isFinite(parsed) ? 0 : parsed;
  return formatMoneyIn(Math.round(value * 100), formatLocale() === 'uk-UA' ? 'uk' : 'en');
}

/** `60 тис. грн` / `UAH 60K` on a chart's axis. */
export function formatShortMoney(hryvnias: number): string {
  return formatLocale() === 'uk-UA' ? `${formatCompact(hryvnias)} грн` : `UAH\u00a0${formatCompact(hryvnias)}`;
}

/** `+1 234,50 грн` for income, `-150 грн` for spending: the amount as the API signs it. */
export function formatSignedMoney(hryvnias: number | string): string {
  const value = Number(hryvnias);
  return value > 0 ? `+${formatHryvnias(value)}` : value < 0 ? `-${formatHryvnias(-value)}` : formatHryvnias(0);
}

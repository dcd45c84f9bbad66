import type { TFunction } from 'i18next';
import { formatHryvnias } from '@/lib/money-format';
import { amountProblem, type AmountLimits } from '@/lib/amount';

/** react-hook-form `validate` for an amount field: true, or the text of the first broken rule. */
export function amountValidator(t: TFunction<'balances'>, limits: () => AmountLimits) {
  return (text: string): true | string => {
    const current = limits();
    const problem = amountProblem(text, current);
    if (!problem) return true;
    const amount =
      problem === 'min'
        ? formatHryvnias(current.min)
        : problem === 'max'
          ? formatHryvnias(current.max)
          : formatHryvnias(current.available ?? 0);
    return t(`amount.errors.${problem}`, { amount });
  };
}

/** The API's own texts for a refused movement: 422 `errors.amount`, or `insufficient_funds` (main | services). */
export function serverAmountError(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { message, code, errors } = body as { message?: unknown; code?: unknown; errors?: Record<string, unknown> };
  const list = (key: string) =>
    Array.isArray(errors?.[key]) ? (errors![key] as unknown[]).filter((text) => typeof text === 'string') : [];
  if (code === 'insufficient_funds') {
    const title = typeof message === 'string' ? message : '';
    const detail = [...list('main'), ...list('services')].join(' ');
    if (!title || !detail) return title || detail || null;
    return `${title}${/[.!?…]$/.test(title) ? '' : '.'} ${detail}`;
  }
  const amount = list('amount');
  return amount.length > 0 ? amount.join(' ') : null;
}

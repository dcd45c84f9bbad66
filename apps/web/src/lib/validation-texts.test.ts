import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, type IssueLike } from '@supplier/contracts/messages';
import { hryvniaAmount } from '@supplier/contracts/money-ledger';
import { amountProblem } from './amount';

/** The text the API answers (and the forms show) for the first issue of `value` against `schema`. */
function refusal(schema: z.ZodType, value: unknown, locale: 'uk' | 'en' = 'uk'): string {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return issueMessage(result.error.issues[0] as IssueLike, locale);
}

describe('validation texts (issue 17)', () => {
  it('item 10: counted limits take the Ukrainian plural form of the number (one / few / many)', () => {
    expect(refusal(z.string().min(2), 'а')).toBe('Мінімум 2 символи.');
    expect(refusal(z.string().min(5), 'а')).toBe('Мінімум 5 символів.');
    expect(refusal(z.string().min(21), 'а')).toBe('Мінімум 21 символ.');
    expect(refusal(z.string().max(22), 'а'.repeat(23))).toBe('Максимум 22 символи.');
    expect(refusal(z.string().max(255), 'а'.repeat(256))).toBe('Максимум 255 символів.');
    expect(refusal(z.string().min(2), 'a', 'en')).toBe('At least 2 characters.');
  });

  it('item 11: a refused amount names the rule it broke: not negative, two decimals, the largest amount', () => {
    const amount = hryvniaAmount({ min: 0, max: 1_000_000 });
    expect(refusal(amount, '-5')).toBe("Значення не може бути від'ємним.");
    expect(refusal(amount, '1,234')).toBe('Сума може мати не більше двох знаків після коми.');
    expect(refusal(amount, 1_000_001)).toBe('Значення має бути не більше 1000000.');
    expect(refusal(hryvniaAmount(), '−5')).toBe('Значення має бути не менше 0.01.');
    // the panel's own amount fields refuse before the server, with the same rule
    expect(amountProblem('-5', { min: 0.01, max: 1_000_000 })).toBe('negative');
    expect(amountProblem('−250,50', { min: 0.01, max: 1_000_000 })).toBe('negative');
    expect(amountProblem('1,234', { min: 0.01, max: 1_000_000 })).toBe('decimals');
    expect(amountProblem('1000000,01', { min: 0.01, max: 1_000_000 })).toBe('max');
    expect(amountProblem('abc', { min: 0.01, max: 1_000_000 })).toBe('format');
  });
});

import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount, roundHryvnias } from './amount';

describe('parseAmount', () => {
  it('reads amounts as suppliers type them', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount('250,5')).toBe(250.5);
    expect(parseAmount('1 234,50')).toBe(1234.5);
    expect(parseAmount('1\u00a0234.50')).toBe(1234.5);
  });

  it('refuses anything that is not a plain positive number', () => {
    for (const text of ['', 'abc', '-5', '1,2,3', '1e3', '12.']) expect(parseAmount(text)).toBeNull();
  });
});

describe('amountProblem', () => {
  const limits = { min: 1, max: 100_000 };
  it('names the first broken rule', () => {
    expect(amountProblem('', limits)).toBe('required');
    expect(amountProblem('x', limits)).toBe('format');
    expect(amountProblem('12,345', limits)).toBe('decimals');
    expect(amountProblem('0,5', limits)).toBe('min');
    expect(amountProblem('100000,01', limits)).toBe('max');
    expect(amountProblem('300,01', { ...limits, available: 300 })).toBe('available');
  });

  it('accepts amounts within the limits', () => {
    expect(amountProblem('1', limits)).toBeNull();
    expect(amountProblem('100 000', limits)).toBeNull();
    expect(amountProblem('300', { ...limits, available: 300 })).toBeNull();
    expect(amountProblem('0,01', { min: 0.01, max: 10 })).toBeNull();
    expect(amountProblem('0', { min: 0, max: 10 })).toBe('min');
  });

  it('rounds to kopiyky', () => {
    expect(roundHryvnias(0.1 + 0.2)).toBe(0.3);
  });
});

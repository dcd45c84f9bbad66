import { describe, expect, it } from 'vitest';
import { EMPTY_MONEY, formatMoney, moneyText } from './money-format';
import { formatDate, formatDateTime, formatTime } from './date-format';

describe('formatMoney', () => {
  it('formats hryvnias for uk-UA with plain spaces', () => {
    expect(formatMoney(1234.5)).toBe('1 234,50 грн');
    expect(formatMoney(499)).toBe('499 грн');
    expect(formatMoney(0)).toBe('0 грн');
    expect(formatMoney('12.3')).toBe('12,30 грн');
  });

  it('reads missing amounts as 0 грн', () => {
    expect(formatMoney(null)).toBe(EMPTY_MONEY);
    expect(formatMoney(undefined)).toBe(EMPTY_MONEY);
    expect(formatMoney(Number.NaN)).toBe(EMPTY_MONEY);
    expect(moneyText('')).toBe('0 грн');
    expect(moneyText('5 грн')).toBe('5 грн');
  });
});

describe('dates in Europe/Kyiv', () => {
  it('formats dd.MM.yyyy and HH:mm whatever the machine zone', () => {
    // 21:30 UTC on 31 Dec is 23:30 in Kyiv (UTC+2 in winter).
    expect(formatDate('2024-12-31T21:30:00Z')).toBe('31.12.2024');
    expect(formatTime('2024-12-31T21:30:00Z')).toBe('23:30');
    // 22:15 UTC on 30 Jun is 01:15 on 1 Jul in Kyiv (UTC+3 in summer).
    expect(formatDateTime('2024-06-30T22:15:00Z')).toBe('01.07.2024 01:15');
  });

  it('reads the hour after midnight as 00, from a Date or a timestamp too', () => {
    expect(formatDateTime(new Date('2024-12-31T22:05:00Z'))).toBe('01.01.2025 00:05');
    expect(formatTime(Date.UTC(2024, 0, 9, 22, 0))).toBe('00:00');
  });

  it('returns an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

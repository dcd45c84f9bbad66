import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatHryvnias, formatShortMoney, formatSignedMoney } from './money-format';
import { formatCompact, formatNumber, formatPercent } from './number-format';
import { formatDate, formatDateTime, formatShortDay, formatTime } from './date-format';

beforeAll(async () => {
  await i18next.init({ lng: 'uk', resources: {}, showSupportNotice: false });
});
afterEach(async () => {
  await i18next.changeLanguage('uk');
});
const inEnglish = () => i18next.changeLanguage('en');

describe('formatHryvnias', () => {
  it('formats hryvnias for uk-UA with plain spaces, as the API does', () => {
    expect(formatHryvnias(1234.5)).toBe('1 234,50 грн');
    expect(formatHryvnias(499)).toBe('499 грн');
    expect(formatHryvnias(0)).toBe('0 грн');
    expect(formatHryvnias('12.3')).toBe('12,30 грн');
    expect(formatHryvnias(1_234_567.89)).toBe('1 234 567,89 грн');
  });

  it('reads missing amounts as 0', () => {
    expect(formatHryvnias(null)).toBe('0 грн');
    expect(formatHryvnias(undefined)).toBe('0 грн');
    expect(formatHryvnias(Number.NaN)).toBe('0 грн');
  });

  it('in English: UAH, comma grouping, a decimal point, no «грн»', async () => {
    await inEnglish();
    expect(formatHryvnias(1234.5)).toBe('UAH\u00a01,234.50');
    expect(formatHryvnias(499)).toBe('UAH\u00a0499');
    expect(formatHryvnias(null)).toBe('UAH\u00a00');
    expect(formatHryvnias(1_234_567.89)).toBe('UAH\u00a01,234,567.89');
  });

  it('signs income and spending, and shortens axis figures, in either language', async () => {
    expect(formatSignedMoney(1234.5)).toBe('+1 234,50 грн');
    expect(formatSignedMoney(-150)).toBe('-150 грн');
    expect(formatShortMoney(60_000)).toBe('60 тис. грн');
    await inEnglish();
    expect(formatSignedMoney(-150)).toBe('-UAH\u00a0150');
    expect(formatSignedMoney('20.5')).toBe('+UAH\u00a020.50');
    expect(formatShortMoney(60_000)).toMatch(/^UAH\u00a060K$/i); // ICU versions differ in the letter's case
  });
});

describe('numbers and percentages', () => {
  it('group and point per language', async () => {
    expect(formatNumber(1234.56)).toBe('1 234,6');
    expect(formatPercent(102.8)).toBe('102,8 %');
    expect(formatCompact(1500)).toBe('1,5 тис.');
    await inEnglish();
    expect(formatNumber(1234.56)).toBe('1,234.6');
    expect(formatNumber(1234.567, 2)).toBe('1,234.57');
    expect(formatPercent(102.8)).toBe('102.8%');
    expect(formatCompact(1500)).toMatch(/^1\.5K$/i);
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

  it('in English: the Kyiv day with the month in words, the same 24-hour time', async () => {
    await inEnglish();
    expect(formatDate('2024-12-31T21:30:00Z')).toBe('31 Dec 2024');
    expect(formatDateTime('2024-06-30T22:15:00Z')).toBe('1 Jul 2024 01:15');
    expect(formatShortDay('2026-03-10')).toBe('10 Mar');
    expect(formatDate('not a date')).toBe('');
  });

  it('chart days read dd.MM in Ukrainian', () => {
    expect(formatShortDay('2026-03-10')).toBe('10.03');
  });
});

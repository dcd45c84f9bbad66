import { describe, expect, it } from 'vitest';
import { customRangeProblem, periodFromAddress, periodToAddress } from './period';

describe('dashboard period in the address', () => {
  it('reads fixed and custom periods, and falls back to 7 days on anything else', () => {
    expect(periodFromAddress(new URLSearchParams('period=30d'))).toEqual({ period: '30d' });
    expect(periodFromAddress(new URLSearchParams(''))).toEqual({ period: '7d' });
    expect(periodFromAddress(new URLSearchParams('period=year'))).toEqual({ period: '7d' });
    expect(periodFromAddress(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      period: 'custom',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
    expect(periodFromAddress(new URLSearchParams('period=custom&from=2026-02-01&to=2026-01-31'))).toEqual({
      period: '7d',
    });
  });

  it('writes the period back, the default leaving the address clean', () => {
    expect(periodToAddress(new URLSearchParams('period=30d'), { period: '7d' }).toString()).toBe('');
    expect(
      periodToAddress(new URLSearchParams(''), {
        period: 'custom',
        date_from: '2026-01-01',
        date_to: '2026-01-02',
      }).toString(),
    ).toBe('period=custom&from=2026-01-01&to=2026-01-02');
  });

  it('tells why a custom range cannot be asked for', () => {
    expect(customRangeProblem('', '2026-01-01')).toBe('incomplete');
    expect(customRangeProblem('2026-01-02', '2026-01-01')).toBe('order');
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toBe('too_long');
    expect(customRangeProblem('2025-01-01', '2026-01-01')).toBeNull();
  });
});

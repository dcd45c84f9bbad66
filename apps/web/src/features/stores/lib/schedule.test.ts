import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SCHEDULE } from '@supplier/contracts/stores';
import { hoursOf, kyivWeekday } from './schedule';

describe('store schedule', () => {
  it("reads today's weekday in Kyiv, whatever the machine's zone", () => {
    // 2025-03-02 23:30 UTC is already Monday 01:30 in Kyiv
    expect(kyivWeekday(new Date('2025-03-02T23:30:00Z'))).toBe('mon');
    expect(kyivWeekday(new Date('2025-03-08T12:00:00Z'))).toBe('sat');
  });

  it('answers the hours of a working day and null on a day off', () => {
    expect(hoursOf(DEFAULT_STORE_SCHEDULE, 'mon')).toBe('09:00–18:00');
    expect(hoursOf(DEFAULT_STORE_SCHEDULE, 'sat')).toBe('10:00–16:00');
    expect(hoursOf(DEFAULT_STORE_SCHEDULE, 'sun')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatUaPhone, normalizeUaPhone } from '@/components/ui/phone-input';
import { formatCountdown } from '../hooks/use-countdown';
import { safeRedirect } from './redirect';

describe('normalizeUaPhone', () => {
  it.each([
    ['0501234567', '+380501234567'],
    ['050 123 45 67', '+380501234567'],
    ['380501234567', '+380501234567'],
    ['+380501234567', '+380501234567'],
    [' +380 (50) 123-45-67 ', '+380501234567'],
    ['80501234567', '+380501234567'],
    ['501234567', '+380501234567'],
  ])('%s → %s', (typed, e164) => {
    expect(normalizeUaPhone(typed)).toBe(e164);
  });

  it.each(['', '12345', '+1 202 555 0100', '+501234567', '05012345678', '+380 50 123 45 6x', 'user@example.com'])(
    'refuses %s',
    (typed) => {
      expect(normalizeUaPhone(typed)).toBeNull();
    },
  );

  it('formats valid numbers and leaves the rest as typed', () => {
    expect(formatUaPhone('0501234567')).toBe('+380 50 123 45 67');
    expect(formatUaPhone('0501234567', { nowrap: true })).toBe('+380\u00a050\u00a0123\u00a045\u00a067');
    expect(formatUaPhone('12')).toBe('12');
  });
});

describe('safeRedirect', () => {
  const origin = 'https://panel.example';
  it.each([
    ['/orders', '/orders'],
    ['/products/list?page=2#top', '/products/list?page=2#top'],
  ])('keeps %s', (raw, path) => {
    expect(safeRedirect(raw, origin)).toBe(path);
  });

  it.each([
    null,
    '',
    'orders',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth/login',
    '/auth',
  ])('drops %s', (raw) => {
    expect(safeRedirect(raw, origin)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
  });
});

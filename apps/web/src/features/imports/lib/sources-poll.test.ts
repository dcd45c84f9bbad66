import { describe, expect, it } from 'vitest';
import type { ImportSource } from '@supplier/contracts/imports';
import { CHECKING_POLL_MS, DUE_POLL_MS, OPEN_RUNS_POLL_MS, sourcesPollMs } from './sources-poll';

const now = Date.parse('2026-11-26T07:00:00Z');
const source = (change: Partial<ImportSource> = {}): ImportSource => ({
  id: 1,
  url: 'https://shop.example/feed.xml',
  schedule: 'hourly',
  deactivate_missing: false,
  key_field: 'sku',
  checking: false,
  checked_at: '2026-11-26T06:40:00Z',
  next_check_at: '2026-11-26T07:40:00Z',
  last_result: 'unchanged',
  error: null,
  last_import: null,
  created_at: '2026-11-25T10:00:00Z',
  ...change,
});

describe('sourcesPollMs: the open imports list follows the schedule', () => {
  it('asks when the first next check comes due, so a scheduled sync shows without a reload', () => {
    const daily = source({ id: 2, schedule: 'daily', next_check_at: '2026-11-27T06:00:00Z' });
    expect(sourcesPollMs([daily, source()], now)).toBe(40 * 60_000);
  });

  it('past the next check, asks every 30 s until the schedule’s round has checked it', () => {
    expect(sourcesPollMs([source({ next_check_at: '2026-11-26T06:59:00Z' })], now)).toBe(DUE_POLL_MS);
  });

  it('soon while a check or the run it started is under way; never without sources', () => {
    expect(sourcesPollMs([source(), source({ id: 2, checking: true })], now)).toBe(CHECKING_POLL_MS);
    expect(sourcesPollMs([source({ last_import: { id: 9, status: 'running' } })], now)).toBe(OPEN_RUNS_POLL_MS);
    expect(sourcesPollMs([source({ last_import: { id: 9, status: 'done' } })], now)).toBe(40 * 60_000);
    expect(sourcesPollMs([], now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { filtersActive, queryOf, rangeInvalid, readParams, writeParams } from './list-params';

describe('the returns list in the address', () => {
  it('opens on the new requests, and keeps only what differs from the defaults', () => {
    const params = readParams(new URLSearchParams(''));
    expect(params).toEqual({
      tab: 'requested',
      search: '',
      reason: '',
      kind: '',
      date_from: '',
      date_to: '',
      order: '',
    });
    expect(writeParams(params).toString()).toBe('');
    expect(writeParams({ ...params, tab: 'all', reason: 'defect' }).toString()).toBe('tab=all&reason=defect');
  });

  it('drops values that are not the list’s own (an unknown tab, reason, kind, a malformed day)', () => {
    const params = readParams(
      new URLSearchParams('tab=lost&reason=broken&kind=gift&date_from=2026-13&date_to=2026-11-20&order=up'),
    );
    expect(params).toMatchObject({
      tab: 'requested',
      reason: '',
      kind: '',
      date_from: '',
      date_to: '2026-11-20',
      order: '',
    });
  });

  it('asks the API for the tab, the trimmed search, the set filters and the cursor only', () => {
    const params = readParams(new URLSearchParams('tab=in_transit&search=%20 0501 %20&kind=exchange&order=asc'));
    expect(queryOf(params, undefined)).toEqual({ tab: 'in_transit', search: '0501', kind: 'exchange', order: 'asc' });
    expect(queryOf(params, 'abc')).toMatchObject({ cursor: 'abc' });
  });

  it('knows a set filter and an end date before the start', () => {
    const params = readParams(new URLSearchParams('date_from=2026-11-20&date_to=2026-11-19'));
    expect(filtersActive(params)).toBe(true);
    expect(rangeInvalid(params)).toBe(true);
    expect(rangeInvalid({ ...params, date_to: '2026-11-20' })).toBe(false);
    expect(filtersActive(readParams(new URLSearchParams('tab=all&search=x')))).toBe(false);
  });
});

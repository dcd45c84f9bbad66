import { describe, expect, it } from 'vitest';
import { createTtlCache, referenceCacheKey } from './cache';

describe('ttl cache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000;
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('a', 'A');
    now += 99;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond maxEntries', () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('renews the expiry when an entry is set again', () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('a', 'old');
    now = 90;
    cache.set('a', 'new');
    now = 150;
    expect(cache.get('a')).toBe('new');
  });

  it('refuses a nonsensical size or expiry', () => {
    expect(() => createTtlCache({ ttlMs: 0, maxEntries: 1 })).toThrow(RangeError);
    expect(() => createTtlCache({ ttlMs: 1, maxEntries: 0 })).toThrow(RangeError);
  });

  it('keys by method and properties, whatever their order', () => {
    const one = referenceCacheKey('Address', 'getWarehouses', { CityRef: 'x', Page: '1', Nested: { b: 1, a: 2 } });
    const two = referenceCacheKey('Address', 'getWarehouses', { Nested: { a: 2, b: 1 }, Page: '1', CityRef: 'x' });
    expect(one).toBe(two);
    expect(referenceCacheKey('Address', 'getCities', { CityRef: 'x' })).not.toBe(
      referenceCacheKey('Address', 'getWarehouses', { CityRef: 'x' }),
    );
  });
});

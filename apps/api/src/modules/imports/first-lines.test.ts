import { describe, expect, it } from 'vitest';
import { FirstLines } from './first-lines';

describe('FirstLines: the line each key of a feed was first seen on', () => {
  it('keeps the first line of each of 300,000 keys through its growth, and knows no other key', () => {
    const lines = new FirstLines();
    for (let n = 0; n < 300_000; n += 1) lines.add(`SKU-${n}`, n + 1);
    for (let n = 0; n < 300_000; n += 1) lines.add(`SKU-${n}`, 0); // a repeat keeps the first line
    for (let n = 0; n < 300_000; n += 997) expect(lines.get(`SKU-${n}`)).toBe(n + 1);
    expect(lines.get('SKU-300000')).toBeUndefined();
    expect(lines.get('sku-1')).toBeUndefined();
    expect(lines.get('')).toBeUndefined();
  });

  it('tells apart keys that differ only in case, order or Cyrillic letters', () => {
    const lines = new FirstLines();
    const keys = ['ab', 'ba', 'AB', 'Чайник', 'чайник', 'Чайнік', '', ' ', '0', '00'];
    keys.forEach((key, line) => lines.add(key, line));
    expect(keys.map((key) => lines.get(key))).toEqual(keys.map((_, line) => line));
  });
});

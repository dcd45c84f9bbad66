import { describe, expect, it } from 'vitest';
import { SharedStrings } from './xlsx-shared-strings';

describe('SharedStrings', () => {
  it('answers each string by its index, across slabs and for strings longer than a slab', () => {
    const table = new SharedStrings();
    const texts = Array.from({ length: 20_000 }, (_, i) => `Електрочайник ${i} — ${'ж'.repeat(i % 90)}`);
    const long = 'Опис '.repeat(300_000); // 1.5 MB of UTF-8: a slab of its own
    texts.splice(7_000, 0, long, '');
    for (const text of texts) table.add(text);
    expect(texts.every((text, index) => table.get(index) === text)).toBe(true);
  });

  it('answers an empty string for an index the table does not have', () => {
    const table = new SharedStrings();
    table.add('Білий');
    expect([table.get(0), table.get(1), table.get(-1), table.get(0.5)]).toEqual(['Білий', '', '', '']);
  });
});

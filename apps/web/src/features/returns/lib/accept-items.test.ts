import { describe, expect, it } from 'vitest';
import { acceptChoice, askedQuantities, quantityValid } from './accept-items';

const items = [
  { id: 11, quantity: 2 },
  { id: 12, quantity: 1 },
];

describe('accepting a return fully or some items', () => {
  it('starts from what was asked, and sends no items when everything is taken back', () => {
    const asked = askedQuantities(items);
    expect(asked).toEqual({ 11: '2', 12: '1' });
    expect(acceptChoice(items, asked, false)).toEqual({ ok: true, items: undefined });
    expect(acceptChoice(items, { 11: '0', 12: '0' }, true)).toEqual({ ok: true, items: undefined });
  });

  it('sends every item with its quantity when some are taken back (0 declines one)', () => {
    expect(acceptChoice(items, { 11: '1', 12: '0' }, false)).toEqual({
      ok: true,
      items: [
        { item_id: 11, quantity: 1 },
        { item_id: 12, quantity: 0 },
      ],
    });
  });

  it('refuses more than asked, a negative, a fraction or an empty field, naming the items', () => {
    expect(acceptChoice(items, { 11: '3', 12: '' }, false)).toEqual({
      ok: false,
      problem: 'quantity',
      itemIds: [11, 12],
    });
    expect(quantityValid('-1', 2)).toBe(false);
    expect(quantityValid('1,5', 2)).toBe(false);
    expect(quantityValid(' 2 ', 2)).toBe(true);
  });

  it('refuses taking nothing back (that is a refusal)', () => {
    expect(acceptChoice(items, { 11: '0', 12: '0' }, false)).toEqual({ ok: false, problem: 'nothing' });
  });
});

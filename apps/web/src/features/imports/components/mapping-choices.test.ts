import { describe, expect, it } from 'vitest';
import type { ImportCheck } from '@supplier/contracts/imports';
import { choicesOf, mappingsBody } from './mapping-choices';

const check = {
  format: 'yml',
  file_name: 'feed.xml',
  offers: 3,
  counts: { create: 1, update: 0, unchanged: 0, skip: 2 },
  categories: [
    {
      id: '2',
      name: 'Чайники',
      path: 'Техніка / Чайники',
      key: 'техніка / чайники',
      offers: 1,
      category: { id: 156, path: 'К / Чайники' },
      confirmed: false,
    },
    {
      id: '3',
      name: 'Апарати',
      path: 'Техніка / Апарати',
      key: 'техніка / апарати',
      offers: 1,
      category: null,
      confirmed: false,
    },
    { id: '4', name: 'Інше', path: 'Інше', key: 'інше', offers: 1, category: null, confirmed: true },
  ],
  params: [
    { key: 'колір', name: 'Колір', unit: null, offers: 3, attribute: { id: 7, name: 'Колір' }, confirmed: false },
    { key: 'вага (кг)', name: 'Вага', unit: 'кг', offers: 1, attribute: null, confirmed: false },
    { key: 'код', name: 'Код', unit: null, offers: 1, attribute: null, confirmed: true },
  ],
  problems: [],
  problems_total: 0,
  broken: null,
} satisfies ImportCheck;

describe('import mapping choices', () => {
  it('start from the dry run: a suggestion, none yet, or not imported', () => {
    expect(choicesOf(check)).toEqual({
      categories: { 'техніка / чайники': { id: 156, path: 'К / Чайники' }, 'техніка / апарати': undefined, інше: null },
      params: { колір: 7, 'вага (кг)': 'new', код: null },
    });
  });

  it('confirm every category with a choice and every param not left to a new attribute', () => {
    const choices = choicesOf(check);
    choices.categories['техніка / апарати'] = { id: 160, path: 'К / Самовари' };
    expect(mappingsBody(choices)).toEqual({
      categories: [
        { key: 'техніка / чайники', category_id: 156 },
        { key: 'техніка / апарати', category_id: 160 },
        { key: 'інше', category_id: null },
      ],
      params: [
        { key: 'колір', attribute_id: 7 },
        { key: 'код', attribute_id: null },
      ],
    });
  });
});

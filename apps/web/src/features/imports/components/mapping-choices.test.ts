import { describe, expect, it } from 'vitest';
import type { ImportCheck } from '@supplier/contracts/imports';
import { acceptFrom, choicesOf, choose, liveCounts, mappingsBody } from './mapping-choices';

const check = {
  format: 'yml',
  file_name: 'feed.xml',
  offers: 3,
  counts: { create: 1, update: 0, unchanged: 0, skip: 2 },
  categories: [
    {
      id: '2',
      parent_id: '1',
      name: 'Чайники',
      path: 'Техніка / Чайники',
      key: 'техніка / чайники',
      offers: 1,
      new_offers: 1,
      category: { id: 156, path: 'К / Чайники' },
      confirmed: false,
      suggestion: { reason: 'name', why: 'збіг назви', confidence: 95, sellers: null },
    },
    {
      id: '3',
      parent_id: '1',
      name: 'Апарати',
      path: 'Техніка / Апарати',
      key: 'техніка / апарати',
      offers: 1,
      new_offers: 1,
      category: null,
      confirmed: false,
      suggestion: null,
    },
    {
      id: '4',
      parent_id: null,
      name: 'Інше',
      path: 'Інше',
      key: 'інше',
      offers: 1,
      new_offers: 1,
      category: null,
      confirmed: true,
      suggestion: null,
    },
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
      own: {},
    });
  });

  it('confirm every category with a choice and every param not left to a new attribute', () => {
    const choices = choicesOf(check);
    choices.categories['техніка / апарати'] = { id: 160, path: 'К / Самовари' };
    expect(mappingsBody(check, choices)).toEqual({
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

describe('import mapping choices as the supplier picks', () => {
  const kettles = { id: 156, path: 'К / Чайники' };

  it('recount: a mapped category creates its new offers, an excluded or unmapped one skips them', () => {
    let choices = choicesOf(check);
    expect(liveCounts(check, choices)).toEqual(check.counts);
    choices = choose(check, choices, 'техніка / апарати', { id: 160, path: 'К / Самовари' });
    expect(liveCounts(check, choices)).toEqual({ create: 2, update: 0, unchanged: 0, skip: 1 });
    choices = choose(check, choices, 'техніка / чайники', null);
    expect(liveCounts(check, choices)).toEqual({ create: 1, update: 0, unchanged: 0, skip: 2 });
    expect(choices.own).toEqual({ 'техніка / апарати': true, 'техніка / чайники': true });
  });

  it('a parent gives its choice to its subcategories, and only when asked', () => {
    const withParent = {
      ...check,
      categories: [
        {
          ...check.categories[2]!,
          id: '1',
          key: 'техніка',
          path: 'Техніка',
          offers: 0,
          new_offers: 0,
          confirmed: false,
        },
        ...check.categories,
      ],
    };
    const alone = choose(withParent, choicesOf(withParent), 'техніка', kettles);
    expect(alone.categories['техніка / апарати']).toBeUndefined();
    const all = choose(withParent, choicesOf(withParent), 'техніка', kettles, true);
    expect(all.categories).toMatchObject({
      техніка: kettles,
      'техніка / чайники': kettles,
      'техніка / апарати': kettles,
    });
    expect(all.categories['інше']).toBeNull();
  });

  it('accepting from a confidence keeps the sure suggestions and drops the less sure ones', () => {
    const unsure = {
      ...check,
      categories: check.categories.map((c) =>
        c.key === 'техніка / апарати'
          ? {
              ...c,
              category: { id: 160, path: 'К / Самовари' },
              suggestion: { reason: 'words' as const, why: 'схожі слова', confidence: 40, sellers: null },
            }
          : c,
      ),
      counts: { create: 2, update: 0, unchanged: 0, skip: 1 },
    };
    const accepted = acceptFrom(unsure, choicesOf(unsure), 70);
    expect(accepted.categories).toEqual({ 'техніка / чайники': kettles, 'техніка / апарати': undefined, інше: null });
    expect(accepted.own).toEqual({ 'техніка / чайники': true });
    expect(liveCounts(unsure, accepted)).toEqual({ create: 1, update: 0, unchanged: 0, skip: 2 });
    // Applying confirms what is shown: the dropped suggestion is not imported rather than taken after all.
    expect(mappingsBody(unsure, accepted).categories).toEqual([
      { key: 'техніка / чайники', category_id: 156 },
      { key: 'техніка / апарати', category_id: null },
      { key: 'інше', category_id: null },
    ]);
    expect(acceptFrom(unsure, choicesOf(unsure), 40).own).toEqual({
      'техніка / чайники': true,
      'техніка / апарати': true,
    });
  });
});

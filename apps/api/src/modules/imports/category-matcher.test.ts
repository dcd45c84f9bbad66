import { describe, expect, it } from 'vitest';
import { CategoryMatcher } from './category-matcher';
import { stemOf, stemsOf } from './ukrainian-stem';

/** A small marketplace tree: leaves with their paths and some synonyms. */
const TREE: [string, string[]?][] = [
  ['Спорт і відпочинок / Фітнес / Гантелі та гирі'],
  ['Спорт і відпочинок / Фітнес / Рукавички для фітнесу', ['перчатки для фитнеса']],
  ['Одяг / Аксесуари / Рукавички', ['перчатки']],
  ['Дім і сад / Текстиль / Скатертини'],
  ['Свята / Новорічні прикраси', ['Ялинкові іграшки', 'Ёлочные игрушки']],
  ['Взуття / Жіноче взуття / Кросівки'],
  ['Взуття / Чоловіче взуття / Кросівки'],
  ['Побутова техніка / Техніка для кухні / Електричні чайники'],
  ['Побутова техніка / Техніка для кухні / Мʼясорубки'],
  ['Побутова техніка / Краса та догляд / Тримери'],
  ['Дім і сад / Сад і город / Тримери садові'],
  ['Взуття / Дитяче взуття / Кросівки для дітей'],
];
const leaves = TREE.map(([path, synonyms], index) => ({
  id: index + 1,
  name: path.split(' / ').at(-1)!,
  path,
  synonyms,
}));
const matcher = new CategoryMatcher(leaves);
const match = (...names: string[]) => {
  const found = matcher.match(names);
  return found && { path: found.category.path, reason: found.reason, confidence: found.confidence };
};

describe('import category suggestions: matching a feed category to the marketplace tree (issue 31)', () => {
  it('stems Ukrainian and Russian word forms alike, apostrophes and «ё» aside', () => {
    expect(new Set(['гантелі', 'гантель', 'гантелей', 'гантели'].map(stemOf))).toEqual(new Set(['гантел']));
    expect(stemsOf('Набір ялинкових іграшок')).toEqual(['набір', ...stemsOf('Ялинкові іграшки')]);
    expect(stemsOf('Пояси та рукавички для фітнесу')).toEqual(['пояс', stemOf('рукавичка'), stemOf('фітнес')]);
    expect(stemsOf('М’ясорубки')).toEqual(stemsOf("м'ясорубка"));
    expect(stemsOf('Ёлочные')).toEqual(stemsOf('елочная'));
    expect(stemsOf('Чохол для iPhone 15')).toEqual(['чохол', 'iphone', '15']);
  });

  it('finds a leaf of the same name, of the same words in another order or another form, surest first', () => {
    expect(match('Кухня', 'Мʼясорубки')).toEqual({ path: leaves[8]!.path, reason: 'name', confidence: 97 });
    expect(match("М'ясорубка")).toMatchObject({ path: leaves[8]!.path, reason: 'words', confidence: 92 });
    expect(match('Чайники електричні')).toMatchObject({ path: leaves[7]!.path, reason: 'words' });
    // Two leaves are called «Кросівки»: the feed's path picks the men's one; with no path it is less sure.
    expect(match('Чоловіче взуття', 'Кросівки')).toEqual({ path: leaves[6]!.path, reason: 'name', confidence: 97 });
    expect(match('Кросівки')!.confidence).toBeLessThan(80);
  });

  it('prefers a leaf of the feed\u2019s branch sharing the name\u2019s words to one of the same name elsewhere', () => {
    expect(match('Краса', 'Тримери')).toMatchObject({ path: leaves[9]!.path, reason: 'name' });
    expect(match('Сад і город', 'Тримери')).toMatchObject({ path: leaves[10]!.path, reason: 'words' });
    // Neither «Кросівки» is the children's: the leaf of the children's branch is.
    expect(match('Дитяче взуття', 'Кросівки')).toMatchObject({ path: leaves[11]!.path, reason: 'words' });
    // A Russian feed's branch is found by the leaves' Russian synonyms.
    expect(match('Фитнес', 'Перчатки')).toMatchObject({ path: leaves[1]!.path, reason: 'synonym' });
    expect(match('Одежда', 'Перчатки')).toMatchObject({ path: leaves[2]!.path, reason: 'synonym' });
    // A shop's own root («Магазин») tells nothing: the same name stays.
    expect(match('Магазин', 'Мʼясорубки')).toMatchObject({ path: leaves[8]!.path, reason: 'name', confidence: 97 });
  });

  it('finds a leaf whose name holds the feed name («Гантелі» → «Гантелі та гирі») or is held in it', () => {
    const dumbbells = match('Спорт', 'Гантелі');
    expect(dumbbells).toMatchObject({ path: leaves[0]!.path, reason: 'words' });
    expect(dumbbells!.confidence).toBeGreaterThanOrEqual(60);
    expect(dumbbells!.confidence).toBeLessThan(92);
    expect(match('Пояси та рукавички для фітнесу')).toMatchObject({ path: leaves[1]!.path, reason: 'words' });
    expect(match('Скатертини та серветки')).toMatchObject({ path: leaves[3]!.path, reason: 'words' });
  });

  it('finds a leaf by its synonyms, Ukrainian and Russian', () => {
    expect(match('Ялинкові іграшки')).toMatchObject({ path: 'Свята / Новорічні прикраси', reason: 'synonym' });
    expect(match('Ёлочные игрушки')).toMatchObject({ path: 'Свята / Новорічні прикраси', reason: 'synonym' });
    expect(match('Гантели')).toMatchObject({ path: leaves[0]!.path, reason: 'words' });
  });

  it('guesses nothing from a name no leaf shares a word with; its offers\u2019 names vote instead', () => {
    expect(match('Різне')).toBeNull();
    const offers = ['Гантель вінілова 5 кг', 'Гантелі розбірні 2×10 кг', 'Гиря чавунна 16 кг', 'Килимок для йоги'];
    const voted = matcher.byOffers(['Різне'], offers.map(stemsOf));
    expect(voted).toMatchObject({ category: { path: leaves[0]!.path }, reason: 'offers' });
    expect(voted!.confidence).toBeLessThan(match('Гантелі')!.confidence);
    // Names that agree on nothing suggest nothing.
    expect(matcher.byOffers(['Різне'], ['Гантель 5 кг', 'Скатертина лляна', 'Кросівки Nike'].map(stemsOf))).toBeNull();
    expect(matcher.byOffers(['Різне'], [])).toBeNull();
  });
});

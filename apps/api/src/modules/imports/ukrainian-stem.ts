import { stemmer as russianStem } from '@orama/stemmers/russian';
import { stemmer as ukrainianStem } from '@orama/stemmers/ukrainian';

/** Letters only Russian spells with: a word with one is stemmed as Russian, any other Cyrillic one as Ukrainian. */
const RUSSIAN_ONLY = /[ыэъ]/;
const CYRILLIC = /[а-яіїєґ]/;
const APOSTROPHES = /['ʼ’‘`´]/g;
/** Words that say nothing of a category: conjunctions, prepositions, «інші», «товари». */
const STOP_WORDS = new Set(
  'та і й або чи для з із зі зо в у на по від до без під над при про як це інше інші інших '
    .concat('товар товари товарів товарам товарами ')
    .concat('и или с со во от без под над при про как это другое другие прочее прочие товары товаров')
    .split(' '),
);
const VOWEL_END = /[аеєиіїоуюяьй]+$/;
/** Genitive plurals with a fleeting «о» (іграшок, кросівок) are stemmed as the other forms are (іграшк, кросівк). */
const FLEETING_O = /([^аеєиіїоуюя])ок$/;
/** Adjectives in -ов-/-ев- keep it in some forms only (ялинкових → ялинков, ялинкові → ялинк): it goes. */
const ADJECTIVE_OV = /(?<=.{3})[ое]в$/;

const cache = new Map<string, string>();
/** Words remembered with their stems: a feed's vocabulary repeats, its length does not grow the cache past this. */
const CACHE_MAX = 50_000;

/** A text as matched: lower case, «ё» as «е», apostrophes (ʼ ' ’) dropped, so «мʼясо» and «м'ясо» are one word. */
export const normalised = (text: string) =>
  text.normalize('NFC').toLowerCase().replace(/ё/g, 'е').replace(APOSTROPHES, '').replace(/\s+/g, ' ').trim();

/** The words of a text that can name a category (letters and digits, stop words aside), normalised. */
export function wordsOf(text: string): string[] {
  return normalised(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

/**
 * The stem of a normalised word: Ukrainian or Russian suffixes stripped (Snowball-style stemmers of
 * @orama/stemmers), so «гантелі», «гантель», «гантелей» and Russian «гантели» are one stem. Latin
 * words, digits and short words stay as they are; a stem cut to under three letters
 * («пояси» → «по») keeps the word less its ending vowels instead.
 */
export function stemOf(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  let stem = word;
  if (word.length > 3 && CYRILLIC.test(word) && !/[\p{N}a-z]/u.test(word)) {
    stem = RUSSIAN_ONLY.test(word) ? russianStem(word) : ukrainianStem(word);
    if (stem.length < 3) stem = word.replace(VOWEL_END, '');
    if (stem.length >= 5) stem = stem.replace(FLEETING_O, '$1к').replace(ADJECTIVE_OV, '');
  }
  if (cache.size < CACHE_MAX) cache.set(word, stem);
  return stem;
}

/** The distinct stems of a text's words. */
export const stemsOf = (text: string): string[] => [...new Set(wordsOf(text).map(stemOf))];

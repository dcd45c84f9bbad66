import {
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTE_OPTION_MAX,
  ATTRIBUTE_TEXT_VALUE_MAX,
  ATTRIBUTE_UNIT_MAX,
  type AttributeType,
  type AttributeValue,
} from '@supplier/contracts/attributes';
import { IMPORT_MAP_KEY_MAX } from '@supplier/contracts/imports';

/** A marketplace leaf category a feed category may map to. */
export interface MarketplaceCategory {
  id: number;
  name: string;
  path: string;
}

/** One of the supplier's attributes a feed `param` may fill (as catalog's face gives it). */
export interface AttributeDef {
  id: number;
  name: string;
  type: AttributeType;
  unit: string | null;
  options: string[];
}

/** What the supplier confirmed before: feed category path → category (null: not imported), param → attribute. */
export interface RememberedMappings {
  categories: Map<string, number | null>;
  params: Map<string, number | null>;
}

export const noMappings = (): RememberedMappings => ({ categories: new Map(), params: new Map() });

const lower = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a feed category's mapping is remembered by: its names from the root, lower case. */
export const categoryKey = (names: string[]) => names.map(lower).join(' / ').slice(0, IMPORT_MAP_KEY_MAX);

/** What a feed param's mapping is remembered by: its name and unit, lower case. */
export const paramKey = (name: string, unit: string | null) =>
  `${lower(name)}${unit?.trim() ? ` (${lower(unit)})` : ''}`.slice(0, IMPORT_MAP_KEY_MAX);

/** The words of a name (letters and digits, two or more), as a set. */
function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 2),
  );
}

const signature = (name: string) => [...words(name)].sort().join(' ');

/**
 * Suggests the marketplace leaf category of a feed category: by its name (the same name, or the
 * same words in another order: «Чайники електричні» is «Електричні чайники»), and when several
 * leaves share it, by its path (the leaf whose path shares most words with the feed's path). A
 * name no leaf has is not guessed.
 */
export class CategorySuggester {
  readonly #byName = new Map<string, MarketplaceCategory[]>();
  readonly #bySignature = new Map<string, MarketplaceCategory[]>();
  readonly byId = new Map<number, MarketplaceCategory>();

  constructor(leaves: MarketplaceCategory[]) {
    const add = (index: Map<string, MarketplaceCategory[]>, key: string, leaf: MarketplaceCategory) => {
      if (!key) return;
      const list = index.get(key);
      if (list) list.push(leaf);
      else index.set(key, [leaf]);
    };
    for (const leaf of leaves) {
      this.byId.set(leaf.id, leaf);
      add(this.#byName, lower(leaf.name), leaf);
      add(this.#bySignature, signature(leaf.name), leaf);
    }
  }

  /** `names`: the feed category's names from its root to itself. */
  suggest(names: string[]): MarketplaceCategory | null {
    const name = names.at(-1) ?? '';
    const found = this.#byName.get(lower(name)) ?? this.#bySignature.get(signature(name)) ?? [];
    if (found.length <= 1) return found[0] ?? null;
    const feedWords = words(names.join(' '));
    let best = found[0]!;
    let bestScore = -1;
    for (const leaf of found) {
      let score = 0;
      for (const word of words(leaf.path)) if (feedWords.has(word)) score += 1;
      if (score > bestScore) [best, bestScore] = [leaf, score];
    }
    return best;
  }
}

const YES = new Set(['так', 'да', 'yes', 'true', '1', '+', 'є', 'есть']);
const NO = new Set(['ні', 'нет', 'no', 'false', '0', '-', 'немає', 'нема']);

/**
 * A param's value as its attribute stores it, or undefined when it does not fit the type. A
 * select value not among the options is answered as is (the caller adds the option).
 */
export function paramValue(attribute: AttributeDef, raw: string): AttributeValue | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  switch (attribute.type) {
    case 'text':
      return text.length <= ATTRIBUTE_TEXT_VALUE_MAX ? text : undefined;
    case 'number': {
      const number = Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'));
      return Number.isFinite(number) && Math.abs(number) < 1e12 ? number : undefined;
    }
    case 'boolean': {
      const word = text.toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : undefined;
    }
    case 'select':
      return text.length <= ATTRIBUTE_OPTION_MAX ? text : undefined;
    case 'multiselect': {
      const options = [...new Set(text.split(/\s*[,;]\s*/).filter((option) => option !== ''))];
      return options.every((option) => option.length <= ATTRIBUTE_OPTION_MAX) && options.length > 0
        ? options
        : undefined;
    }
  }
}

/** Whether two stored values are the same (a multiselect's options in any order). */
export function sameValue(a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  return a === b;
}

/** The attribute made for a param no attribute of the supplier has the name of: a select, its options added as values come. */
export const newAttributeOf = (name: string, unit: string | null) => ({
  name: name.trim().slice(0, ATTRIBUTE_NAME_MAX),
  unit: unit?.trim() ? unit.trim().slice(0, ATTRIBUTE_UNIT_MAX) : null,
  type: 'select' as const,
});

/** A (multi)select value spelt as the attribute's option it equals, case aside (options are unique case aside). */
export function asOptions(attribute: AttributeDef, value: AttributeValue): AttributeValue {
  if (attribute.type !== 'select' && attribute.type !== 'multiselect') return value;
  const spelt = (option: string) =>
    attribute.options.find((known) => known.toLowerCase() === option.toLowerCase()) ?? option;
  return Array.isArray(value) ? [...new Set(value.map(spelt))] : spelt(String(value));
}

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
  /** Other names of it sellers and feeds use (Ukrainian and Russian). */
  synonyms?: string[];
}

/** One of the supplier's attributes a feed `param` may fill (as catalog's face gives it). */
export interface AttributeDef {
  id: number;
  name: string;
  type: AttributeType;
  unit: string | null;
  options: string[];
}

/** The marketplace category other sellers confirmed for a feed category path: how many agree, never who. */
export interface OthersChoice {
  categoryId: number;
  /** Other sellers who confirmed it (at least 2). */
  sellers: number;
  /** Their share of the other sellers who confirmed any category for the path. */
  share: number;
}

/** What the supplier confirmed before: feed category path → category (null: not imported), param → attribute. */
export interface RememberedMappings {
  categories: Map<string, number | null>;
  params: Map<string, number | null>;
  /** What other sellers confirmed for these feed category paths (by path). */
  others?: (keys: string[]) => Promise<Map<string, OthersChoice>>;
}

export const noMappings = (): RememberedMappings => ({ categories: new Map(), params: new Map() });

const lower = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a feed category's mapping is remembered by: its names from the root, lower case. */
export const categoryKey = (names: string[]) => names.map(lower).join(' / ').slice(0, IMPORT_MAP_KEY_MAX);

/** What a feed param's mapping is remembered by: its name and unit, lower case. */
export const paramKey = (name: string, unit: string | null) =>
  `${lower(name)}${unit?.trim() ? ` (${lower(unit)})` : ''}`.slice(0, IMPORT_MAP_KEY_MAX);

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

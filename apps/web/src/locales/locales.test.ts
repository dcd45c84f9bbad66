import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@supplier/contracts/constants';
import { validationMessages } from '@supplier/contracts/messages';

interface Texts {
  [key: string]: string | string[] | Texts;
}

const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });

/** Every namespace of a language: the JSON files plus the validation texts shared with the API. */
function catalogue(language: Locale): Map<string, Texts> {
  const namespaces = new Map<string, Texts>([['validation', validationMessages[language]]]);
  for (const [path, texts] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language) namespaces.set(match[2]!, texts);
  }
  return namespaces;
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** `key → {{variables}}` of every text; a counted text's plural forms count as one key. */
function variablesByKey(texts: Texts, prefix = '', into = new Map<string, Set<string>>()) {
  for (const [name, value] of Object.entries(texts)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'object' && !Array.isArray(value)) {
      variablesByKey(value, `${key}.`, into);
      continue;
    }
    const base = key.replace(PLURAL_FORM, '');
    const variables = into.get(base) ?? new Set<string>();
    for (const text of [value].flat()) {
      for (const [, variable] of text.matchAll(/\{\{\s*([\w.]+)/g)) variables.add(variable!);
    }
    into.set(base, variables);
  }
  return into;
}

/** `base key → plural forms present`, for the keys written with plural suffixes. */
function pluralForms(texts: Texts, prefix = '', into = new Map<string, Set<string>>()) {
  for (const [name, value] of Object.entries(texts)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'object' && !Array.isArray(value)) pluralForms(value, `${key}.`, into);
    const form = PLURAL_FORM.exec(key);
    if (form) into.set(key.slice(0, form.index), (into.get(key.slice(0, form.index)) ?? new Set()).add(form[1]!));
  }
  return into;
}

const uk = catalogue('uk');

describe('interface texts', () => {
  it('en has the namespaces of uk', () => {
    expect([...catalogue('en').keys()].sort()).toEqual([...uk.keys()].sort());
  });

  describe.each([...uk.keys()])('namespace %s', (namespace) => {
    const ukTexts = variablesByKey(uk.get(namespace)!);
    const enTexts = variablesByKey(catalogue('en').get(namespace) ?? {});

    it('en has exactly the keys of uk, so no screen shows a raw key or the other language', () => {
      expect([...enTexts.keys()].sort()).toEqual([...ukTexts.keys()].sort());
    });

    it('each text names the same {{variables}} in both languages', () => {
      const differing = [...ukTexts]
        .filter(([key, variables]) => {
          const en = enTexts.get(key);
          return en && [...variables].sort().join() !== [...en].sort().join();
        })
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    it.each(locales)('a counted text in %s has every plural form the language needs', (language) => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = [...pluralForms(catalogue(language).get(namespace) ?? {})].flatMap(([key, forms]) =>
        needed.filter((form) => !forms.has(form)).map((form) => `${key}_${form}`),
      );
      expect(missing).toEqual([]);
    });
  });
});

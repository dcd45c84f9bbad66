import i18n, { type BackendModule, type FlatNamespace } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '@supplier/contracts/messages';
import { STORAGE_KEYS } from './storage';

export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';

type Catalogue = Record<string, Record<string, unknown>>;
type Json = Record<string, unknown>;

/**
 * The namespaces every screen needs are bundled in Ukrainian, the default and fallback; each
 * feature's namespace (locales/{lang}/{ns}.json), and the English of the bundled ones, is fetched
 * with the first screen that uses it, so the sign-in page does not carry the whole app's texts.
 */
const EAGER_NAMESPACES = ['common', 'routes'];
const eagerFiles = import.meta.glob<Json>(['../locales/uk/common.json', '../locales/uk/routes.json'], {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Json>(
  ['../locales/*/*.json', '!../locales/uk/common.json', '!../locales/uk/routes.json'],
  {
    import: 'default',
  },
);
const localePath = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;

const resources: Record<Language, Catalogue> = {
  uk: { validation: validationMessages.uk },
  en: { validation: validationMessages.en },
};
for (const [path, content] of Object.entries(eagerFiles)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (match) resources[match[1] as Language][match[2] as string] = content;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyFiles[localePath(language, namespace)];
    if (!load) return callback(null, {});
    load().then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Loads feature namespaces before a lazy route renders, so it does not suspend on its texts. */
export function loadNamespaces(...namespaces: FlatNamespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** SPEC section 9: the language comes from localStorage `lang`; default and fallback uk. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEYS.lang);
  return value === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: [...EAGER_NAMESPACES, 'validation'],
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
document.documentElement.lang = storedLanguage();

export default i18n;

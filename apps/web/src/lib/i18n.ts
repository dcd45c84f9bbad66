import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '@supplier/contracts/messages';
import { STORAGE_KEYS } from './storage';

export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';

type Catalogue = Record<string, Record<string, unknown>>;

/** Every locales/{lang}/{namespace}.json is bundled; namespaces are the file names. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<Language, Catalogue> = {
  uk: { validation: validationMessages.uk },
  en: { validation: validationMessages.en },
};
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (match) resources[match[1] as Language][match[2] as string] = content;
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

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: Object.keys(resources.uk),
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = storedLanguage();

export default i18n;

import countries from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { COUNTRIES_PER_PAGE, type Country } from '@supplier/contracts/identity';
import type { PaginationMeta } from '@supplier/contracts/common';

const FIRST = 'UA';

let dataset: Country[] | undefined;

/**
 * Every ISO 3166 country that has a telephone code: Ukrainian names from i18n-iso-countries
 * (its Node entry registers all locales), dial codes from libphonenumber-js. Ukraine first, the
 * rest in Ukrainian alphabetical order. Built once.
 */
export function allCountries(): Country[] {
  if (dataset) return dataset;
  const collator = new Intl.Collator('uk');
  const list = Object.keys(countries.getAlpha2Codes())
    .filter((code) => isSupportedCountry(code))
    .map((code) => ({
      code,
      name: countries.getName(code, 'uk') ?? code,
      dial_code: `+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])}`,
    }));
  list.sort((a, b) => (a.code === FIRST ? -1 : b.code === FIRST ? 1 : collator.compare(a.name, b.name)));
  dataset = list;
  return list;
}

/** A search matches the Ukrainian name (any part), the ISO code or the dial code (from the start). */
function matches(country: Country, search: string): boolean {
  const text = search.toLocaleLowerCase('uk');
  if (country.name.toLocaleLowerCase('uk').includes(text)) return true;
  if (country.code.toLowerCase().startsWith(text)) return true;
  const digits = text.replace(/^\+/, '');
  return /^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits);
}

export function listCountries(query: { page: number; search?: string }): { data: Country[]; meta: PaginationMeta } {
  const search = query.search?.trim();
  const found = search ? allCountries().filter((country) => matches(country, search)) : allCountries();
  const lastPage = Math.max(1, Math.ceil(found.length / COUNTRIES_PER_PAGE));
  const start = (query.page - 1) * COUNTRIES_PER_PAGE;
  return {
    data: found.slice(start, start + COUNTRIES_PER_PAGE),
    meta: { total: found.length, per_page: COUNTRIES_PER_PAGE, current_page: query.page, last_page: lastPage },
  };
}

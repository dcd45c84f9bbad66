import type { Locale } from './constants';

/** The dashboard's periods and labels, without zod: the statistics page loads them first. */

/** The longest custom period, in days (both ends included). */
export const DASHBOARD_MAX_DAYS = 366;
/** SPEC section 9: the timeline holds at most 50 events and is read again every 60 000 ms. */
export const DASHBOARD_TIMELINE_LIMIT = 50;
export const DASHBOARD_TIMELINE_REFRESH_MS = 60_000;
/** Products in the top list. */
export const DASHBOARD_TOP_PRODUCTS = 10;

export const dashboardPeriods = ['today', '7d', '30d', '90d', 'custom'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
/** Days of each fixed period, today included. */
export const DASHBOARD_PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const satisfies Record<
  Exclude<DashboardPeriod, 'custom'>,
  number
>;

/** Oblasts (and the city of Kyiv) an order's destination is counted under; `other` when unknown. */
export const dashboardRegions = [
  'kyiv',
  'kyiv_oblast',
  'vinnytsia',
  'volyn',
  'dnipropetrovsk',
  'donetsk',
  'zhytomyr',
  'zakarpattia',
  'zaporizhzhia',
  'ivano_frankivsk',
  'kirovohrad',
  'luhansk',
  'lviv',
  'mykolaiv',
  'odesa',
  'poltava',
  'rivne',
  'sumy',
  'ternopil',
  'kharkiv',
  'kherson',
  'khmelnytskyi',
  'cherkasy',
  'chernivtsi',
  'chernihiv',
  'other',
] as const;
export type DashboardRegion = (typeof dashboardRegions)[number];

export const dashboardRegionLabels = {
  uk: {
    kyiv: 'Київ',
    kyiv_oblast: 'Київська обл.',
    vinnytsia: 'Вінницька обл.',
    volyn: 'Волинська обл.',
    dnipropetrovsk: 'Дніпропетровська обл.',
    donetsk: 'Донецька обл.',
    zhytomyr: 'Житомирська обл.',
    zakarpattia: 'Закарпатська обл.',
    zaporizhzhia: 'Запорізька обл.',
    ivano_frankivsk: 'Івано-Франківська обл.',
    kirovohrad: 'Кіровоградська обл.',
    luhansk: 'Луганська обл.',
    lviv: 'Львівська обл.',
    mykolaiv: 'Миколаївська обл.',
    odesa: 'Одеська обл.',
    poltava: 'Полтавська обл.',
    rivne: 'Рівненська обл.',
    sumy: 'Сумська обл.',
    ternopil: 'Тернопільська обл.',
    kharkiv: 'Харківська обл.',
    kherson: 'Херсонська обл.',
    khmelnytskyi: 'Хмельницька обл.',
    cherkasy: 'Черкаська обл.',
    chernivtsi: 'Чернівецька обл.',
    chernihiv: 'Чернігівська обл.',
    other: 'Інше',
  },
  en: {
    kyiv: 'Kyiv',
    kyiv_oblast: 'Kyiv Oblast',
    vinnytsia: 'Vinnytsia Oblast',
    volyn: 'Volyn Oblast',
    dnipropetrovsk: 'Dnipropetrovsk Oblast',
    donetsk: 'Donetsk Oblast',
    zhytomyr: 'Zhytomyr Oblast',
    zakarpattia: 'Zakarpattia Oblast',
    zaporizhzhia: 'Zaporizhzhia Oblast',
    ivano_frankivsk: 'Ivano-Frankivsk Oblast',
    kirovohrad: 'Kirovohrad Oblast',
    luhansk: 'Luhansk Oblast',
    lviv: 'Lviv Oblast',
    mykolaiv: 'Mykolaiv Oblast',
    odesa: 'Odesa Oblast',
    poltava: 'Poltava Oblast',
    rivne: 'Rivne Oblast',
    sumy: 'Sumy Oblast',
    ternopil: 'Ternopil Oblast',
    kharkiv: 'Kharkiv Oblast',
    kherson: 'Kherson Oblast',
    khmelnytskyi: 'Khmelnytskyi Oblast',
    cherkasy: 'Cherkasy Oblast',
    chernivtsi: 'Chernivtsi Oblast',
    chernihiv: 'Chernihiv Oblast',
    other: 'Other',
  },
} as const satisfies Record<Locale, Record<DashboardRegion, string>>;
/** Days from `from` to `to`, both included (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

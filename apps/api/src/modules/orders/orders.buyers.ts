import type { Carrier } from '@supplier/contracts/deliveries';
import { CITIES, WAREHOUSES } from '../../drivers/novaposhta/fixtures';

/**
 * Realistic Ukrainian buyers and destinations for the storefront simulator and the demo orders:
 * names, +380 mobile numbers of Ukrainian operators, and the cities and branches the local Nova
 * Poshta server serves.
 */

const FIRST_NAMES = [
  ['Олена', 'f'],
  ['Андрій', 'm'],
  ['Марія', 'f'],
  ['Дмитро', 'm'],
  ['Ірина', 'f'],
  ['Олександр', 'm'],
  ['Наталія', 'f'],
  ['Сергій', 'm'],
  ['Юлія', 'f'],
  ['Тарас', 'm'],
  ['Оксана', 'f'],
  ['Богдан', 'm'],
  ['Софія', 'f'],
  ['Максим', 'm'],
  ['Катерина', 'f'],
  ['Владислав', 'm'],
] as const;

/** Surnames by form: `-енко`, `-ук` and the like do not change; `-ський` does. */
const LAST_NAMES = ['Шевченко', 'Бондаренко', 'Коваленко', 'Ткачук', 'Мельник', 'Кравчук', 'Олійник', 'Лисенко'];
const LAST_NAMES_GENDERED = [
  ['Ковальський', 'Ковальська'],
  ['Левицький', 'Левицька'],
  ['Яворський', 'Яворська'],
] as const;

/** Mobile operator codes (Київстар, Vodafone, lifecell). */
const OPERATORS = ['50', '66', '95', '99', '67', '68', '96', '97', '98', '63', '73', '93'];

export type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export interface Buyer {
  name: string;
  phone: string;
  email: string | null;
}

export function randomBuyer(random: Random): Buyer {
  const [first, gender] = pick(random, FIRST_NAMES);
  const gendered = random() < 0.25 ? pick(random, LAST_NAMES_GENDERED) : null;
  const last = gendered ? gendered[gender === 'f' ? 1 : 0] : pick(random, LAST_NAMES);
  const digits = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
  return {
    name: `${first} ${last}`,
    phone: `+380${pick(random, OPERATORS)}${digits}`,
    email: random() < 0.4 ? `buyer${digits}@example.com` : null,
  };
}

export interface Destination {
  city: string;
  branch: string | null;
  address: string | null;
  /** Nova Poshta's CityRef and warehouse Ref, as a storefront built on NP's directories knows them. */
  cityRef: string | null;
  warehouseRef: string | null;
}

/** A city the local NP server delivers to, and a branch or postomat there (or a door for couriers). */
export function randomDestination(random: Random, carrier: Carrier): Destination {
  const city = pick(
    random,
    CITIES.filter((c) => c.delivery && WAREHOUSES.some((w) => w.cityRef === c.ref)),
  );
  if (carrier === 'courier' || carrier === 'pickup') {
    return {
      city: city.name,
      branch: null,
      address: carrier === 'courier' ? `вул. Соборна, ${1 + Math.floor(random() * 120)}` : null,
      cityRef: null,
      warehouseRef: null,
    };
  }
  const warehouse = pick(
    random,
    WAREHOUSES.filter((w) => w.cityRef === city.ref),
  );
  const kind = warehouse.type === 'postomat' ? 'Поштомат' : 'Відділення';
  return {
    city: city.name,
    branch: `${kind} №${warehouse.number}: ${warehouse.address}`,
    address: null,
    cityRef: carrier === 'novaposhta' ? city.ref : null,
    warehouseRef: carrier === 'novaposhta' ? warehouse.ref : null,
  };
}

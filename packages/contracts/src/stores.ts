import { z } from 'zod';
import { idParam, messageResponse, pageQuery, paginationMeta } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { telephone } from './identity';
import { issueMessage, type IssueLike } from './messages';

/**
 * Stores (`Мої магазини`, PRODUCT.md section 6). Calls live under `/admin-suppliers/v1/stores`.
 * The slug is the store's address on the marketplace, unique across all suppliers.
 */

export const storesValidationMessages = {
  uk: {
    slug_format: 'Адреса може містити лише малі латинські літери, цифри та дефіси (від 3 до 60 символів).',
    slug_taken: 'Ця адреса магазину вже зайнята. Оберіть іншу.',
    slug_reserved: 'Цю адресу не можна використати. Оберіть іншу.',
    time_format: 'Вкажіть час у форматі ГГ:ХХ.',
    schedule_order: 'Час закриття має бути пізніше за час відкриття.',
  },
  en: {
    slug_format: 'The address may contain lowercase Latin letters, digits and hyphens only (3 to 60 characters).',
    slug_taken: 'This store address is already taken. Choose another one.',
    slug_reserved: 'This address cannot be used. Choose another one.',
    time_format: 'Enter the time as HH:MM.',
    schedule_order: 'The closing time must be later than the opening time.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type StoresValidationKey = keyof (typeof storesValidationMessages)['uk'];

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function storesIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = storesValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

export const STORE_SLUG_MIN_LENGTH = 3;
export const STORE_SLUG_MAX_LENGTH = 60;
export const STORE_NAME_MAX_LENGTH = 100;
/** Longest city name. */
export const STORE_CITY_MAX_LENGTH = 100;
export const STORE_DESCRIPTION_MAX_LENGTH = 50_000;
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Addresses the marketplace keeps for itself. */
export const RESERVED_STORE_SLUGS = [
  'admin',
  'api',
  'app',
  'auth',
  'cart',
  'checkout',
  'create',
  'edit',
  'help',
  'login',
  'new',
  'search',
  'store',
  'stores',
  'support',
  'www',
] as const;

export const isReservedStoreSlug = (slug: string): boolean =>
  (RESERVED_STORE_SLUGS as readonly string[]).includes(slug);

/** Multipart field of the logo upload. */
export const STORE_LOGO_FIELD = 'logo';

/** Ukrainian letters in Latin (the official 2010 table); the first form applies at a word's start. */
const UK_LATIN: Record<string, string | [string, string]> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: ['ye', 'ie'],
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: ['yi', 'i'],
  й: ['y', 'i'],
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: ['yu', 'iu'],
  я: ['ya', 'ia'],
  // letters a name may still carry
  ё: ['yo', 'io'],
  ы: 'y',
  э: 'e',
  ъ: '',
};

const APOSTROPHES = /['’ʼ`´]/g;

/** Ukrainian (and Latin) text in Latin letters: `Щаслива Їжа` → `Shchaslyva Yizha`. */
export function transliterate(text: string): string {
  const source = text.replace(APOSTROPHES, '');
  let out = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    const lower = char.toLowerCase();
    const rule = UK_LATIN[lower];
    if (rule === undefined) {
      out += char;
      continue;
    }
    const previous = index > 0 ? source[index - 1]!.toLowerCase() : '';
    const wordStart = !/[\p{L}\p{N}]/u.test(previous);
    let latin = typeof rule === 'string' ? rule : wordStart ? rule[0] : rule[1];
    // `зг` is written `zgh` so it is not read as `ж`
    if (lower === 'г' && previous === 'з') latin = 'gh';
    out += char !== lower && latin ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
  }
  return out;
}

/** A slug suggested from a store's name: `Кава & Чай Львів` → `kava-chai-lviv`. */
export function suggestStoreSlug(name: string): string {
  const slug = transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, STORE_SLUG_MAX_LENGTH).replace(/-+$/, '');
}

export const storeSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .regex(STORE_SLUG_PATTERN, { message: 'slug_format' })
  .min(STORE_SLUG_MIN_LENGTH, { message: 'slug_format' })
  .max(STORE_SLUG_MAX_LENGTH, { message: 'slug_format' })
  .refine((slug) => !isReservedStoreSlug(slug), { message: 'slug_reserved' });

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:mm`, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = z.string().trim().regex(TIME_PATTERN, { message: 'time_format' });
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** One weekday: open and close times, or a day off (then the times are dropped). */
export const daySchedule = z.preprocess(
  (value) =>
    value && typeof value === 'object' && (value as { day_off?: unknown }).day_off === true
      ? { day_off: true, open: null, close: null }
      : value,
  z
    .object({
      day_off: z.boolean(),
      open: z.preprocess(blankToNull, time.nullable()),
      close: z.preprocess(blankToNull, time.nullable()),
    })
    .superRefine((day, ctx) => {
      if (day.day_off) return;
      if (day.open === null) ctx.addIssue({ code: 'custom', message: 'required', path: ['open'] });
      if (day.close === null) ctx.addIssue({ code: 'custom', message: 'required', path: ['close'] });
      const valid = (value: string | null): value is string => value !== null && TIME_PATTERN.test(value);
      if (valid(day.open) && valid(day.close) && day.close <= day.open) {
        ctx.addIssue({ code: 'custom', message: 'schedule_order', path: ['close'] });
      }
    }),
);
export type DaySchedule = z.output<typeof daySchedule>;

export const storeSchedule = z.object({
  mon: daySchedule,
  tue: daySchedule,
  wed: daySchedule,
  thu: daySchedule,
  fri: daySchedule,
  sat: daySchedule,
  sun: daySchedule,
});
export type StoreSchedule = z.output<typeof storeSchedule>;

/** The schedule as answered (no transforms, so responses serialize through it). */
const dayHours = z.object({ day_off: z.boolean(), open: z.string().nullable(), close: z.string().nullable() });
export const storeScheduleView = z.object({
  mon: dayHours,
  tue: dayHours,
  wed: dayHours,
  thu: dayHours,
  fri: dayHours,
  sat: dayHours,
  sun: dayHours,
});

const workday = (open: string, close: string): DaySchedule => ({ day_off: false, open, close });
const dayOff: DaySchedule = { day_off: true, open: null, close: null };

/** What a new store starts with: weekdays 09:00–18:00, Saturday 10:00–16:00, Sunday off. */
export const DEFAULT_STORE_SCHEDULE: StoreSchedule = {
  mon: workday('09:00', '18:00'),
  tue: workday('09:00', '18:00'),
  wed: workday('09:00', '18:00'),
  thu: workday('09:00', '18:00'),
  fri: workday('09:00', '18:00'),
  sat: workday('10:00', '16:00'),
  sun: dayOff,
};

export const STORE_STATUSES = ['active', 'paused'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).default(null);

/** POST /admin-suppliers/v1/stores and PUT /admin-suppliers/v1/stores/{id} (the whole store). */
export const storeRequest = z.object({
  name: z.string().trim().min(1, { message: 'required', abort: true }).min(2).max(STORE_NAME_MAX_LENGTH),
  slug: storeSlug,
  /** Rich text; sanitized on the server. */
  description: z.preprocess((value) => value ?? '', z.string().max(STORE_DESCRIPTION_MAX_LENGTH)).default(''),
  phone: z.preprocess(blankToNull, telephone.nullable()).default(null),
  email: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ message: 'email' }))
        .nullable(),
    )
    .default(null),
  city: optionalText(STORE_CITY_MAX_LENGTH),
  /** Left out: the default schedule (documented so); null is refused like any other wrong type. The
   * texts above left out are empty, as documented too. */
  schedule: storeSchedule.default(DEFAULT_STORE_SCHEDULE),
});
export type StoreRequest = z.input<typeof storeRequest>;
export type StoreFields = z.output<typeof storeRequest>;

export const store = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** URL of the logo (WebP), or null. */
  logo: z.string().nullable(),
  description: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  schedule: storeScheduleView,
  status: z.enum(STORE_STATUSES),
  /** The first active store: the one settings answer as `store`. */
  is_primary: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Store = z.infer<typeof store>;

/** GET /admin-suppliers/v1/stores */
export const storesQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(STORE_STATUSES).optional(),
});
export type StoresQuery = Partial<z.output<typeof storesQuery>>;
export const storesResponse = z.object({ data: z.array(store), meta: paginationMeta });
export type StoresResponse = z.infer<typeof storesResponse>;

export const storeResponse = z.object({ data: store });
/** Create, update, pause, resume, logo: a text and the store as saved. */
export const storeSavedResponse = z.object({ message: z.string(), data: store });
export type StoreSavedResponse = z.infer<typeof storeSavedResponse>;

/** GET /admin-suppliers/v1/stores/slug-check?slug=&exclude_id= (the as-you-type check). */
export const slugCheckQuery = z.object({
  slug: z.string().max(200),
  exclude_id: idParam.optional(),
});
export const slugCheckResponse = z.object({
  available: z.boolean(),
  /** The slug as it would be saved (trimmed, lowercase). */
  slug: z.string(),
  /** Why it is not available. */
  message: z.string().optional(),
});
export type SlugCheckResponse = z.infer<typeof slugCheckResponse>;

/** `{id}` of a store as text: the route answers 404 for anything that is not an id, never 422. */
export const storeParams = z.object({ id: z.string().max(32) });

/** What each endpoint of `storesEndpoints` takes and answers. */
export const storesEndpointSchemas = {
  listStores: { permission: 'catalogue', query: storesQuery, responses: { 200: storesResponse }, errors: [401] },
  checkStoreSlug: {
    permission: 'catalogue',
    query: slugCheckQuery,
    responses: { 200: slugCheckResponse },
    errors: [401],
  },
  createStore: {
    permission: 'catalogue',
    body: storeRequest,
    responses: { 201: storeSavedResponse },
    errors: [401, 404, 409, 422],
  },
  getStore: { permission: 'catalogue', params: storeParams, responses: { 200: storeResponse }, errors: [401, 404] },
  saveStore: {
    permission: 'catalogue',
    params: storeParams,
    body: storeRequest,
    responses: { 200: storeSavedResponse },
    errors: [401, 404, 409, 422],
  },
  deleteStore: {
    permission: 'catalogue',
    params: storeParams,
    responses: { 200: messageResponse },
    errors: [401, 404, 409],
  },
  pauseStore: {
    permission: 'catalogue',
    params: storeParams,
    responses: { 200: storeSavedResponse },
    errors: [401, 404],
  },
  resumeStore: {
    permission: 'catalogue',
    params: storeParams,
    responses: { 200: storeSavedResponse },
    errors: [401, 404],
  },
  /** The logo in the multipart field `STORE_LOGO_FIELD`. */
  saveStoreLogo: {
    permission: 'catalogue',
    params: storeParams,
    body: 'multipart',
    responses: { 200: storeSavedResponse },
    errors: [401, 404, 413, 422],
  },
  deleteStoreLogo: {
    permission: 'catalogue',
    params: storeParams,
    responses: { 200: storeSavedResponse },
    errors: [401, 404],
  },
} satisfies EndpointTable;

import { z } from 'zod';
import { decimal, idParam, idParams } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';

/**
 * The marketplace's category tree (PRODUCT.md section 7) and the validation texts of the whole
 * catalog domain (categories, attributes, products, shelvings). Products go into leaf
 * categories only. Calls live under `/admin-suppliers/v1/categories`.
 */

// ---------------------------------------------------------------------------------------------
// Validation texts of the catalog domain (the shared catalogue of ./messages has no words for them).

export const catalogValidationMessages = {
  uk: {
    money_decimals: 'Сума може мати не більше двох знаків після коми.',
    ean13: 'Штрихкод EAN-13 складається з 13 цифр із правильною контрольною цифрою.',
    sku_format: 'Артикул не може містити керівних символів (табуляції, переносу рядка).',
    old_price_gt_price: 'Стара ціна має бути більшою за ціну.',
    options_required: 'Додайте хоча б один варіант значення.',
    options_unique: 'Варіанти значення не повинні повторюватися.',
    decimals_3: 'Не більше трьох знаків після коми.',
    decimals_1: 'Не більше одного знака після коми.',
    shelving_code: 'Код стелажа: літери, цифри та дефіси, наприклад A-01-03.',
    integer: 'Введіть ціле число.',
    number: 'Введіть число.',
    option_unknown: 'Оберіть значення зі списку.',
    ids_unique: 'Елементи не повинні повторюватися.',
    percent_range: 'Відсоток має бути від −99 до 1000.',
  },
  en: {
    money_decimals: 'An amount can have at most two decimals.',
    ean13: 'An EAN-13 barcode is 13 digits with a valid check digit.',
    sku_format: 'An SKU may not contain control characters (tabs, line breaks).',
    old_price_gt_price: 'The old price must be greater than the price.',
    options_required: 'Add at least one option.',
    options_unique: 'Options must not repeat.',
    decimals_3: 'At most three decimals.',
    decimals_1: 'At most one decimal.',
    shelving_code: 'A shelving code is letters, digits and hyphens, e.g. A-01-03.',
    integer: 'Enter a whole number.',
    number: 'Enter a number.',
    option_unknown: 'Choose a value from the list.',
    ids_unique: 'Items must not repeat.',
    percent_range: 'The percentage must be between −99 and 1000.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CatalogValidationKey = keyof (typeof catalogValidationMessages)['uk'];

/** A validation issue of the catalog in words: its own catalogue first, then the shared one. */
export function catalogIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = catalogValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

/**
 * A number field of the catalog: a value that is not a number reads «Введіть число.», and each
 * bound it breaks reads as that bound (a message given to `z.number()` itself would cover both).
 */
export const numberInput = () => z.number({ error: (issue) => (issue.code === 'invalid_type' ? 'number' : undefined) });

// ---------------------------------------------------------------------------------------------
// Categories

/** Joins the names of a category's path: `Електроніка / Смартфони та телефони / Смартфони`. */
export const CATEGORY_PATH_SEPARATOR = ' / ';

export const category = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  /** Names from the root down to this category, joined with ` / `. */
  path: z.string(),
  depth: z.number().int(),
  /** Products go into leaf categories only. */
  is_leaf: z.boolean(),
});
export type Category = z.infer<typeof category>;

export const categoryDetail = category.extend({
  /** From the root down to the parent. */
  ancestors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CategoryDetail = z.infer<typeof categoryDetail>;

/** GET /categories?parent_id=: the children of a category, or the roots without parent_id. */
export const categoriesQuery = z.object({ parent_id: idParam.optional() });
export const categoriesResponse = z.object({ data: z.array(category) });

export const CATEGORY_SEARCH_MIN = 2;
export const CATEGORY_SEARCH_LIMIT = 50;

/** GET /categories/search?q=: categories whose name contains q, with their path; leaves first. */
export const categorySearchQuery = z.object({
  q: z.string().trim().min(CATEGORY_SEARCH_MIN).max(100),
  leaf_only: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: decimal(z.number().int().min(1).max(CATEGORY_SEARCH_LIMIT).default(20)),
});

export const categoryResponse = z.object({ data: categoryDetail });

const categoryErrors = [401, 404, 422];

/** What each endpoint of `categoriesEndpoints` takes and answers. */
export const categoriesEndpointSchemas = {
  listCategories: {
    permission: 'catalogue:read',
    query: categoriesQuery,
    responses: { 200: categoriesResponse },
    errors: categoryErrors,
  },
  searchCategories: {
    permission: 'catalogue:read',
    query: categorySearchQuery,
    responses: { 200: categoriesResponse },
    errors: categoryErrors,
  },
  getCategory: {
    permission: 'catalogue:read',
    params: idParams,
    responses: { 200: categoryResponse },
    errors: categoryErrors,
  },
} satisfies EndpointTable;

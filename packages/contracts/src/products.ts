import { z } from 'zod';
import { decimal, ID_MAX, idParam, idParams, messageResponse, rowId } from './common';
import { attributeTypeSchema, attributeValue } from './attributes';
import { numberInput } from './categories';
import type { EndpointTable } from './endpoint';
import { hryvniaAmount } from './money-ledger';
import {
  PRODUCTS_PER_PAGE_DEFAULT,
  PRODUCTS_PER_PAGE_MAX,
  productAvailabilities,
  productExportFormats,
  productSorts,
  productStatuses,
  sortOrders,
} from './products-constants';

export * from './products-constants';

/**
 * Products (PRODUCT.md section 7). Money travels as hryvnias with a formatted text beside it;
 * the server keeps kopiyky. The list pages by keyset (an opaque `cursor`), so deep pages of a
 * million products cost the same as the first. Calls live under `/admin-suppliers/v1/products`.
 */

export const productStatusSchema = z.enum(productStatuses);
export const productAvailabilitySchema = z.enum(productAvailabilities);

export const PRODUCT_NAME_MAX = 255;
export const PRODUCT_SKU_MAX = 64;
export const PRODUCT_BRAND_MAX = 100;
/** Longest description (sanitized HTML). */
export const PRODUCT_DESCRIPTION_MAX = 50_000;
export const PRODUCT_PRICE_MAX_HRYVNIAS = 10_000_000;
export const PRODUCT_STOCK_MAX = 10_000_000;
export const PRODUCT_WEIGHT_MAX_KG = 1000;
export const PRODUCT_DIMENSION_MAX_CM = 1000;

/** Images: JPEG/PNG/WebP, each up to 10 MB, at most 15 per product; the first is the main one. */
export const PRODUCT_IMAGES_MAX = 15;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Multipart field of an image upload (several files, in order). */
export const PRODUCT_IMAGES_FIELD = 'images';

/**
 * SKU (trimmed first): any printable characters, spaces and punctuation inside included (sellers'
 * SKUs carry `*`, `)`, `/`, `.`, spaces), never a control, format or line-separator character.
 */
export const SKU_PATTERN = /^[^\p{C}\p{Zl}\p{Zp}]+$/u;

/** EAN-13: 13 digits, the last a check digit (weights 1,3,1,3… over the first 12). */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/** The check digit that completes 12 digits to a valid EAN-13 (demo data, tests). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*[-−]?\d+([.,]\d+)?\s*$/.test(value)
    ? Number(value.trim().replace('−', '-').replace(',', '.'))
    : value;

function decimals(places: number) {
  const scale = 10 ** places;
  return (value: number) => Math.abs(value * scale - Math.round(value * scale)) < 1e-6;
}

/** An optional measurement: empty is null; at most `places` decimals, within (0, max]. */
const measurement = (max: number, places: 1 | 3) =>
  z.preprocess(
    (value) => numeric(emptyToNull(value)),
    numberInput()
      .positive()
      .max(max)
      .refine(decimals(places), { message: places === 3 ? 'decimals_3' : 'decimals_1' })
      .nullable(),
  );

const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable()).default(null);

/** One attribute value of a product; `null` clears it. */
export const productAttributeInput = z.object({
  attribute_id: rowId,
  value: z.union([...attributeValue.options, z.null()]),
});
export type ProductAttributeInput = z.infer<typeof productAttributeInput>;

/** POST /products and PUT /products/{id} (the whole product; images go through their own calls). */
export const productRequest = z
  .object({
    store_id: z.preprocess(emptyToNull, rowId.nullable()).default(null),
    category_id: rowId,
    name: z.string().trim().min(1).max(PRODUCT_NAME_MAX),
    name_en: optionalText(PRODUCT_NAME_MAX),
    /** Rich text; the server keeps only the safe subset of HTML. */
    description: z.string().max(PRODUCT_DESCRIPTION_MAX).default(''),
    sku: z.string().trim().min(1).max(PRODUCT_SKU_MAX).regex(SKU_PATTERN, { message: 'sku_format' }),
    barcode: z
      .preprocess(emptyToNull, z.string().trim().refine(isValidEan13, { message: 'ean13' }).nullable())
      .default(null),
    brand: optionalText(PRODUCT_BRAND_MAX),
    price: hryvniaAmount({ max: PRODUCT_PRICE_MAX_HRYVNIAS }),
    old_price: z.preprocess(emptyToNull, hryvniaAmount({ max: PRODUCT_PRICE_MAX_HRYVNIAS }).nullable()).default(null),
    stock: z.preprocess(numeric, numberInput().int({ message: 'integer' }).min(0).max(PRODUCT_STOCK_MAX)),
    availability: productAvailabilitySchema.default('in_stock'),
    status: productStatusSchema.default('draft'),
    /** Kilograms, up to 3 decimals; centimetres, up to 1 decimal (for waybills). */
    weight: measurement(PRODUCT_WEIGHT_MAX_KG, 3).default(null),
    length: measurement(PRODUCT_DIMENSION_MAX_CM, 1).default(null),
    width: measurement(PRODUCT_DIMENSION_MAX_CM, 1).default(null),
    height: measurement(PRODUCT_DIMENSION_MAX_CM, 1).default(null),
    /** Where it lies in the warehouse, and how many pieces lie there. */
    shelving_id: z.preprocess(emptyToNull, rowId.nullable()).default(null),
    shelving_quantity: z
      .preprocess(
        (value) => numeric(emptyToNull(value)),
        numberInput().int({ message: 'integer' }).min(0).max(PRODUCT_STOCK_MAX).nullable(),
      )
      .default(null),
    attributes: z.array(productAttributeInput).max(500).default([]),
  })
  .superRefine((value, context) => {
    if (value.old_price !== null && !(value.old_price > value.price)) {
      context.addIssue({ code: 'custom', path: ['old_price'], message: 'old_price_gt_price', input: value.old_price });
    }
  });
export type ProductRequest = z.input<typeof productRequest>;
export type ProductInput = z.output<typeof productRequest>;

export const productImage = z.object({
  id: z.number().int(),
  /** Up to 1600 px wide, WebP. */
  url: z.string(),
  /** 256×256, WebP. */
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  is_main: z.boolean(),
});
export type ProductImage = z.infer<typeof productImage>;

const moneyFields = {
  price: z.number(),
  price_format: z.string(),
  old_price: z.number().nullable(),
  old_price_format: z.string().nullable(),
};

export const productAttributeValue = z.object({
  attribute_id: z.number().int(),
  name: z.string(),
  type: attributeTypeSchema,
  unit: z.string().nullable(),
  value: attributeValue,
});

export const product = z.object({
  id: z.number().int(),
  store_id: z.number().int().nullable(),
  category_id: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  brand: z.string().nullable(),
  ...moneyFields,
  stock: z.number().int(),
  availability: productAvailabilitySchema,
  status: productStatusSchema,
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  shelving_id: z.number().int().nullable(),
  shelving: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  shelving_quantity: z.number().int(),
  images: z.array(productImage),
  attributes: z.array(productAttributeValue),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const productResponse = z.object({ data: product });
export const productSavedResponse = z.object({ message: z.string(), data: product });
export type ProductSavedResponse = z.infer<typeof productSavedResponse>;

// ---------------------------------------------------------------------------------------------
// The list

/** Totals above this are counted only up to it (`total_exact: false`), so lists stay fast. */
export const PRODUCTS_COUNT_CAP = 10_000;
/** The same for a search by name fragment (every counted row is re-checked against the pattern). */
export const PRODUCTS_SEARCH_COUNT_CAP = 1_000;

const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? undefined : numeric(value)), schema.optional());

/**
 * GET /products. `q` finds by a fragment of the name, or exactly by SKU or barcode.
 * `cursor` is the `next_cursor` of the previous page (same sort and filters).
 */
export const productsQuery = z.object({
  cursor: z.string().max(300).optional(),
  per_page: decimal(z.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(PRODUCTS_PER_PAGE_DEFAULT)),
  sort: z.enum(productSorts).default('created_at'),
  order: z.enum(sortOrders).default('desc'),
  q: z.string().trim().max(100).optional(),
  status: productStatusSchema.optional(),
  availability: productAvailabilitySchema.optional(),
  category_id: idParam.optional(),
  /**
   * A shelving id, or `none` for products on no shelving. The id's schema is its own, not the
   * shared `idParam`: inside a union a reused schema is left out of the query's OpenAPI document.
   */
  shelving_id: z.union([z.literal('none'), decimal(z.number().int().min(1).max(ID_MAX))]).optional(),
  price_min: optionalNumber(z.number().min(0).max(PRODUCT_PRICE_MAX_HRYVNIAS)),
  price_max: optionalNumber(z.number().min(0).max(PRODUCT_PRICE_MAX_HRYVNIAS)),
  stock_min: optionalNumber(z.number().int().min(0).max(PRODUCT_STOCK_MAX)),
  stock_max: optionalNumber(z.number().int().min(0).max(PRODUCT_STOCK_MAX)),
});
export type ProductsQuery = Partial<z.output<typeof productsQuery>>;

/** The public feed: `/api/feeds/products/{token}/products.yml`, every active product as YML. */
export const productFeedPath = (token: string) => `/api/feeds/products/${token}/products.yml`;

export const productFeedResponse = z.object({
  data: z.object({
    /** The feed's address to give to another marketplace; null when the feed is off. */
    url: z.string().nullable(),
  }),
});
export const productFeedRenewedResponse = productFeedResponse.extend({ message: z.string() });

/**
 * GET /admin-suppliers/v1/products/export: every product the list's filters find, oldest first, as
 * XLSX or CSV (our template: characteristics as name/unit/value column triples, as Prom writes
 * them) or a YML feed (`yml_catalog`), streamed.
 */
export const productsExportQuery = productsQuery
  .omit({ cursor: true, per_page: true, sort: true, order: true })
  .extend({ format: z.enum(productExportFormats).default('xlsx') });
export type ProductsExportQuery = Partial<z.input<typeof productsExportQuery>>;
export type ProductsFilter = z.output<typeof productsQuery>;

export const productListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  brand: z.string().nullable(),
  ...moneyFields,
  stock: z.number().int(),
  availability: productAvailabilitySchema,
  status: productStatusSchema,
  category: z.object({ id: z.number().int(), name: z.string() }),
  shelving: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  shelving_quantity: z.number().int(),
  /** The main image's thumbnail. */
  image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const productsMeta = z.object({
  /** Matching products; counted up to PRODUCTS_COUNT_CAP (PRODUCTS_SEARCH_COUNT_CAP with `q`) when `total_exact` is false. */
  total: z.number().int(),
  total_exact: z.boolean(),
  per_page: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export const productsResponse = z.object({ data: z.array(productListItem), meta: productsMeta });
export type ProductsResponse = z.infer<typeof productsResponse>;

// ---------------------------------------------------------------------------------------------
// Bulk actions

export const bulkActions = ['activate', 'deactivate', 'archive', 'delete', 'change_price', 'move_to_shelving'] as const;
export type BulkAction = (typeof bulkActions)[number];
export const BULK_IDS_MAX = 10_000;

/** Change by percent (−99…1000, two decimals) or by an amount in hryvnias (may be negative). */
export const priceChange = z.object({
  mode: z.enum(['percent', 'amount']),
  value: z.preprocess(
    numeric,
    numberInput()
      .min(-PRODUCT_PRICE_MAX_HRYVNIAS)
      .max(PRODUCT_PRICE_MAX_HRYVNIAS)
      .refine(decimals(2), { message: 'money_decimals' })
      .refine((value) => value !== 0, { message: 'invalid' }),
  ),
});
export type PriceChange = z.infer<typeof priceChange>;
export const PRICE_PERCENT_MIN = -99;
export const PRICE_PERCENT_MAX = 1000;

/** POST /products/bulk: one action over the listed products, done in one statement. */
export const productsBulkRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['activate', 'deactivate', 'archive', 'delete']),
    ids: z.array(rowId).min(1).max(BULK_IDS_MAX),
  }),
  z.object({
    action: z.literal('change_price'),
    ids: z.array(rowId).min(1).max(BULK_IDS_MAX),
    price_change: priceChange.superRefine((change, context) => {
      if (change.mode === 'percent' && (change.value < PRICE_PERCENT_MIN || change.value > PRICE_PERCENT_MAX)) {
        context.addIssue({ code: 'custom', path: ['value'], message: 'percent_range', input: change.value });
      }
    }),
  }),
  z.object({
    action: z.literal('move_to_shelving'),
    ids: z.array(rowId).min(1).max(BULK_IDS_MAX),
    /** null takes the products off their shelvings. */
    shelving_id: rowId.nullable(),
  }),
]);
export type ProductsBulkRequest = z.infer<typeof productsBulkRequest>;

export const productsBulkResponse = z.object({ message: z.string(), affected: z.number().int() });
export type ProductsBulkResponse = z.infer<typeof productsBulkResponse>;

/** PUT /products/{id}/images/order: every image id of the product in the new order. */
export const imagesOrderRequest = z.object({
  ids: z.array(rowId).min(1).max(PRODUCT_IMAGES_MAX),
});
export const productImagesResponse = z.object({ message: z.string().optional(), data: z.array(productImage) });
export type ProductImagesResponse = z.infer<typeof productImagesResponse>;

export const productImageParams = z.object({ id: idParam, imageId: idParam });

const productErrors = [401, 404, 409, 422];
const imageErrors = [401, 404, 413, 422];

/** What each endpoint of `productsEndpoints` takes and answers. */
export const productsEndpointSchemas = {
  listProducts: {
    permission: 'catalogue:read',
    query: productsQuery,
    responses: { 200: productsResponse },
    errors: productErrors,
  },
  getProductFeedAddress: { permission: 'catalogue', responses: { 200: productFeedResponse }, errors: [401] },
  renewProductFeedAddress: { permission: 'catalogue', responses: { 200: productFeedRenewedResponse }, errors: [401] },
  removeProductFeedAddress: { permission: 'catalogue', responses: { 200: messageResponse }, errors: [401] },
  createProduct: {
    permission: 'catalogue',
    body: productRequest,
    responses: { 201: productSavedResponse },
    errors: productErrors,
    requires: ['articles'],
  },
  bulkProducts: {
    permission: 'catalogue',
    body: productsBulkRequest,
    responses: { 200: productsBulkResponse },
    errors: productErrors,
  },
  getProduct: {
    permission: 'catalogue:read',
    params: idParams,
    responses: { 200: productResponse },
    errors: productErrors,
  },
  saveProduct: {
    permission: 'catalogue',
    params: idParams,
    body: productRequest,
    responses: { 200: productSavedResponse },
    errors: productErrors,
  },
  deleteProduct: {
    permission: 'catalogue',
    params: idParams,
    responses: { 200: messageResponse },
    errors: productErrors,
  },
  /** The images in the multipart field `PRODUCT_IMAGES_FIELD`, in order. */
  addProductImages: {
    permission: 'catalogue',
    params: idParams,
    body: 'multipart',
    responses: { 200: productImagesResponse },
    errors: imageErrors,
  },
  reorderProductImages: {
    permission: 'catalogue',
    params: idParams,
    body: imagesOrderRequest,
    responses: { 200: productImagesResponse },
    errors: imageErrors,
  },
  deleteProductImage: {
    permission: 'catalogue',
    params: productImageParams,
    responses: { 200: productImagesResponse },
    errors: imageErrors,
  },
} satisfies EndpointTable;

import { z } from 'zod';
import { numberInput } from './categories';
import { decimal, ID_MAX, idParam, idParams, messageResponse, paginationMeta, rowId } from './common';
import type { EndpointTable } from './endpoint';

/**
 * Shelvings (`Стелажі`, PRODUCT.md section 7): storage locations of the supplier's warehouse.
 * A product lies on at most one shelving with a quantity; a shelving shows its fill
 * (placed / capacity) and the products on it. Calls live under `/admin-suppliers/v1/shelvings`.
 */

export const SHELVING_CODE_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;
export const SHELVING_CODE_MAX = 32;
export const SHELVING_NAME_MAX = 100;
export const SHELVING_ZONE_MAX = 50;
export const SHELVING_NOTE_MAX = 1000;
export const SHELVING_CAPACITY_MAX = 10_000_000;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value.trim()) : value;

/** POST /shelvings, PUT /shelvings/{id}. The code is kept in upper case (`a-01-03` → `A-01-03`). */
export const shelvingRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(SHELVING_CODE_MAX)
    .regex(SHELVING_CODE_PATTERN, { message: 'shelving_code' })
    .transform((code) => code.toUpperCase()),
  name: z.string().trim().min(1).max(SHELVING_NAME_MAX),
  zone: z.preprocess(emptyToNull, z.string().trim().max(SHELVING_ZONE_MAX).nullable()).default(null),
  note: z.preprocess(emptyToNull, z.string().trim().max(SHELVING_NOTE_MAX).nullable()).default(null),
  /** Pieces it holds; null: not limited. */
  capacity: z
    .preprocess(
      (value) => numeric(emptyToNull(value)),
      numberInput().int({ message: 'integer' }).min(1).max(SHELVING_CAPACITY_MAX).nullable(),
    )
    .default(null),
});
export type ShelvingRequest = z.input<typeof shelvingRequest>;
export type ShelvingInput = z.output<typeof shelvingRequest>;

export const shelving = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  zone: z.string().nullable(),
  note: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** Pieces placed on it (sum of the quantities of its products). */
  placed: z.number().int(),
  /** placed / capacity in percent (rounded), null without a capacity. */
  fill_percent: z.number().int().nullable(),
  products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shelving = z.infer<typeof shelving>;

export const shelvingsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  zone: z.string().trim().max(SHELVING_ZONE_MAX).optional(),
  page: decimal(z.number().int().min(1).max(ID_MAX).default(1)),
  per_page: decimal(z.number().int().min(1).max(200).default(50)),
});
export type ShelvingsQuery = Partial<z.output<typeof shelvingsQuery>>;

export const shelvingsResponse = z.object({ data: z.array(shelving), meta: paginationMeta });
export type ShelvingsResponse = z.infer<typeof shelvingsResponse>;
export const shelvingResponse = z.object({ data: shelving });
export const shelvingSavedResponse = z.object({ message: z.string(), data: shelving });
export type ShelvingSavedResponse = z.infer<typeof shelvingSavedResponse>;

/** A product as a shelving lists it. */
export const shelvingProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  stock: z.number().int(),
  image: z.string().nullable(),
});
export type ShelvingProduct = z.infer<typeof shelvingProduct>;

export const shelvingProductsQuery = z.object({
  page: decimal(z.number().int().min(1).max(ID_MAX).default(1)),
  per_page: decimal(z.number().int().min(1).max(200).default(50)),
});
export const shelvingProductsResponse = z.object({ data: z.array(shelvingProduct), meta: paginationMeta });
export type ShelvingProductsResponse = z.infer<typeof shelvingProductsResponse>;

/** POST /shelvings/{id}/placements: puts a product on this shelving (moving it from another). */
export const placementRequest = z.object({
  product_id: rowId,
  quantity: z.preprocess(numeric, numberInput().int({ message: 'integer' }).min(1).max(SHELVING_CAPACITY_MAX)),
});
export type PlacementRequest = z.input<typeof placementRequest>;

export const placementResponse = z.object({ message: z.string(), data: shelving });
export type PlacementResponse = z.infer<typeof placementResponse>;

export const placementParams = z.object({
  id: idParam,
  productId: idParam,
});

const shelvingErrors = [401, 404, 409, 422];

/** What each endpoint of `shelvingsEndpoints` takes and answers. */
export const shelvingsEndpointSchemas = {
  listShelvings: {
    permission: 'shelvings',
    query: shelvingsQuery,
    responses: { 200: shelvingsResponse },
    errors: shelvingErrors,
  },
  createShelving: {
    permission: 'shelvings',
    body: shelvingRequest,
    responses: { 201: shelvingSavedResponse },
    errors: shelvingErrors,
  },
  getShelving: {
    permission: 'shelvings',
    params: idParams,
    responses: { 200: shelvingResponse },
    errors: shelvingErrors,
  },
  saveShelving: {
    permission: 'shelvings',
    params: idParams,
    body: shelvingRequest,
    responses: { 200: shelvingSavedResponse },
    errors: shelvingErrors,
  },
  deleteShelving: {
    permission: 'shelvings',
    params: idParams,
    responses: { 200: messageResponse },
    errors: shelvingErrors,
  },
  listShelvingProducts: {
    permission: 'shelvings',
    params: idParams,
    query: shelvingProductsQuery,
    responses: { 200: shelvingProductsResponse },
    errors: shelvingErrors,
  },
  placeOnShelving: {
    permission: 'shelvings',
    params: idParams,
    body: placementRequest,
    responses: { 200: placementResponse },
    errors: shelvingErrors,
  },
  removeFromShelving: {
    permission: 'shelvings',
    params: placementParams,
    responses: { 200: placementResponse },
    errors: shelvingErrors,
  },
} satisfies EndpointTable;

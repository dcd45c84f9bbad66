import { z } from 'zod';
import { rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';
import { hryvniaAmount } from './money-ledger';
import {
  orderResponse,
  orderSavedResponse,
  orderStatusChangeRequest,
  ordersQuery,
  ordersResponse,
  waybillRequest,
} from './orders';
import {
  PRODUCT_PRICE_MAX_HRYVNIAS,
  PRODUCT_SKU_MAX,
  PRODUCT_STOCK_MAX,
  productAvailabilitySchema,
  productResponse,
  productsMeta,
  productsQuery,
  productsResponse,
} from './products';

/**
 * The supplier API (issue 15): the REST API a supplier's own systems (1C/BAS, a CRM, a warehouse)
 * call with an integration token (`Authorization: Bearer spk_…`, see ./integrations). Versioned in
 * the path; v1 answers the panel's shapes for products and orders and the one error shape.
 * Documented at `/api/supplier/v1/docs` (OpenAPI at `/api/supplier/v1/openapi.json`).
 */
export const SUPPLIER_API_BASE = '/supplier/v1';
export const SUPPLIER_API_PATHS = {
  docs: `/api${SUPPLIER_API_BASE}/docs`,
  openapi: `/api${SUPPLIER_API_BASE}/openapi.json`,
  products: `/api${SUPPLIER_API_BASE}/products`,
  product: (id: number | string) => `/api${SUPPLIER_API_BASE}/products/${id}`,
  stock: `/api${SUPPLIER_API_BASE}/stock`,
  sticker: (id: number | string) => `/api${SUPPLIER_API_BASE}/orders/${id}/waybill/sticker`,
  orders: `/api${SUPPLIER_API_BASE}/orders`,
  order: (id: number | string) => `/api${SUPPLIER_API_BASE}/orders/${id}`,
  orderStatus: (id: number | string) => `/api${SUPPLIER_API_BASE}/orders/${id}/status`,
  orderWaybill: (id: number | string) => `/api${SUPPLIER_API_BASE}/orders/${id}/waybill`,
} as const;

/** GET /api/supplier/v1/stock: stock and prices of the supplier's products, the products list's pages. */
export const stockItem = z.object({
  id: z.number().int(),
  sku: z.string(),
  stock: z.number().int(),
  /** Hryvnias. */
  price: z.number(),
  old_price: z.number().nullable(),
  availability: productAvailabilitySchema,
  updated_at: z.string(),
});
export const stockListResponse = z.object({ data: z.array(stockItem), meta: productsMeta });
export type StockListResponse = z.infer<typeof stockListResponse>;

/** Items in one stock and prices call. */
export const STOCK_UPDATE_MAX = 10_000;

/**
 * One product's new stock and/or prices, found by `sku` or by `id` (one of them). Fields left out
 * are kept; `old_price: null` removes the crossed-out price.
 */
export const stockUpdateItem = z
  .object({
    sku: z.string().trim().min(1).max(PRODUCT_SKU_MAX).optional(),
    id: rowId.optional(),
    stock: z.number().int().min(0).max(PRODUCT_STOCK_MAX).optional(),
    price: hryvniaAmount({ min: 0.01, max: PRODUCT_PRICE_MAX_HRYVNIAS }).optional(),
    old_price: hryvniaAmount({ min: 0.01, max: PRODUCT_PRICE_MAX_HRYVNIAS }).nullable().optional(),
    availability: productAvailabilitySchema.optional(),
  })
  .superRefine((item, context) => {
    if ((item.sku === undefined) === (item.id === undefined)) {
      context.addIssue({ code: 'custom', path: ['sku'], message: 'sku_or_id', input: item.sku });
    }
    if (
      item.stock === undefined &&
      item.price === undefined &&
      item.old_price === undefined &&
      item.availability === undefined
    ) {
      context.addIssue({ code: 'custom', path: ['stock'], message: 'nothing_to_change', input: item.stock });
    }
  });
export type StockUpdateItem = z.output<typeof stockUpdateItem>;

/** POST /api/supplier/v1/stock */
export const stockUpdateRequest = z.object({
  items: z.array(stockUpdateItem).min(1).max(STOCK_UPDATE_MAX),
});
export type StockUpdateRequest = z.input<typeof stockUpdateRequest>;

export const stockItemErrorCodes = ['not_found', 'duplicate', 'old_price_not_above_price'] as const;

/** The items not applied, each with its place in the request; the rest were. */
export const stockUpdateResponse = z.object({
  message: z.string(),
  data: z.object({
    /** Products changed. */
    updated: z.number().int(),
    failed: z.array(
      z.object({
        /** The item's position in `items`, from 0. */
        index: z.number().int(),
        sku: z.string().nullable(),
        id: z.number().int().nullable(),
        code: z.enum(stockItemErrorCodes),
        message: z.string(),
      }),
    ),
  }),
});
export type StockUpdateResponse = z.infer<typeof stockUpdateResponse>;

export const supplierApiValidationMessages = {
  uk: {
    sku_or_id: 'Вкажіть або sku, або id товару.',
    nothing_to_change: 'Вкажіть хоча б одне з полів stock, price, old_price, availability.',
  },
  en: {
    sku_or_id: 'Give either the sku or the id of the product.',
    nothing_to_change: 'Give at least one of stock, price, old_price, availability.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of the supplier API in words: its own catalogue first, then the shared one. */
export function supplierApiIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = supplierApiValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

/** `{id}` of a product or an order as text: anything that is not one answers 404 (as another supplier's does). */
export const supplierApiParams = z.object({ id: z.string().max(32) });

/**
 * What each endpoint of `supplierApiEndpoints` takes and answers. Every one may also answer 401,
 * 403 and 429 (the token), and one with input 422: the supplier API's document adds those.
 */
export const supplierApiEndpointSchemas = {
  listProducts: {
    permission: 'token',
    query: productsQuery,
    responses: { 200: productsResponse },
    errors: [],
    requires: ['subscription'],
  },
  getProduct: {
    permission: 'token',
    params: supplierApiParams,
    responses: { 200: productResponse },
    errors: [404],
    requires: ['subscription'],
  },
  listStock: {
    permission: 'token',
    query: productsQuery,
    responses: { 200: stockListResponse },
    errors: [],
    requires: ['subscription'],
  },
  updateStock: {
    permission: 'token',
    body: stockUpdateRequest,
    responses: { 200: stockUpdateResponse },
    errors: [413],
    requires: ['subscription'],
  },
  listOrders: {
    permission: 'token',
    query: ordersQuery,
    responses: { 200: ordersResponse },
    errors: [],
    requires: ['subscription'],
  },
  getOrder: {
    permission: 'token',
    params: supplierApiParams,
    responses: { 200: orderResponse },
    errors: [404],
    requires: ['subscription'],
  },
  changeOrderStatus: {
    permission: 'token',
    params: supplierApiParams,
    body: orderStatusChangeRequest,
    responses: { 200: orderSavedResponse },
    errors: [404, 409],
    requires: ['subscription'],
  },
  createOrderWaybill: {
    permission: 'token',
    params: supplierApiParams,
    body: waybillRequest,
    responses: { 200: orderSavedResponse },
    errors: [404, 409, 502, 504],
    requires: ['subscription'],
  },
} satisfies EndpointTable;

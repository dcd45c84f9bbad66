import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import { idParams } from '@supplier/contracts/categories';
import {
  productResponse,
  productSavedResponse,
  productsBulkResponse,
  productsQuery,
  productsResponse,
} from '@supplier/contracts/products';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

export const PRODUCTS_BASE = '/admin-suppliers/v1/products';

/** Bodies are checked by the service with the contracts' schemas (the catalog's texts); these document them. */
const productBody = z
  .looseObject({})
  .describe(
    '{store_id?, category_id (a leaf), name, name_en?, description? (rich text, sanitized), sku, barcode? (EAN-13), brand?, price, old_price? (> price), stock, availability?, status?, weight? (kg), length?/width?/height? (cm), shelving_id?, shelving_quantity?, attributes?: [{attribute_id, value}]}',
  );
const bulkBody = z
  .looseObject({})
  .describe(
    '{action: activate|deactivate|archive|delete, ids} | {action: change_price, ids, price_change: {mode: percent|amount, value}} | {action: move_to_shelving, ids, shelving_id|null}',
  );

/** Products: the keyset list, one product, bulk actions. */
export const productsRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const schema = { tags: ['catalog: products'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.get(
    PRODUCTS_BASE,
    {
      schema: {
        ...schema,
        description:
          'Keyset pages: pass `meta.next_cursor` as `cursor` with the same sort and filters. `q` finds by a fragment of the name, or exactly by SKU or barcode.',
        querystring: productsQuery,
        response: { 200: productsResponse, ...errors },
      },
    },
    async (request) => services.products.list(supplierId(request), request.query, request.locale),
  );
  app.post(
    PRODUCTS_BASE,
    { schema: { ...schema, body: productBody, response: { 201: productSavedResponse, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await services.products.create(supplierId(request), request.body, request.locale)),
  );
  app.post(
    `${PRODUCTS_BASE}/bulk`,
    { schema: { ...schema, body: bulkBody, response: { 200: productsBulkResponse, ...errors } } },
    async (request) => services.products.bulk(supplierId(request), request.body, request.locale),
  );
  app.get(
    `${PRODUCTS_BASE}/:id`,
    { schema: { ...schema, params: idParams, response: { 200: productResponse, ...errors } } },
    async (request) => ({ data: await services.products.get(supplierId(request), request.params.id, request.locale) }),
  );
  app.put(
    `${PRODUCTS_BASE}/:id`,
    { schema: { ...schema, params: idParams, body: productBody, response: { 200: productSavedResponse, ...errors } } },
    async (request) => services.products.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${PRODUCTS_BASE}/:id`,
    { schema: { ...schema, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => services.products.remove(supplierId(request), request.params.id, request.locale),
  );
};

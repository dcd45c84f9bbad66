import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import { idParams } from '@supplier/contracts/categories';
import {
  productRequest,
  productResponse,
  productSavedResponse,
  productsBulkRequest,
  productsBulkResponse,
  productFeedResponse,
  productsExportQuery,
  productsQuery,
  productsResponse,
} from '@supplier/contracts/products';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-origin';
import { sendFile } from '../../lib/table-file';
import { supplierId } from '../../plugins/auth';
import { catalogText } from './catalog.messages';
import { productsFile } from './products.export';
import type { CatalogServices } from './catalog.services';

export const PRODUCTS_BASE = '/admin-suppliers/v1/products';

/** Products: the keyset list, one product, bulk actions. */
export const productsRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const schema = { tags: ['catalog: products'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.get(
    PRODUCTS_BASE,
    {
      schema: {
        operationId: 'listProducts',
        summary: 'Products, searched, filtered and sorted, one keyset page at a time',
        ...schema,
        description:
          'Keyset pages: pass `meta.next_cursor` as `cursor` with the same sort and filters. `q` finds by a fragment of the name, or exactly by SKU or barcode.',
        querystring: productsQuery,
        response: { 200: productsResponse, ...errors },
      },
    },
    async (request) => services.products.list(supplierId(request), request.query, request.locale),
  );
  app.get(
    `${PRODUCTS_BASE}/export`,
    {
      schema: {
        operationId: 'exportProducts',
        summary: 'Every product the list finds, as XLSX, CSV or a YML feed',
        ...schema,
        description:
          'Takes the list’s filters; products are written oldest first and streamed page by page. XLSX and CSV follow our import template (characteristics as name/unit/value column triples); YML is a `yml_catalog` feed as Rozetka and Prom read it.',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/xml'],
        querystring: productsExportQuery,
        response: { 200: z.any().describe('The file, as an attachment'), 401: apiError, 422: apiError },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const source = await services.products.exportSource(
        supplierId(request),
        query,
        format,
        request.locale,
        publicOrigin(app, request),
      );
      const file = productsFile(source, format, request.locale);
      return sendFile(reply, file);
    },
  );
  app.get(
    `${PRODUCTS_BASE}/feed`,
    {
      schema: {
        operationId: 'getProductFeedAddress',
        summary: 'The address of the supplier’s YML feed, or null when it is off',
        ...schema,
        response: { 200: productFeedResponse, 401: apiError },
      },
    },
    async (request) => ({
      data: { url: await services.feed.url(supplierId(request), publicOrigin(app, request)) },
    }),
  );
  app.post(
    `${PRODUCTS_BASE}/feed`,
    {
      schema: {
        operationId: 'renewProductFeedAddress',
        summary: 'Makes a new secret address for the YML feed; the old one stops working',
        ...schema,
        response: { 200: productFeedResponse.extend({ message: z.string() }), 401: apiError },
      },
    },
    async (request) => ({
      message: catalogText(request.locale, 'feed_renewed'),
      data: { url: await services.feed.renew(supplierId(request), publicOrigin(app, request)) },
    }),
  );
  app.delete(
    `${PRODUCTS_BASE}/feed`,
    {
      schema: {
        operationId: 'removeProductFeedAddress',
        summary: 'Turns the YML feed off: its address answers 404',
        ...schema,
        response: { 200: messageResponse, 401: apiError },
      },
    },
    async (request) => {
      await services.feed.remove(supplierId(request));
      return { message: catalogText(request.locale, 'feed_removed') };
    },
  );
  app.post(
    PRODUCTS_BASE,
    {
      schema: {
        operationId: 'createProduct',
        summary: 'Creates a product',
        ...schema,
        body: productRequest,
        response: { 201: productSavedResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.products.create(supplierId(request), request.body, request.locale)),
  );
  app.post(
    `${PRODUCTS_BASE}/bulk`,
    {
      schema: {
        operationId: 'bulkProducts',
        summary: 'One action over many products',
        ...schema,
        body: productsBulkRequest,
        response: { 200: productsBulkResponse, ...errors },
      },
    },
    async (request) => services.products.bulk(supplierId(request), request.body, request.locale),
  );
  app.get(
    `${PRODUCTS_BASE}/:id`,
    {
      schema: {
        operationId: 'getProduct',
        summary: 'One product with its attributes and images',
        ...schema,
        params: idParams,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => ({ data: await services.products.get(supplierId(request), request.params.id, request.locale) }),
  );
  app.put(
    `${PRODUCTS_BASE}/:id`,
    {
      schema: {
        operationId: 'saveProduct',
        summary: 'Saves a product',
        ...schema,
        params: idParams,
        body: productRequest,
        response: { 200: productSavedResponse, ...errors },
      },
    },
    async (request) => services.products.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${PRODUCTS_BASE}/:id`,
    {
      schema: {
        operationId: 'deleteProduct',
        summary: 'Deletes a product',
        ...schema,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => services.products.remove(supplierId(request), request.params.id, request.locale),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import { PRODUCTS_PATHS, productsEndpointSchemas, productsExportQuery } from '@supplier/contracts/products';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { permissionHook } from '../../lib/permission-hook';
import { publicOrigin } from '../../lib/public-origin';
import { sendFile } from '../../lib/table-file';
import { supplierId } from '../../plugins/auth';
import { catalogText } from './catalog.messages';
import { productsFile } from './products.export';
import type { CatalogServices } from './catalog.services';

/** Products: the keyset list, the export, the YML feed's address, one product, bulk actions. */
export const productsRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const group = { tags: ['catalog: products'], security: [{ bearer: [] }] };
  const route = endpointRoutes(app, productsEndpoints, productsEndpointSchemas, group);

  route(
    'listProducts',
    {
      summary: 'Products, searched, filtered and sorted, one keyset page at a time',
      description:
        'Keyset pages: pass `meta.next_cursor` as `cursor` with the same sort and filters. `q` finds by a fragment of the name, or exactly by SKU or barcode.',
    },
    async (request) => services.products.list(supplierId(request), request.query, request.locale),
  );

  // A streamed file, so not in the endpoint table (ADR 0029).
  app.get(
    PRODUCTS_PATHS.export,
    {
      onRequest: permissionHook('catalogue'),
      schema: {
        operationId: 'exportProducts',
        summary: 'Every product the list finds, as XLSX, CSV or a YML feed',
        ...group,
        description:
          'Takes the list’s filters; products are written oldest first and streamed page by page. XLSX and CSV follow our import template (characteristics as name/unit/value column triples); YML is a `yml_catalog` feed as Rozetka and Prom read it.',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/xml'],
        querystring: productsExportQuery,
        response: { 200: z.any().describe('The file, as an attachment'), 401: apiError, 403: apiError, 422: apiError },
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

  route(
    'getProductFeedAddress',
    { summary: 'The address of the supplier’s YML feed, or null when it is off' },
    async (request) => ({
      data: { url: await services.feed.url(supplierId(request), publicOrigin(app, request)) },
    }),
  );
  route(
    'renewProductFeedAddress',
    { summary: 'Makes a new secret address for the YML feed; the old one stops working' },
    async (request) => ({
      message: catalogText(request.locale, 'feed_renewed'),
      data: { url: await services.feed.renew(supplierId(request), publicOrigin(app, request)) },
    }),
  );
  route('removeProductFeedAddress', { summary: 'Turns the YML feed off: its address answers 404' }, async (request) => {
    await services.feed.remove(supplierId(request));
    return { message: catalogText(request.locale, 'feed_removed') };
  });

  route('createProduct', { summary: 'Creates a product' }, async (request) =>
    services.products.create(supplierId(request), request.body, request.locale),
  );
  route('bulkProducts', { summary: 'One action over many products' }, async (request) =>
    services.products.bulk(supplierId(request), request.body, request.locale),
  );
  route('getProduct', { summary: 'One product with its attributes and images' }, async (request) => ({
    data: await services.products.get(supplierId(request), request.params.id, request.locale),
  }));
  route('saveProduct', { summary: 'Saves a product' }, async (request) =>
    services.products.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  route('deleteProduct', { summary: 'Deletes a product' }, async (request) =>
    services.products.remove(supplierId(request), request.params.id, request.locale),
  );
};

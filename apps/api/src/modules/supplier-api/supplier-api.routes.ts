import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import { catalogIssueText } from '@supplier/contracts/categories';
import { ordersIssueText } from '@supplier/contracts/orders';
import {
  STOCK_UPDATE_MAX,
  SUPPLIER_API_BASE,
  SUPPLIER_API_PATHS,
  supplierApiEndpointSchemas,
  supplierApiIssueText,
  supplierApiParams,
} from '@supplier/contracts/supplier-api';
import { supplierApiEndpoints } from '@supplier/contracts/supplier-api-endpoints';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idParam } from '../../lib/ids';
import { catalogServices, productNotFound, productsStockService } from '../catalog';
import {
  changeOrderStatus,
  getOrder,
  getWaybillSticker,
  listOrders,
  makeWaybill,
  ordersContext,
  ordersText,
} from '../orders';
import { requirementsHook } from '../setup';
import { supplierApiAuth, tokenRoute, tokenSupplier } from './supplier-api.auth';
import { API_TOKEN, supplierApiOpenapi } from './supplier-api.openapi';

const security = [{ [API_TOKEN]: [] }];

/**
 * The supplier API v1 (issue 15): products, stock and prices, orders and waybills of the token's
 * supplier, through the same services as the panel (history, stock moves, notifications and
 * realtime events follow). Mounted under /api like the other modules.
 */
export const supplierApiRoutes: FastifyPluginAsyncZod = async (app) => {
  supplierApiAuth(app, app.database.db, [SUPPLIER_API_PATHS.docs, SUPPLIER_API_PATHS.openapi]);
  await supplierApiOpenapi(app);
  const catalog = catalogServices(app);
  const stock = productsStockService(app.database.db);
  const orders = ordersContext(app);
  const notFound = (locale: Locale, key: 'product' | 'order') =>
    key === 'order'
      ? httpErrors.notFound(ordersText(locale, 'order_not_found'))
      : productNotFound(locale, 'product_not_found');

  /** The routes of one tag of the supplier API's document. */
  const routes = (tag: string) =>
    endpointRoutes(app, supplierApiEndpoints, supplierApiEndpointSchemas, {
      tags: [tag],
      security,
      supplierOf: tokenSupplier,
    });
  const productRoute = routes('products');
  const stockRoute = routes('stock');
  const orderRoute = routes('orders');
  const waybillRoute = routes('waybills');

  productRoute(
    'listProducts',
    {
      summary: 'Products, searched, filtered and sorted, one keyset page at a time',
      description:
        'Pass `meta.next_cursor` as `cursor` with the same sort and filters for the next page. `q` finds by a fragment of the name, or exactly by SKU or barcode. Needs `products:read`.',
      config: { ...tokenRoute('products:read'), issueText: catalogIssueText },
    },
    async (request) => catalog.products.list(tokenSupplier(request), request.query, request.locale),
  );

  productRoute(
    'getProduct',
    {
      summary: 'One product with its attributes and images',
      description: 'Another supplier’s product answers 404. Needs `products:read`.',
      config: tokenRoute('products:read'),
    },
    async (request) => {
      const id = idParam(request.params.id, () => notFound(request.locale, 'product'));
      return { data: await catalog.products.get(tokenSupplier(request), id, request.locale) };
    },
  );

  stockRoute(
    'listStock',
    {
      summary: 'Stock and prices of the products, one keyset page at a time',
      description:
        'Takes the products list’s filters, sort and `cursor` (pass `meta.next_cursor` for the next page). Prices are in hryvnias. Needs `stock:read`.',
      config: { ...tokenRoute('stock:read'), issueText: catalogIssueText },
    },
    async (request) => {
      const page = await catalog.products.list(tokenSupplier(request), request.query, request.locale);
      return {
        data: page.data.map((p) => ({
          id: p.id,
          sku: p.sku,
          stock: p.stock,
          price: p.price,
          old_price: p.old_price,
          availability: p.availability,
          updated_at: p.updated_at,
        })),
        meta: page.meta,
      };
    },
  );

  stockRoute(
    'updateStock',
    {
      summary: 'Sets stock, prices and availability of many products in one call',
      description: `Up to ${STOCK_UPDATE_MAX.toLocaleString('en')} items, each naming a product by \`sku\` or \`id\`; fields left out are kept, \`old_price: null\` removes the crossed-out price. All the items that can apply are written in one transaction; an unknown product, one named twice or an old price not above the price is listed in \`data.failed\` with its index, and the rest still apply. Prices are in hryvnias. Needs \`stock:write\`.`,
      config: { ...tokenRoute('stock:write'), issueText: supplierApiIssueText },
      bodyLimit: 5 * 1024 * 1024,
    },
    async (request) => stock.update(tokenSupplier(request), request.body.items, request.locale),
  );

  orderRoute(
    'listOrders',
    {
      summary: 'Orders of a tab, searched, filtered and sorted, one keyset page at a time',
      description:
        'Pass `meta.next_cursor` as `cursor` with the same tab, filters and sort for the next page. Dates are calendar days in Europe/Kyiv, both ends included. Needs `orders:read`.',
      config: { ...tokenRoute('orders:read'), issueText: ordersIssueText },
    },
    async (request) =>
      listOrders(orders, { supplierId: tokenSupplier(request), filter: request.query, locale: request.locale }),
  );

  orderRoute(
    'getOrder',
    {
      summary: 'One order: buyer, items, totals, delivery, payment, history',
      description:
        '`next_statuses` lists the statuses the order may move to; `version` is what a change must send. Another supplier’s order answers 404. Needs `orders:read`.',
      config: tokenRoute('orders:read'),
    },
    async (request) => {
      const id = idParam(request.params.id, () => notFound(request.locale, 'order'));
      return { data: await getOrder(orders, { supplierId: tokenSupplier(request), id, locale: request.locale }) };
    },
  );

  orderRoute(
    'changeOrderStatus',
    {
      summary: 'Moves an order to another status, by the panel’s rules',
      description:
        'The same rules as in the panel: a move not in `next_statuses` answers 422 `illegal_transition`; a stale `version` answers 409 `version_conflict`; a cancel needs a `reason`. Stock, payment, the order history and the panel follow as for a change made there. Needs `orders:write`.',
      config: { ...tokenRoute('orders:write'), issueText: ordersIssueText },
    },
    async (request) => {
      const id = idParam(request.params.id, () => notFound(request.locale, 'order'));
      const who = tokenSupplier(request);
      const input = {
        supplierId: who,
        userId: who,
        id,
        body: request.body,
        locale: request.locale,
        via: 'api' as const,
      };
      return changeOrderStatus(orders, input);
    },
  );

  waybillRoute(
    'createOrderWaybill',
    {
      summary: 'Creates the Nova Poshta waybill (TTN) of an order',
      description:
        'As the panel does: with the supplier’s sender settings and default Nova Poshta key; a COD order carries its cash on delivery. The order gets the TTN and a history line, the supplier a `ttn_added` notification. An order that already has one answers 409 `waybill_exists`; a stale `version` answers 409 `version_conflict`. Needs `waybills:write`.',
      config: { ...tokenRoute('waybills:write'), issueText: ordersIssueText },
    },
    async (request) => {
      const id = idParam(request.params.id, () => notFound(request.locale, 'order'));
      const who = tokenSupplier(request);
      const input = {
        supplierId: who,
        userId: who,
        id,
        parcel: request.body,
        locale: request.locale,
        via: 'api' as const,
      };
      return makeWaybill(orders, input);
    },
  );

  // A PDF answer, outside the endpoint table (its answers are JSON).
  app.get(
    `${SUPPLIER_API_BASE}/orders/:id/waybill/sticker`,
    {
      config: tokenRoute('waybills:read'),
      // integrations are paid (PRODUCT.md section 1), as the table's routes declare (ADR 0036)
      onRequest: requirementsHook(['subscription'], tokenSupplier),
      schema: {
        operationId: 'getOrderWaybillSticker',
        summary: 'The 100×100 mm sticker of the order’s waybill, as a PDF',
        description:
          'With the live Nova Poshta driver, Nova Poshta’s own marking; otherwise a sticker laid out the same way. An order without a waybill answers 422 `waybill_none`. Needs `waybills:read`.',
        tags: ['waybills'],
        security,
        produces: ['application/pdf'],
        params: supplierApiParams,
        response: { 200: z.any().describe('The PDF'), 402: apiError, 404: apiError, 502: apiError, 504: apiError },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params.id, () => notFound(request.locale, 'order'));
      const sticker = await getWaybillSticker(orders, {
        supplierId: tokenSupplier(request),
        id,
        locale: request.locale,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="ttn-${sticker.ttn}.pdf"`)
        .header('cache-control', 'no-store')
        .send(sticker.pdf);
    },
  );
};

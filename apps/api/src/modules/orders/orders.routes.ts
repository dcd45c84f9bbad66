import type { ZodTypeProvider, FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  ORDERS_BASE,
  ORDERS_STICKERS_PATH,
  STICKERS_SKIPPED_HEADER,
  stickersQuery,
  orderParams,
  ordersEndpointSchemas,
  ordersExportQuery,
  type OrderListItem,
} from '@supplier/contracts/orders';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idParam } from '../../lib/ids';
import { permissionHook } from '../../lib/permission-hook';
import { sendFile } from '../../lib/table-file';
import { supplierId } from '../../plugins/auth';
import type { OrdersContext } from './orders.context';
import { ordersFile } from './orders.export';
import { ordersText } from './orders.messages';
import { acceptOrders } from './use-cases/accept-orders';
import { changeOrderStatus } from './use-cases/change-order-status';
import { changeOrdersStatus } from './use-cases/change-orders-status';
import { countOrders } from './use-cases/count-orders';
import { deleteWaybill } from './use-cases/delete-waybill';
import { editOrderItems } from './use-cases/edit-order-items';
import { getOrder } from './use-cases/get-order';
import { getPickList } from './use-cases/get-pick-list';
import { getWaybillParcel } from './use-cases/get-waybill-parcel';
import { getWaybillSticker, getWaybillStickers } from './use-cases/get-waybill-sticker';
import { listOrders } from './use-cases/list-orders';
import { makeWaybill, makeWaybills } from './use-cases/make-waybill';
import { saveOrderNote } from './use-cases/save-order-note';

/** The supplier's orders in the panel (issue 12): list, export, pick list, counts, detail, changes and waybills. */
export const ordersRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (instance, { ctx }) => {
  const panel = instance.withTypeProvider<ZodTypeProvider>();
  panel.addHook('onRequest', panel.authenticate);
  const group = { tags: ['orders'], security: [{ bearer: [] }] };
  const orderId = (id: string, locale: Locale) =>
    idParam(id, () => httpErrors.notFound(ordersText(locale, 'order_not_found')));
  const route = endpointRoutes(instance, ordersEndpoints, ordersEndpointSchemas, group);
  const stickerResponses = {
    200: z.any().describe('The PDF'),
    401: apiError,
    403: apiError,
    404: apiError,
    409: apiError,
    422: apiError,
    502: apiError,
    504: apiError,
  };

  route(
    'listOrders',
    { summary: 'Orders of a tab, searched, filtered and sorted, one keyset page at a time' },
    async (request) =>
      listOrders(ctx, { supplierId: supplierId(request), filter: request.query, locale: request.locale }),
  );

  // A file answer, outside the endpoint table.
  panel.get(
    `${ORDERS_BASE}/export`,
    {
      onRequest: permissionHook('orders:read'),
      schema: {
        ...group,
        operationId: 'exportOrders',
        summary: 'Every order the list finds, as a CSV or XLSX file',
        description:
          'Takes the list’s tab, search, filters and sort. The file is streamed page by page, so its size is not bounded by memory. CSV is UTF-8 with a BOM, comma-separated.',
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        querystring: ordersExportQuery,
        response: {
          200: z.any().describe('The file, as an attachment (CSV or XLSX by `format`)'),
          401: apiError,
          422: apiError,
        },
      },
    },
    async (request, reply) => {
      const who = supplierId(request);
      const { format, ...filter } = request.query;
      async function* pages(): AsyncGenerator<OrderListItem[]> {
        let cursor: string | undefined;
        do {
          const page = await listOrders(ctx, {
            supplierId: who,
            filter: { ...filter, cursor, per_page: 100 },
            locale: request.locale,
          });
          yield page.data;
          cursor = page.meta.next_cursor ?? undefined;
        } while (cursor);
      }
      const file = ordersFile(pages(), format, request.locale);
      return sendFile(reply, file);
    },
  );

  route(
    'getOrdersPickList',
    {
      summary: 'What to take from which shelving for the chosen orders',
      description:
        'Lines are summed per product SKU and shelving, ordered by shelving code (products without one last), each with the order numbers it goes to. Ids of other suppliers’ orders are left out.',
    },
    async (request) => getPickList(ctx, { supplierId: supplierId(request), ids: request.query.ids }),
  );

  route('countOrders', { summary: 'How many orders each status tab holds' }, async (request) => ({
    data: await countOrders(ctx, { supplierId: supplierId(request) }),
  }));

  route(
    'getOrder',
    { summary: 'One order: buyer, items, totals, delivery, payment, history, note' },
    async (request) => ({
      data: await getOrder(ctx, {
        supplierId: supplierId(request),
        id: orderId(request.params.id, request.locale),
        locale: request.locale,
      }),
    }),
  );

  route(
    'changeOrderStatus',
    {
      summary: 'Moves an order to another status',
      description:
        'An illegal move answers 422 `illegal_transition`; a stale `version` answers 409 `version_conflict`. A cancel needs a `reason`.',
    },
    async (request) => {
      const id = orderId(request.params.id, request.locale);
      const who = supplierId(request);
      return changeOrderStatus(ctx, { supplierId: who, userId: who, id, body: request.body, locale: request.locale });
    },
  );

  route('saveOrderNote', { summary: 'Saves the internal note of an order (buyers never see it)' }, async (request) => {
    const id = orderId(request.params.id, request.locale);
    const who = supplierId(request);
    return saveOrderNote(ctx, { supplierId: who, userId: who, id, note: request.body.note, locale: request.locale });
  });

  route(
    'editOrderItems',
    {
      summary: 'Changes the items of an unpaid order before shipment',
      description:
        'The body is the order’s lines as they should be. Stock follows the difference (409 `out_of_stock` when a new unit is not there), kept products keep their sold price, totals and commission are counted again and the history records the change. A stale `version` answers 409.',
    },
    async (request) => {
      const who = supplierId(request);
      const id = orderId(request.params.id, request.locale);
      return editOrderItems(ctx, { supplierId: who, userId: who, id, body: request.body, locale: request.locale });
    },
  );

  route(
    'acceptOrders',
    {
      summary: 'Accepts many new orders at once (new → processing), each with its own outcome',
      description:
        'An order that is no longer new is reported and the rest go on; an id that is not the supplier’s order is reported as not found.',
    },
    async (request) => {
      const who = supplierId(request);
      return acceptOrders(ctx, { supplierId: who, userId: who, ids: request.body.ids, locale: request.locale });
    },
  );

  route(
    'changeOrdersStatus',
    {
      summary: 'Moves many orders to one status at once (confirm, ship, cancel, complete), each with its own outcome',
      description:
        'Each order is moved in its own transaction with its row locked, if its status and carrier allow the move; one that does not (or was just changed by someone else) is reported and the rest go on. A cancel takes one `reason` (and comment) for all. An id that is not the supplier’s order is reported as not found.',
    },
    async (request) => {
      const who = supplierId(request);
      return changeOrdersStatus(ctx, { supplierId: who, userId: who, ...request.body, locale: request.locale });
    },
  );

  route(
    'createOrderWaybills',
    {
      summary: 'Creates Nova Poshta waybills for many orders, each with its own outcome',
      description:
        'Orders are taken one after another with the same parcel settings; one that cannot get a waybill (another carrier, already shipped, Nova Poshta refusing) is reported and the rest go on. An id that is not the supplier’s order is reported as not found.',
    },
    async (request) => {
      const who = supplierId(request);
      return makeWaybills(ctx, { supplierId: who, userId: who, body: request.body, locale: request.locale });
    },
  );

  route(
    'getOrderWaybillParcel',
    {
      summary: 'The weight, sizes and contents a waybill of the order takes from its products',
      description:
        'What `createOrderWaybill` uses when weight, dimensions or description are left out: the products’ weight × quantity (1 kg when none has a weight), their sizes laid flat and stacked (null when a product has none), their names. `to_locker`: the branch is a parcel locker, which needs the dimensions and takes at most 30 kg and 40×30×60 cm a seat.',
    },
    async (request) => ({
      data: await getWaybillParcel(ctx, {
        supplierId: supplierId(request),
        id: orderId(request.params.id, request.locale),
        locale: request.locale,
      }),
    }),
  );

  route(
    'createOrderWaybill',
    {
      summary: 'Creates the Nova Poshta waybill (TTN) of an order',
      description:
        'Uses the sender settings and the default Nova Poshta key. A COD order carries its cash on delivery. The order gets the TTN, its history a line, and the supplier a `ttn_added` notification. A stale `version` answers 409.',
    },
    async (request) => {
      const who = supplierId(request);
      const id = orderId(request.params.id, request.locale);
      return makeWaybill(ctx, { supplierId: who, userId: who, id, parcel: request.body, locale: request.locale });
    },
  );

  // A file answer, outside the endpoint table.
  panel.get(
    `${ORDERS_BASE}/:id/waybill/sticker`,
    {
      onRequest: permissionHook('waybills'),
      schema: {
        ...group,
        operationId: 'getOrderWaybillSticker',
        summary: 'The 100×100 mm sticker of the order’s waybill, as a PDF',
        description:
          'With the live Nova Poshta driver this is Nova Poshta’s own printed marking; with the local driver a sticker laid out the same way (barcode, TTN, sender, recipient, branch, cash on delivery).',
        produces: ['application/pdf'],
        params: orderParams,
        response: stickerResponses,
      },
    },
    async (request, reply) => {
      const sticker = await getWaybillSticker(ctx, {
        supplierId: supplierId(request),
        id: orderId(request.params.id, request.locale),
        locale: request.locale,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="ttn-${sticker.ttn}.pdf"`)
        .header('cache-control', 'no-store')
        .send(sticker.pdf);
    },
  );

  // The stickers of many orders' waybills in one PDF (issue 32): a file answer too.
  panel.get(
    ORDERS_STICKERS_PATH,
    {
      onRequest: permissionHook('waybills'),
      schema: {
        ...group,
        operationId: 'getOrdersWaybillStickers',
        summary: 'The stickers of the orders’ waybills in one PDF: 100×100 mm a page, or four on an A4 page',
        description: `With the live Nova Poshta driver this is Nova Poshta’s own marking of the waybills; with the local driver stickers laid out the same way, with the full sender and recipient addresses wrapped. The supplier’s orders without a waybill are left out and their numbers given in the \`${STICKERS_SKIPPED_HEADER}\` header; ids of other suppliers’ orders are ignored; none to print answers 422.`,
        produces: ['application/pdf'],
        querystring: stickersQuery,
        response: stickerResponses,
      },
    },
    async (request, reply) => {
      const stickers = await getWaybillStickers(ctx, {
        supplierId: supplierId(request),
        ...request.query,
        locale: request.locale,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="ttn-stickers-${stickers.count}.pdf"`)
        .header(STICKERS_SKIPPED_HEADER, stickers.skipped.join(','))
        .header('access-control-expose-headers', STICKERS_SKIPPED_HEADER)
        .header('cache-control', 'no-store')
        .send(stickers.pdf);
    },
  );

  route(
    'deleteOrderWaybill',
    { summary: 'Deletes the Nova Poshta waybill of an order before the parcel is handed over' },
    async (request) => {
      const who = supplierId(request);
      const id = orderId(request.params.id, request.locale);
      return deleteWaybill(ctx, { supplierId: who, userId: who, id, locale: request.locale });
    },
  );
};

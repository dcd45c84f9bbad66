import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  ORDERS_BASE,
  orderParams,
  ordersEndpointSchemas,
  ordersExportQuery,
  ordersIssueText,
  type OrderListItem,
} from '@supplier/contracts/orders';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { sendFile } from '../../lib/table-file';
import { marketplaceRoutes } from './marketplace.routes';
import { simulatorContext } from '../marketplace/marketplace.simulator';
import { ordersFile } from './orders.export';
import { ordersText } from './orders.messages';
import { TRACKING_JOB, trackingService } from './orders.tracking';
import { ordersServices } from './orders.services';
import { WAYBILL_SWEEP_AFTER_MS } from './orders.waybills';

/** The recurring job deleting waybills a killed process made but never kept. */
export const WAYBILL_SWEEP_JOB = 'orders.waybills.sweep';
import { simulateOrders } from './storefront.simulator';
import { idParam } from '../../lib/ids';

/** POST /api/dev/simulate/orders (local mode): the storefront places `count` orders; the demo supplier's unless named. */
const simulateRequest = z.object({
  count: z.number().int().min(1).max(1000).default(10),
  rate: z.number().positive().max(1000).optional(),
  supplier_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
const simulateResponse = z.object({
  placed: z.number().int(),
  cancelled: z.number().int(),
  paid: z.number().int(),
  picked_up: z.number().int(),
  refused: z.number().int(),
  refused_by_gateway: z.number().int(),
});

/** POST /api/dev/novaposhta/waybills/{ttn}/status (local mode): jumps a local waybill, then tracks at once. */
const trackingJumpRequest = z.object({ code: z.string().regex(/^\d{1,3}$/) });
const trackingJumpResponse = z.object({ asked: z.number().int(), moved: z.number().int(), reminded: z.number().int() });

/** Orders (issue 12): the supplier's list, tab counts, detail, status changes and note; and the gateway. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, ordersIssueText);
  const { repo, orders, keys, waybills } = ordersServices(app);
  await app.register(marketplaceRoutes, { orders });
  const novaposhta = app.drivers.novaposhta;
  app.jobs.register(WAYBILL_SWEEP_JOB, {
    everyMs: WAYBILL_SWEEP_AFTER_MS,
    run: async () => {
      await waybills.sweep();
    },
  });
  const tracking = trackingService({
    orders,
    repo,
    keys,
    client: novaposhta.client,
    clock: app.drivers.clock,
    log: app.log.child({ module: 'orders.tracking' }),
    intervalMs: app.config.NOVAPOSHTA_TRACKING_SECONDS * 1000,
  });
  app.jobs.register(TRACKING_JOB, {
    everyMs: app.config.NOVAPOSHTA_TRACKING_SECONDS * 1000,
    run: async () => {
      await tracking.run();
    },
  });

  if (app.devTools && novaposhta.setTrackingStatus) {
    const jump = novaposhta.setTrackingStatus;
    app.post(
      '/dev/novaposhta/waybills/:ttn/status',
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          params: z.object({ ttn: z.string().regex(/^\d{11,14}$/) }),
          body: trackingJumpRequest,
          response: { 200: trackingJumpResponse, 404: apiError },
        },
      },
      async (request) => {
        if (!(await jump(request.params.ttn, request.body.code))) {
          throw httpErrors.notFound(ordersText(request.locale, 'order_not_found'));
        }
        await repo.forgetTracked(request.params.ttn);
        return tracking.run();
      },
    );
  }

  if (app.devTools) {
    app.post(
      '/dev/simulate/orders',
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          body: simulateRequest,
          response: { 200: simulateResponse, 404: apiError, 503: apiError },
        },
      },
      async (request) => {
        const context = await simulatorContext(app, request.locale, request.body.supplier_id);
        if (context.supplierId === null) throw httpErrors.notFound(ordersText(request.locale, 'order_not_found'));
        return simulateOrders({
          ...context,
          supplierId: context.supplierId,
          count: request.body.count,
          rate: request.body.rate,
        });
      },
    );
  }

  await app.register(async (instance) => {
    const panel = instance.withTypeProvider<ZodTypeProvider>();
    panel.addHook('onRequest', panel.authenticate);
    const group = { tags: ['orders'], security: [{ bearer: [] }] };
    const orderId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(ordersText(locale, 'order_not_found')));
    const route = endpointRoutes(instance, ordersEndpoints, ordersEndpointSchemas, group);

    route(
      'listOrders',
      { summary: 'Orders of a tab, searched, filtered and sorted, one keyset page at a time' },
      async (request) => orders.list(supplierId(request), request.query, request.locale),
    );

    // A file answer, outside the endpoint table.
    panel.get(
      `${ORDERS_BASE}/export`,
      {
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
            const page = await orders.list(who, { ...filter, cursor, per_page: 100 }, request.locale);
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
      async (request) => {
        const list = await repo.pickList(supplierId(request), request.query.ids);
        return {
          data: {
            orders: list.orders.map((o) => ({ id: o.id, number: String(o.number), items_count: o.itemsCount })),
            lines: list.lines.map((line) => ({ ...line, orders: [...line.orders].sort() })),
          },
        };
      },
    );

    route('countOrders', { summary: 'How many orders each status tab holds' }, async (request) => ({
      data: await orders.counts(supplierId(request)),
    }));

    route(
      'getOrder',
      { summary: 'One order: buyer, items, totals, delivery, payment, history, note' },
      async (request) => ({
        data: await orders.detail(supplierId(request), orderId(request.params.id, request.locale), request.locale),
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
        return orders.changeStatus(who, who, id, request.body, request.locale);
      },
    );

    route(
      'saveOrderNote',
      { summary: 'Saves the internal note of an order (buyers never see it)' },
      async (request) => {
        const id = orderId(request.params.id, request.locale);
        const who = supplierId(request);
        return orders.saveNote(who, who, id, request.body.note, request.locale);
      },
    );

    route(
      'editOrderItems',
      {
        summary: 'Changes the items of an unpaid order before shipment',
        description:
          'The body is the order’s lines as they should be. Stock follows the difference (409 `out_of_stock` when a new unit is not there), kept products keep their sold price, totals and commission are counted again and the history records the change. A stale `version` answers 409.',
      },
      async (request) => {
        const who = supplierId(request);
        return orders.editItems(who, who, orderId(request.params.id, request.locale), request.body, request.locale);
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
        return orders.acceptMany(who, who, request.body.ids, request.locale);
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
        return waybills.createMany(who, who, request.body, request.locale);
      },
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
        return waybills.create(who, who, orderId(request.params.id, request.locale), request.body, request.locale);
      },
    );

    // A file answer, outside the endpoint table.
    panel.get(
      `${ORDERS_BASE}/:id/waybill/sticker`,
      {
        schema: {
          ...group,
          operationId: 'getOrderWaybillSticker',
          summary: 'The 100×100 mm sticker of the order’s waybill, as a PDF',
          description:
            'With the live Nova Poshta driver this is Nova Poshta’s own printed marking; with the local driver a sticker laid out the same way (barcode, TTN, sender, recipient, branch, cash on delivery).',
          produces: ['application/pdf'],
          params: orderParams,
          response: {
            200: z.any().describe('The PDF'),
            401: apiError,
            404: apiError,
            409: apiError,
            422: apiError,
            502: apiError,
            504: apiError,
          },
        },
      },
      async (request, reply) => {
        const sticker = await waybills.sticker(
          supplierId(request),
          orderId(request.params.id, request.locale),
          request.locale,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="ttn-${sticker.ttn}.pdf"`)
          .header('cache-control', 'no-store')
          .send(sticker.pdf);
      },
    );

    route(
      'deleteOrderWaybill',
      { summary: 'Deletes the Nova Poshta waybill of an order before the parcel is handed over' },
      async (request) => {
        const who = supplierId(request);
        return waybills.remove(who, who, orderId(request.params.id, request.locale), request.locale);
      },
    );
  });
};

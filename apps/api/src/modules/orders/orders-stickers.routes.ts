import type { ZodTypeProvider, FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import { ORDERS_STICKERS_PATH, STICKERS_SKIPPED_HEADER, stickersQuery } from '@supplier/contracts/orders';
import { supplierId } from '../../plugins/auth';
import type { OrdersContext } from './orders.context';
import { getWaybillStickers } from './use-cases/get-waybill-sticker';

/** The stickers of many orders' waybills in one PDF (issue 32): a file answer, outside the endpoint table. */
export const ordersStickersRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (instance, { ctx }) => {
  const panel = instance.withTypeProvider<ZodTypeProvider>();
  panel.addHook('onRequest', panel.authenticate);
  panel.get(
    ORDERS_STICKERS_PATH,
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        operationId: 'getOrdersWaybillStickers',
        summary: 'The stickers of the orders’ waybills in one PDF: 100×100 mm a page, or four on an A4 page',
        description: `With the live Nova Poshta driver this is Nova Poshta’s own marking of the waybills; with the local driver stickers laid out the same way, with the full sender and recipient addresses wrapped. The supplier’s orders without a waybill are left out and their numbers given in the \`${STICKERS_SKIPPED_HEADER}\` header; ids of other suppliers’ orders are ignored; none to print answers 422.`,
        produces: ['application/pdf'],
        querystring: stickersQuery,
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
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import { httpErrors } from '../../errors';
import { simulatorContext } from '../marketplace';
import type { OrdersContext } from './orders.context';
import { ordersText } from './orders.messages';
import { simulateOrders } from './storefront.simulator';
import { trackWaybillNow } from './use-cases/track-waybills';

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

/** POST /api/dev/novaposhta/waybills/{ttn}/status (local mode): jumps a local waybill (an order's or a return's), then tracks at once. */
const trackingJumpRequest = z.object({ code: z.string().regex(/^\d{1,3}$/) });
const trackingJumpResponse = z.object({ asked: z.number().int(), moved: z.number().int(), reminded: z.number().int() });

/** The local mode's hooks, there only with the dev tools: the storefront simulator and Nova Poshta's tracking jump. */
export const ordersDevRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  const novaposhta = app.drivers.novaposhta;
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
        const { ttn } = request.params;
        if (!(await jump(ttn, request.body.code))) {
          throw httpErrors.notFound(ordersText(request.locale, 'order_not_found'));
        }
        const round = await trackWaybillNow(ctx, { ttn });
        for (const tracker of app.waybillTrackers) {
          if (!(await tracker.forget(ttn))) continue;
          const more = await tracker.track();
          round.asked += more.asked;
          round.moved += more.moved;
        }
        return round;
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
};

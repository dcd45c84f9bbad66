import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { simulateReturnsRequest, simulateReturnsResponse } from '@supplier/contracts/returns';
import { simulatorContext } from '../marketplace';
import { returnNotFound } from './returns.change';
import type { ReturnsContext } from './returns.context';
import { simulateReturns } from './returns.simulator';

/** POST /api/dev/simulate/returns (local mode): the storefront's buyers ask to return goods of completed orders. */
export const returnsDevRoutes: FastifyPluginAsyncZod<{ ctx: ReturnsContext }> = async (app, { ctx }) => {
  if (!app.devTools) return;
  app.post(
    '/dev/simulate/returns',
    {
      config: { sessionHeader: false },
      schema: {
        hide: true,
        body: simulateReturnsRequest,
        response: { 200: simulateReturnsResponse, 404: apiError, 503: apiError },
      },
    },
    async (request) => {
      const sim = await simulatorContext(app, request.locale, request.body.supplier_id);
      if (sim.supplierId === null) throw returnNotFound(request.locale);
      return simulateReturns(
        ctx,
        { ...sim, supplierId: sim.supplierId },
        {
          count: request.body.count,
          orderId: request.body.order_id,
          kind: request.body.kind,
          reason: request.body.reason,
        },
      );
    },
  );
};

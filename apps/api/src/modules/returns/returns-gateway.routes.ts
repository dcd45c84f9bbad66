import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { MARKETPLACE_ROUTE_BASE } from '@supplier/contracts/marketplace';
import {
  marketplaceReturnParams,
  marketplaceReturnResponse,
  placeReturnRequest,
  type MarketplaceReturnResponse,
} from '@supplier/contracts/returns';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace';
import type { ReturnsContext } from './returns.context';
import type { ReturnRow } from './returns.repository';
import { cancelReturnByBuyer } from './use-cases/cancel-return';
import { placeReturn } from './use-cases/place-return';

const view = (row: ReturnRow): MarketplaceReturnResponse => ({
  data: {
    id: row.id,
    number: row.number,
    external_id: row.externalId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  },
});

/** Return requests through the marketplace gateway (issue 33), signed as every gateway call (`signedByMarketplace`). */
export const returnsGatewayRoutes: FastifyPluginAsyncZod<{ ctx: ReturnsContext }> = async (app, { ctx }) => {
  signedByMarketplace(app);
  const schema = { tags: ['marketplace'], ...gatewaySchema };
  const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/returns`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplacePlaceReturn',
        summary: 'A buyer’s return or exchange request (idempotent by external_id)',
        description:
          '201 with the new request; 200 with the same request when `external_id` was placed before. Refused, changing nothing: 404 `not_found` (not this supplier’s order), 409 `order_not_completed`, 409 `return_window_closed` (more than 14 days after completion), 422 `return_quantity` (more than bought, earlier requests counted), 422 `return_item_not_in_order`. Photos are fetched and checked afterwards; a bad one is skipped.',
        body: placeReturnRequest,
        response: { 200: marketplaceReturnResponse, 201: marketplaceReturnResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { row, created } = await placeReturn(ctx, { input: request.body, locale: request.locale });
      return reply.code(created ? 201 : 200).send(view(row));
    },
  );

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/returns/:external_id/cancel`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplaceCancelReturn',
        summary: 'The buyer withdraws a return request (before the goods travel; 409 `return_status` after)',
        description:
          'An accepted request’s Nova Poshta return order is cancelled first; NP refusing it (the parcel handed over) answers 409 `return_order_in_progress` and nothing changes.',
        params: marketplaceReturnParams,
        response: { 200: marketplaceReturnResponse, ...errors, 502: apiError, 504: apiError },
      },
    },
    async (request) =>
      view(await cancelReturnByBuyer(ctx, { externalId: request.params.external_id, locale: request.locale })),
  );
};

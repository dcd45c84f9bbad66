import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import {
  MARKETPLACE_ROUTE_BASE,
  buyerCancelRequest,
  marketplaceOrderParams,
  marketplaceOrderResponse,
  paymentCapturedRequest,
  pickupRequest,
  placeOrderRequest,
} from '@supplier/contracts/marketplace';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace';
import type { OrdersContext } from './orders.context';
import type { OrderRow } from './orders.repository';
import { cancelOrderByBuyer } from './use-cases/cancel-order-by-buyer';
import { capturePayment } from './use-cases/capture-payment';
import { placeOrder } from './use-cases/place-order';
import { recordPickup } from './use-cases/record-pickup';

const view = (order: OrderRow) => ({
  data: {
    id: order.id,
    number: String(order.number),
    external_id: order.externalId,
    status: order.status,
    payment_status: order.paymentStatus,
    total: kopiykyToHryvnias(order.total),
  },
});

/** The orders of the marketplace gateway (issue 12), signed as every gateway call (`signedByMarketplace`). */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  signedByMarketplace(app);

  const schema = { tags: ['marketplace'], ...gatewaySchema };
  const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/orders`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplacePlaceOrder',
        summary: 'Places an order from the storefront (idempotent by external_id)',
        description:
          'Reserves stock of every item at the supplier’s current price. 201 with the new order; 200 with the same order when `external_id` was placed before; 409 `out_of_stock` when an item has run out.',
        body: placeOrderRequest,
        response: { 200: marketplaceOrderResponse, 201: marketplaceOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(ctx, { input: request.body, locale: request.locale });
      return reply.code(created ? 201 : 200).send(view(order));
    },
  );

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/orders/:external_id/payment`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplacePaymentCaptured',
        summary: 'The card payment (or a cash-on-delivery prepayment) was captured',
        description:
          '`amount` must be the order’s total to the kopiyka (a cash-on-delivery prepayment: at most the total); any other is refused with 422 `payment_amount` and changes nothing. A repeat changes nothing.',
        params: marketplaceOrderParams,
        body: paymentCapturedRequest,
        response: { 200: marketplaceOrderResponse, ...errors },
      },
    },
    async (request) =>
      view(
        await capturePayment(ctx, {
          externalId: request.params.external_id,
          amount: request.body.amount,
          locale: request.locale,
        }),
      ),
  );

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/orders/:external_id/cancel`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplaceBuyerCancel',
        summary: 'The buyer cancels the order (before shipment only; 409 `already_shipped` after)',
        params: marketplaceOrderParams,
        body: buyerCancelRequest,
        response: { 200: marketplaceOrderResponse, ...errors },
      },
    },
    async (request) =>
      view(
        await cancelOrderByBuyer(ctx, {
          externalId: request.params.external_id,
          comment: request.body.comment,
          locale: request.locale,
        }),
      ),
  );

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/orders/:external_id/pickup`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplacePickup',
        summary: 'The buyer picked the order up, or refused it, at the branch or pickup point',
        params: marketplaceOrderParams,
        body: pickupRequest,
        response: { 200: marketplaceOrderResponse, ...errors },
      },
    },
    async (request) =>
      view(
        await recordPickup(ctx, {
          externalId: request.params.external_id,
          outcome: request.body.outcome,
          locale: request.locale,
        }),
      ),
  );
};

import type { FastifyRequest } from 'fastify';
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
import { AppError, httpErrors } from '../../errors';
import { localSecret } from '../../lib/local-secrets';
import { verifyMarketplaceRequest } from './marketplace.signature';
import { ordersText } from './orders.messages';
import type { OrderRow } from './orders.repository';
import type { OrdersService } from './orders.service';

const rawBodies = new WeakMap<FastifyRequest, string>();
const badJson = new WeakSet<FastifyRequest>();
const machineRoute = { sessionHeader: false } as const;

/** The secret both sides sign with: MARKETPLACE_SECRET, or the embedded default's generated one. */
export function marketplaceSecret(config: { MARKETPLACE_SECRET?: string; DATA_DIR: string }): string {
  return config.MARKETPLACE_SECRET ?? localSecret(config.DATA_DIR, 'marketplace_secret');
}

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

/**
 * The marketplace gateway (issue 12) under /api/marketplace/v1: HMAC-SHA256 over the raw body
 * with a timestamp (contracts `marketplace.ts`), checked before the body is validated, so an
 * unsigned call learns nothing about the shape it should have (401 `unauthorized`, as a panel call
 * without a token).
 */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  let secret: string | undefined;
  const key = () => (secret ??= marketplaceSecret(app.config));

  // This context only: keep the exact bytes the signature covers.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (text.length === 0) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      badJson.add(request);
      done(null, {});
    }
  });

  app.addHook('preValidation', async (request) => {
    const problem = verifyMarketplaceRequest(
      key(),
      request.headers,
      rawBodies.get(request) ?? '',
      app.drivers.clock.now(),
    );
    if (problem === 'missing') throw httpErrors.unauthorized(ordersText(request.locale, 'signature_missing'));
    if (problem === 'timestamp') {
      throw new AppError(401, 'signature_timestamp', ordersText(request.locale, 'signature_timestamp'));
    }
    if (problem) throw new AppError(401, 'signature_invalid', ordersText(request.locale, 'signature_invalid'));
    if (badJson.has(request)) throw new AppError(400, 'bad_json', ordersText(request.locale, 'bad_json'));
  });

  const schema = { tags: ['marketplace'], security: [{ marketplaceSignature: [] }] };
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
      const { order, created } = await orders.place(request.body, request.locale);
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
        params: marketplaceOrderParams,
        body: paymentCapturedRequest,
        response: { 200: marketplaceOrderResponse, ...errors },
      },
    },
    async (request) =>
      view(await orders.paymentCaptured(request.params.external_id, request.body.amount, request.locale)),
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
    async (request) => view(await orders.buyerCancel(request.params.external_id, request.body.comment, request.locale)),
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
    async (request) => view(await orders.pickup(request.params.external_id, request.body.outcome, request.locale)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import { moneyTopUpsEndpointSchemas, TOP_UP_RETURN_PATH } from '@supplier/contracts/money-topups';
import { moneyTopUpsEndpoints } from '@supplier/contracts/money-topups-endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { publicOrigin } from '../../../lib/public-origin';
import { supplierId } from '../../../plugins/auth';
import { idempotencyOf, respond } from '../idempotency/idempotency.http';
import type { MoneyServices } from '../money.services';

/**
 * Top-ups: up-balance answers the provider's checkout `url`; the provider's signed callback
 * (`payment-callbacks.routes.ts`) credits main once.
 */
export const topUpsRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  const driver = app.drivers.payments;
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, moneyTopUpsEndpoints, moneyTopUpsEndpointSchemas, {
    tags: ['balances'],
    security: [{ bearer: [] }],
  });

  route(
    'createTopUp',
    { summary: 'Starts a top-up of the main balance with the payment provider' },
    async (request, reply) => {
      const origin = publicOrigin(app, request);
      const outcome = await money.topUps.createTopUp({
        supplierId: supplierId(request),
        amountKopiyky: hryvniasToKopiyky(request.body.amount),
        resultUrl: `${origin}${TOP_UP_RETURN_PATH}`,
        callbackUrl: `${origin}/api/payments/callback/${driver.name}`,
        locale: request.locale,
        idempotency: idempotencyOf(request),
      });
      return respond(reply, outcome);
    },
  );
};

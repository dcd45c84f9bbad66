import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyBalancesEndpointSchemas } from '@supplier/contracts/money-balances';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { supplierId } from '../../../plugins/auth';
import { idempotencyOf, respond } from '../idempotency/idempotency.http';
import { moneyConfirmationCheck } from '../money-confirmation.http';
import type { MoneyServices } from '../money.services';

/** POST /v1/customers/balances/balance-transfer: main ⇄ services, or the subscription (`supplier_panel`). */
export const transfersRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, moneyBalancesEndpoints, moneyBalancesEndpointSchemas, {
    tags: ['balances'],
    security: [{ bearer: [] }],
  });
  const confirmed = moneyConfirmationCheck(app);

  route(
    'transferBetweenBalances',
    { summary: 'Moves money between the supplier’s balances (idempotent)' },
    async (request, reply) => {
      await confirmed(request);
      const { amount, transfer_direction, description } = request.body;
      const outcome = await money.transfers.transfer({
        supplierId: supplierId(request),
        direction: transfer_direction,
        amountKopiyky: amount === undefined ? null : hryvniasToKopiyky(amount),
        description: description ?? null,
        locale: request.locale,
        idempotency: idempotencyOf(request),
      });
      await money.announce(outcome.touched);
      return respond(reply, outcome);
    },
  );
};

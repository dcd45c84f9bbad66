import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceTransferRequest,
  balanceTransferResponse,
  hryvniasToKopiyky,
  idempotencyHeaders,
} from '@supplier/contracts/money-ledger';
import { supplierId } from '../../../plugins/auth';
import { idempotencyOf, respond } from '../idempotency/idempotency.http';
import type { MoneyServices } from '../money.services';

/** POST /v1/customers/balances/balance-transfer: main ⇄ services, or the subscription (`supplier_panel`). */
export const transfersRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  app.post(
    '/v1/customers/balances/balance-transfer',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'transferBetweenBalances',
        summary: 'Moves money between the supplier’s balances (idempotent)',
        tags: ['balances'],
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: balanceTransferRequest,
        response: { 200: balanceTransferResponse },
      },
    },
    async (request, reply) => {
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

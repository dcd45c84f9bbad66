import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import { moneyPayoutsEndpointSchemas } from '@supplier/contracts/money-payouts';
import { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { supplierId } from '../../../plugins/auth';
import { idempotencyOf, respond } from '../idempotency/idempotency.http';
import { moneyConfirmationCheck } from '../money-confirmation.http';
import type { MoneyServices } from '../money.services';

/** Payouts (PRODUCT.md section 4; SPEC leaves the calls open): the bank account and the requests. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, moneyPayoutsEndpoints, moneyPayoutsEndpointSchemas, {
    tags: ['payouts'],
    security: [{ bearer: [] }],
  });
  const confirmed = moneyConfirmationCheck(app);

  route('getPayoutAccount', { summary: 'The IBAN and holder payouts go to' }, async (request) => ({
    data: await money.payouts.account(supplierId(request)),
  }));

  route('savePayoutAccount', { summary: 'Saves the IBAN and holder payouts go to' }, async (request) => {
    await confirmed(request);
    return money.payouts.saveAccount(supplierId(request), request.body, request.locale);
  });

  route(
    'requestPayout',
    { summary: 'Requests a payout from the main balance (idempotent)' },
    async (request, reply) => {
      await confirmed(request);
      const outcome = await money.payouts.request({
        supplierId: supplierId(request),
        amountKopiyky: hryvniasToKopiyky(request.body.amount),
        locale: request.locale,
        idempotency: idempotencyOf(request),
      });
      await money.announce(outcome.touched);
      return respond(reply, outcome);
    },
  );

  route('listPayouts', { summary: 'Payout requests, one page at a time' }, async (request) =>
    money.payouts.list(supplierId(request), request.query),
  );

  route('getPayout', { summary: 'One payout request with its history' }, async (request) =>
    money.payouts.get(supplierId(request), request.params.id, request.locale),
  );
};

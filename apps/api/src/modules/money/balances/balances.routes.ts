import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyBalancesEndpointSchemas } from '@supplier/contracts/money-balances';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { supplierId } from '../../../plugins/auth';
import type { MoneyServices } from '../money.services';

/** SPEC section 7: the main balance with its history, the services balance and its transactions. */
export const balancesRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, moneyBalancesEndpoints, moneyBalancesEndpointSchemas, {
    tags: ['balances'],
    security: [{ bearer: [] }],
  });

  route('getMainBalance', { summary: 'The main balance' }, async (request) =>
    money.balances.mainBalance(supplierId(request), request.query, request.locale),
  );

  route('getServiceBalances', { summary: 'The services and referral balances' }, async (request) =>
    money.balances.serviceBalance(supplierId(request)),
  );

  route('listBalanceTransactions', { summary: 'Ledger entries of a balance, one page at a time' }, async (request) =>
    money.balances.serviceTransactions(supplierId(request), request.query, request.locale),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceHistoryQuery,
  mainBalanceResponse,
  serviceBalanceResponse,
  serviceTransactionsResponse,
} from '@supplier/contracts/money-ledger';
import { supplierId } from '../../../plugins/auth';
import type { MoneyServices } from '../money.services';

/** SPEC section 7: the main balance with its history, the services balance and its transactions. */
export const balancesRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  const schema = { tags: ['balances'], security: [{ bearer: [] }] };
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/admin-suppliers/v1/customer/account/balance',
    {
      ...signedIn,
      schema: {
        operationId: 'getMainBalance',
        summary: 'The main balance',
        ...schema,
        querystring: balanceHistoryQuery,
        response: { 200: mainBalanceResponse },
      },
    },
    async (request) => money.balances.mainBalance(supplierId(request), request.query, request.locale),
  );

  app.get(
    '/v1/customers/balances/service-balance',
    {
      ...signedIn,
      schema: {
        operationId: 'getServiceBalances',
        summary: 'The services and referral balances',
        ...schema,
        response: { 200: serviceBalanceResponse },
      },
    },
    async (request) => money.balances.serviceBalance(supplierId(request)),
  );

  app.get(
    '/v1/customers/balances/service-transactions',
    {
      ...signedIn,
      schema: {
        operationId: 'listBalanceTransactions',
        summary: 'Ledger entries of a balance, one page at a time',
        ...schema,
        querystring: balanceHistoryQuery,
        response: { 200: serviceTransactionsResponse },
      },
    },
    async (request) => money.balances.serviceTransactions(supplierId(request), request.query, request.locale),
  );
};

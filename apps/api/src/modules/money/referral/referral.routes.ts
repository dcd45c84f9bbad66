import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referralEarningsResponse,
  referralStatsQuery,
  referralStatsResponse,
  referralTransactionsQuery,
  referralTransactionsResponse,
} from '@supplier/contracts/money-referral';
import { supplierId } from '../../../plugins/auth';
import type { MoneyServices } from '../money.services';

/** SPEC section 7: referral earnings, per-friend stats and reward transactions. */
export const referralRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  const schema = { tags: ['referral'], security: [{ bearer: [] }] };
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/v1/customers/balances/referral-earnings',
    {
      ...signedIn,
      schema: {
        operationId: 'listReferralEarnings',
        summary: 'Referral earnings, one page at a time',
        ...schema,
        response: { 200: referralEarningsResponse },
      },
    },
    async (request) => money.referral.earnings(supplierId(request)),
  );

  app.get(
    '/v1/customers/referral/stats',
    {
      ...signedIn,
      schema: {
        operationId: 'getReferralStats',
        summary: 'Referral link, visits, sign-ups and earnings',
        ...schema,
        querystring: referralStatsQuery,
        response: { 200: referralStatsResponse },
      },
    },
    async (request) => money.referral.stats(supplierId(request), request.query),
  );

  app.get(
    '/v1/customers/referral/transactions',
    {
      ...signedIn,
      schema: {
        operationId: 'listReferralTransactions',
        summary: 'Referral balance entries, one page at a time',
        ...schema,
        querystring: referralTransactionsQuery,
        response: { 200: referralTransactionsResponse },
      },
    },
    async (request) => money.referral.transactions(supplierId(request), request.query, request.locale),
  );
};

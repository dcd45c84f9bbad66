import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyReferralEndpointSchemas } from '@supplier/contracts/money-referral';
import { moneyReferralEndpoints } from '@supplier/contracts/money-referral-endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { supplierId } from '../../../plugins/auth';
import type { MoneyServices } from '../money.services';

/** SPEC section 7: referral earnings, per-friend stats and reward transactions. */
export const referralRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, moneyReferralEndpoints, moneyReferralEndpointSchemas, {
    tags: ['referral'],
    security: [{ bearer: [] }],
  });

  route('listReferralEarnings', { summary: 'Referral earnings, one page at a time' }, async (request) =>
    money.referral.earnings(supplierId(request)),
  );

  route('getReferralStats', { summary: 'Referral link, visits, sign-ups and earnings' }, async (request) =>
    money.referral.stats(supplierId(request), request.query),
  );

  route('listReferralTransactions', { summary: 'Referral balance entries, one page at a time' }, async (request) =>
    money.referral.transactions(supplierId(request), request.query, request.locale),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hryvniasToKopiyky, idempotencyHeaders } from '@supplier/contracts/money-ledger';
import {
  payoutAccountRequest,
  payoutAccountResponse,
  payoutAccountSavedResponse,
  payoutCreatedResponse,
  payoutParams,
  payoutRequest,
  payoutResponse,
  payoutsQuery,
  payoutsResponse,
} from '@supplier/contracts/money-payouts';
import { supplierId } from '../../../plugins/auth';
import { idempotencyOf, respond } from '../idempotency/idempotency.http';
import type { MoneyServices } from '../money.services';

/** Payouts (PRODUCT.md section 4; SPEC leaves the calls open): the bank account and the requests. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  const schema = { tags: ['payouts'], security: [{ bearer: [] }] };
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/v1/customers/payout-account',
    {
      ...signedIn,
      schema: {
        operationId: 'getPayoutAccount',
        summary: 'The IBAN and holder payouts go to',
        ...schema,
        response: { 200: payoutAccountResponse },
      },
    },
    async (request) => ({ data: await money.payouts.account(supplierId(request)) }),
  );

  app.put(
    '/v1/customers/payout-account',
    {
      ...signedIn,
      schema: {
        operationId: 'savePayoutAccount',
        summary: 'Saves the IBAN and holder payouts go to',
        ...schema,
        body: payoutAccountRequest,
        response: { 200: payoutAccountSavedResponse },
      },
    },
    async (request) => money.payouts.saveAccount(supplierId(request), request.body, request.locale),
  );

  app.post(
    '/v1/customers/payouts',
    {
      ...signedIn,
      schema: {
        operationId: 'requestPayout',
        summary: 'Requests a payout from the main balance (idempotent)',
        ...schema,
        headers: idempotencyHeaders,
        body: payoutRequest,
        response: { 201: payoutCreatedResponse },
      },
    },
    async (request, reply) => {
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

  app.get(
    '/v1/customers/payouts',
    {
      ...signedIn,
      schema: {
        operationId: 'listPayouts',
        summary: 'Payout requests, one page at a time',
        ...schema,
        querystring: payoutsQuery,
        response: { 200: payoutsResponse },
      },
    },
    async (request) => money.payouts.list(supplierId(request), request.query),
  );

  app.get(
    '/v1/customers/payouts/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getPayout',
        summary: 'One payout request with its history',
        ...schema,
        params: payoutParams,
        response: { 200: payoutResponse },
      },
    },
    async (request) => money.payouts.get(supplierId(request), request.params.id, request.locale),
  );
};

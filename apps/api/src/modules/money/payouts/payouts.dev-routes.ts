import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payout, payoutParams, payoutStatusChangeRequest } from '@supplier/contracts/money-payouts';
import { moneyText } from '../money.messages';
import type { MoneyServices } from '../money.services';

/**
 * POST /api/dev/payouts/{id}/status: what an operator or the bank does to a payout
 * (processing, paid, rejected → money back to main). Machines call it (no X-SESSION); it exists
 * only in the local mode, for this machine (plugins/dev-tools.ts).
 */
export const payoutsDevRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  if (!app.devTools) return;
  app.post(
    '/dev/payouts/:id/status',
    {
      config: { sessionHeader: false },
      schema: {
        hide: true,
        params: payoutParams,
        body: payoutStatusChangeRequest,
        response: { 200: z.object({ message: z.string(), data: payout }) },
      },
    },
    async (request) => {
      const result = await money.payouts.advance(
        request.params.id,
        request.body.status,
        request.body.reason ?? null,
        request.locale,
      );
      await money.announce(result.touched);
      return { message: moneyText(request.locale, 'payout_updated'), data: result.payout };
    },
  );
};

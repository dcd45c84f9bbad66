import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balancesRoutes } from './balances/balances.routes';
import type { MoneyServices } from './money.services';
import { payoutsDevRoutes } from './payouts/payouts.dev-routes';
import { payoutsRoutes } from './payouts/payouts.routes';
import { referralRoutes } from './referral/referral.routes';
import { paymentCallbacksRoutes } from './topups/payment-callbacks.routes';
import { topUpsRoutes } from './topups/topups.routes';
import { transfersRoutes } from './transfers/transfers.routes';

/**
 * Money's routes (issue 3): balances and history, transfers, the subscription, top-ups with their
 * provider callbacks, referral earnings and payouts.
 */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  await app.register(balancesRoutes, { money });
  await app.register(transfersRoutes, { money });
  await app.register(topUpsRoutes, { money });
  await app.register(paymentCallbacksRoutes, { money });
  await app.register(referralRoutes, { money });
  await app.register(payoutsRoutes, { money });
  await app.register(payoutsDevRoutes, { money });
};

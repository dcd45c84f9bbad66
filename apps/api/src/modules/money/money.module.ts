import type { FastifyPluginAsync } from 'fastify';
import { moneyRoutes } from './money.routes';
import { moneyServices } from './money.services';

/** The money module (ADR 0037): the settings call's balances and subscription, and the routes. */
export const moneyModule: FastifyPluginAsync = async (app) => {
  const money = moneyServices(app);
  app.setup.balances((supplierId) => money.balances.balancesOf(supplierId));
  app.setup.subscription(async (supplierId) => ({ expiresAt: await money.subscription.expiresAt(supplierId) }));

  await app.register(moneyRoutes, { money });
};

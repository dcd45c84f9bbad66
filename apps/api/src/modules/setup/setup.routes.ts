import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsResponse } from '@supplier/contracts/setup';
import { supplierId } from '../../plugins/auth';
import { setupService } from './setup.service';

/** GET /admin-suppliers/v1/settings: onboarding flags, balances, store and subscription. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = setupService({
    registry: app.setup,
    subscriptionCostKopiyky: app.config.SUBSCRIPTION_COST_KOPIYKY,
    clock: app.drivers.clock,
  });
  app.get(
    '/admin-suppliers/v1/settings',
    {
      preHandler: app.authenticate,
      schema: { tags: ['setup'], security: [{ bearer: [] }], response: { 200: settingsResponse } },
    },
    async (request) => setup.settings(supplierId(request)),
  );
};

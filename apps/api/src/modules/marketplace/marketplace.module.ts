import type { FastifyPluginAsync } from 'fastify';
import { marketplaceRoutes } from './marketplace.routes';
import { registerStorefrontWebhook } from './storefront.webhook';

/**
 * What the marketplace module holds beside each module's gateway routes (ADR 0037): the outgoing
 * storefront webhook's job, and in the local mode the local storefront that receives it.
 */
export const marketplaceModule: FastifyPluginAsync = async (app) => {
  registerStorefrontWebhook(app);
  await app.register(marketplaceRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { setupRoutes } from './setup.routes';

/** The setup module (ADR 0037): the settings call that the registry's checks and figures feed. */
export const setupModule: FastifyPluginAsync = async (app) => {
  await app.register(setupRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes';

/** The health module (ADR 0037): `/api/health`, each dependency checked now (ADR 0038). */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

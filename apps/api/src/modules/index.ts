import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every API module, mounted under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}

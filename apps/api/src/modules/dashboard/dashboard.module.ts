import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard module (ADR 0037): the dashboard's statistics and timeline. */
export const dashboardModule: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
};

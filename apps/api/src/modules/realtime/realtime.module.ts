import type { FastifyPluginAsync } from 'fastify';
import { realtimeRoutes } from './realtime.routes';

/** The realtime module (ADR 0037): realtime channel authorization and client configuration. */
export const realtimeModule: FastifyPluginAsync = async (app) => {
  await app.register(realtimeRoutes);
};

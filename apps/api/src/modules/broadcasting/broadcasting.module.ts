import type { FastifyPluginAsync } from 'fastify';
import { broadcastingRoutes } from './broadcasting.routes';

/** The broadcasting module (ADR 0037): realtime channel authorization and client configuration. */
export const broadcastingModule: FastifyPluginAsync = async (app) => {
  await app.register(broadcastingRoutes);
};

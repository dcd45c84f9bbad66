import type { FastifyPluginAsync } from 'fastify';
import { devRoutes } from './dev.routes';

/** The dev module (ADR 0037): the local tools of the local mode. */
export const devModule: FastifyPluginAsync = async (app) => {
  await app.register(devRoutes);
};

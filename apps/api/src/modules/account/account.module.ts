import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes';

/** The account module (ADR 0037): account settings: profile, images, password and telephone. */
export const accountModule: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
};

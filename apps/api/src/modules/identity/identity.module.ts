import type { FastifyPluginAsync } from 'fastify';
import { identityRoutes } from './identity.routes';

/** The identity module (ADR 0037): sign-up, sign-in, sessions and the account's routes. */
export const identityModule: FastifyPluginAsync = async (app) => {
  await app.register(identityRoutes);
};

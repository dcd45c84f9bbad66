import type { FastifyPluginAsync } from 'fastify';
import { teamRoutes } from './team.routes';

/** The team module (ADR 0037): members, invitations, memberships and the money confirmation code (issue 34). */
export const teamModule: FastifyPluginAsync = async (app) => {
  await app.register(teamRoutes);
};

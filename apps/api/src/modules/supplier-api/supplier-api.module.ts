import type { FastifyPluginAsync } from 'fastify';
import { supplierApiRoutes } from './supplier-api.routes';

/** The supplier API module (ADR 0037): the supplier API v1 and its document. */
export const supplierApiModule: FastifyPluginAsync = async (app) => {
  await app.register(supplierApiRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { countriesRoutes } from './countries.routes';

/** The countries module (ADR 0037): the countries and their phone codes. */
export const countriesModule: FastifyPluginAsync = async (app) => {
  await app.register(countriesRoutes);
};

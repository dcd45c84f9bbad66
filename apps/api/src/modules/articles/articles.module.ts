import type { FastifyPluginAsync } from 'fastify';
import { articlesRoutes } from './articles.routes';
import { articlesService } from './articles.service';

/** The articles module (ADR 0037): the `information` setup step and the routes. */
export const articlesModule: FastifyPluginAsync = async (app) => {
  const articles = articlesService({ db: app.database.db });
  app.setup.check('information', (id) => articles.isComplete(id));

  await app.register(articlesRoutes, { articles });
};

import type { FastifyPluginAsync } from 'fastify';
import { attributesRoutes } from './attributes.routes';
import type { CatalogServices } from './catalog.services';
import { categoriesRoutes } from './categories.routes';
import { productFeedRoutes } from './product-feed.routes';
import { productHistoryRoutes } from './product-history.routes';
import { productImagesRoutes } from './product-images.routes';
import { productsRoutes } from './products.routes';
import { shelvingsRoutes } from './shelvings.routes';

/** The catalog's HTTP routes: the public product feed, and the panel's behind a session. */
export const catalogRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (app, { services }) => {
  await app.register(productFeedRoutes, { services });

  await app.register(async (panel) => {
    panel.addHook('onRequest', panel.authenticate);
    await panel.register(categoriesRoutes, { services });
    await panel.register(attributesRoutes, { services });
    await panel.register(productsRoutes, { services });
    await panel.register(productImagesRoutes, { services });
    await panel.register(productHistoryRoutes, { services });
    await panel.register(shelvingsRoutes, { services });
  });
};

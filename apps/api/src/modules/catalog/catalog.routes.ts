import type { FastifyPluginAsync } from 'fastify';
import { catalogIssueText } from '@supplier/contracts/categories';
import { validationTexts } from '../../plugins/errors';
import { attributesRoutes } from './attributes.routes';
import { catalogServices } from './catalog.services';
import { categoriesRoutes } from './categories.routes';
import { seedCategories } from './categories.seed';
import { productFeedRoutes } from './product-feed.routes';
import { productImagesRoutes } from './product-images.routes';
import { productsRoutes } from './products.routes';
import { shelvingsRoutes } from './shelvings.routes';

/**
 * The catalog (PRODUCT.md section 7): categories, attributes and groups, products and their
 * images, shelvings. Registers the `product` setup step and puts the category tree into the
 * database when the app starts (idempotent, for every database, demo or not).
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const services = catalogServices(app);
  app.setup.check('product', (supplierId) => services.products.existsFor(supplierId));
  app.addHook('onReady', async () => {
    await seedCategories(app.database.db);
  });
  validationTexts(app, catalogIssueText);
  await app.register(productFeedRoutes, { services });

  await app.register(async (panel) => {
    panel.addHook('onRequest', panel.authenticate);
    await panel.register(categoriesRoutes, { services });
    await panel.register(attributesRoutes, { services });
    await panel.register(productsRoutes, { services });
    await panel.register(productImagesRoutes, { services });
    await panel.register(shelvingsRoutes, { services });
  });
};

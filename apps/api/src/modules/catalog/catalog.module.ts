import type { FastifyPluginAsync } from 'fastify';
import { catalogIssueText } from '@supplier/contracts/categories';
import { validationTexts } from '../../plugins/errors';
import { catalogRoutes } from './catalog.routes';
import { catalogServices } from './catalog.services';
import { seedCategories } from './categories.seed';

/**
 * The catalog (PRODUCT.md section 7): categories, attributes and groups, products and their
 * images, shelvings. Registers the `product` setup step and puts the category tree into the
 * database when the app starts (idempotent, for every database, demo or not), then the routes.
 */
export const catalogModule: FastifyPluginAsync = async (app) => {
  const services = catalogServices(app);
  app.setup.check('product', (supplierId) => services.products.existsFor(supplierId));
  app.addHook('onReady', async () => {
    await seedCategories(app.database.db);
  });
  validationTexts(app, catalogIssueText);
  await app.register(catalogRoutes, { services });
};

import type { FastifyInstance } from 'fastify';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { activityService } from '../activity';
import { storesRepository } from '../stores';
import { attributeGroupsRepository } from './attribute-groups.repository';
import { attributeGroupsService } from './attribute-groups.service';
import { attributesRepository } from './attributes.repository';
import { attributesService } from './attributes.service';
import { categoriesRepository } from './categories.repository';
import { categoriesService } from './categories.service';
import { productFeedService } from './product-feed.service';
import { productHistoryService } from './product-history.service';
import { productImagesRepository } from './product-images.repository';
import { productImagesService } from './product-images.service';
import { productFeedsRepository } from './product-feeds.repository';
import { productsExportRepository } from './products-export.repository';
import { productsRepository } from './products.repository';
import { productsService } from './products.service';
import { shelvingsRepository } from './shelvings.repository';
import { shelvingsService } from './shelvings.service';

/** The catalog's services over the app's database and storage, built once. */
export function catalogServices(app: FastifyInstance) {
  const db = app.database.db;
  const storage = app.drivers.storage;
  const repos = {
    categories: categoriesRepository(db),
    attributes: attributesRepository(db),
    groups: attributeGroupsRepository(db),
    products: productsRepository(db),
    images: productImagesRepository(db),
    shelvings: shelvingsRepository(db),
    stores: storesRepository(db),
  };
  return {
    categories: categoriesService({ repo: repos.categories }),
    attributes: attributesService({ repo: repos.attributes }),
    groups: attributeGroupsService({ repo: repos.groups, attributes: repos.attributes, categories: repos.categories }),
    products: productsService({
      repo: repos.products,
      exports: productsExportRepository(db),
      categories: repos.categories,
      groups: repos.groups,
      shelvings: repos.shelvings,
      stores: repos.stores,
      storage,
      log: app.log,
    }),
    history: productHistoryService({ products: repos.products, activity: activityService(db) }),
    feed: productFeedService({ repo: productFeedsRepository(db), box: secretBoxFromConfig(app.config) }),
    images: productImagesService({
      repo: repos.images,
      storage,
      filesInUse: (urls) => repos.products.filesInUse(urls),
      log: app.log,
    }),
    shelvings: shelvingsService({ repo: repos.shelvings, products: repos.products }),
  };
}

export type CatalogServices = ReturnType<typeof catalogServices>;

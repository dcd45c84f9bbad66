import type { Db } from '../../db/client';
import { attributesRepository } from './attributes.repository';
import { categoriesRepository } from './categories.repository';
import { productImagesRepository } from './product-images.repository';
import { productsImportRepository } from './products-import.repository';

/**
 * What a product import may read and write of the catalog (ADR 0037): the catalog's repositories
 * stay its own, the importer calls these with its run's transaction (`tx`) where it has one.
 */
export function productsImport(db: Db) {
  const products = productsImportRepository(db);
  const attributes = attributesRepository(db);
  const categories = categoriesRepository(db);
  const images = productImagesRepository(db);
  return {
    existingProducts: products.existing,
    insertProducts: products.insert,
    updateProducts: products.update,
    writeValues: products.writeValues,
    storedPictures: products.storedPictures,
    productSuppliers: products.suppliersOf,
    deactivateUnlisted: products.deactivateUnlisted,
    attributeDefs: attributes.defsOf,
    ownAttributeIds: attributes.ownIds,
    attributeNamed: attributes.named,
    setAttributeOptions: attributes.setOptions,
    leafCategoryIds: categories.leafIds,
    leafCategories: categories.leaves,
    appendImages: images.append,
  };
}

export type ProductsImport = ReturnType<typeof productsImport>;

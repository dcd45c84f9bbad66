/**
 * The catalog's face (ADR 0037): what other modules may use. Its tables and repositories stay
 * inside; another module changes products through these functions, in its own transaction.
 */
export { catalogModule } from './catalog.module';
export { catalogServices, type CatalogServices } from './catalog.services';
export { isUniqueViolation, notFound as productNotFound } from './catalog.errors';
export { seedDemoCatalog } from './catalog.seed';
export { seedCategories } from './categories.seed';
export { productsFile, type ProductsFileSource } from './products.export';
export type { ExportRow } from './products-export.repository';
export { productImageDraft } from './product-images.service';
export type { AttributeDef } from './attributes.repository';
export type { LeafCategory } from './categories.repository';
export type { ExistingProduct, ExistingProducts, ImportedProduct } from './products-import.repository';
export { productsImport, type ProductsImport } from './products-import.service';
export { productReads, type ProductReads } from './products-reads.service';
export * from './products.stock';
export * from './products-stock.repository';

import { endpoints } from './endpoint';
import type { importsEndpointSchemas } from './imports';

/** Product imports and feed URLs (ADR 0019): where each endpoint lives; its schemas are in `imports.ts`. */
export const importsEndpoints = endpoints<typeof importsEndpointSchemas>()({
  checkProductImport: 'POST /admin-suppliers/v1/product-imports/check',
  startProductImport: 'POST /admin-suppliers/v1/product-imports',
  saveProductImportMappings: 'PUT /admin-suppliers/v1/product-imports/mappings',
  listProductImports: 'GET /admin-suppliers/v1/product-imports',
  getProductImport: 'GET /admin-suppliers/v1/product-imports/:id',
  cancelProductImport: 'POST /admin-suppliers/v1/product-imports/:id/cancel',
  listProductImportSources: 'GET /admin-suppliers/v1/product-import-sources',
  addProductImportSource: 'POST /admin-suppliers/v1/product-import-sources',
  updateProductImportSource: 'PUT /admin-suppliers/v1/product-import-sources/:id',
  removeProductImportSource: 'DELETE /admin-suppliers/v1/product-import-sources/:id',
  checkProductImportSource: 'POST /admin-suppliers/v1/product-import-sources/:id/check',
});

import { endpoints } from './endpoint';
import type { productsEndpointSchemas } from './products';

/**
 * Products and their images (PRODUCT.md section 7): where each endpoint lives; its schemas are in
 * `products.ts`. The export and the public YML feed answer files and are not in the table.
 */
export const productsEndpoints = endpoints<typeof productsEndpointSchemas>()({
  listProducts: 'GET /admin-suppliers/v1/products',
  getProductFeedAddress: 'GET /admin-suppliers/v1/products/feed',
  renewProductFeedAddress: 'POST /admin-suppliers/v1/products/feed',
  removeProductFeedAddress: 'DELETE /admin-suppliers/v1/products/feed',
  createProduct: 'POST /admin-suppliers/v1/products',
  bulkProducts: 'POST /admin-suppliers/v1/products/bulk',
  getProduct: 'GET /admin-suppliers/v1/products/:id',
  saveProduct: 'PUT /admin-suppliers/v1/products/:id',
  deleteProduct: 'DELETE /admin-suppliers/v1/products/:id',
  addProductImages: 'POST /admin-suppliers/v1/products/:id/images',
  reorderProductImages: 'PUT /admin-suppliers/v1/products/:id/images/order',
  deleteProductImage: 'DELETE /admin-suppliers/v1/products/:id/images/:imageId',
});

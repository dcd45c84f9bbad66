import type { categoriesEndpointSchemas } from './categories';
import { endpoints } from './endpoint';

/** The marketplace's categories (PRODUCT.md section 7): where each endpoint lives; its schemas are in `categories.ts`. */
export const categoriesEndpoints = endpoints<typeof categoriesEndpointSchemas>()({
  listCategories: 'GET /admin-suppliers/v1/categories',
  searchCategories: 'GET /admin-suppliers/v1/categories/search',
  getCategory: 'GET /admin-suppliers/v1/categories/:id',
});

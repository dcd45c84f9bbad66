import { endpoints } from './endpoint';
import type { shelvingsEndpointSchemas } from './shelvings';

/** Shelvings (PRODUCT.md section 7): where each endpoint lives; its schemas are in `shelvings.ts`. */
export const shelvingsEndpoints = endpoints<typeof shelvingsEndpointSchemas>()({
  listShelvings: 'GET /admin-suppliers/v1/shelvings',
  createShelving: 'POST /admin-suppliers/v1/shelvings',
  getShelving: 'GET /admin-suppliers/v1/shelvings/:id',
  saveShelving: 'PUT /admin-suppliers/v1/shelvings/:id',
  deleteShelving: 'DELETE /admin-suppliers/v1/shelvings/:id',
  listShelvingProducts: 'GET /admin-suppliers/v1/shelvings/:id/products',
  placeOnShelving: 'POST /admin-suppliers/v1/shelvings/:id/placements',
  removeFromShelving: 'DELETE /admin-suppliers/v1/shelvings/:id/placements/:productId',
});

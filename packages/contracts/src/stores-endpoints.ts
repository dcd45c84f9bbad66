import { endpoints } from './endpoint';
import type { storesEndpointSchemas } from './stores';

/** Stores (PRODUCT.md section 6): where each endpoint lives; its schemas are in `stores.ts`. */
export const storesEndpoints = endpoints<typeof storesEndpointSchemas>()({
  listStores: 'GET /admin-suppliers/v1/stores',
  checkStoreSlug: 'GET /admin-suppliers/v1/stores/slug-check',
  createStore: 'POST /admin-suppliers/v1/stores',
  getStore: 'GET /admin-suppliers/v1/stores/:id',
  saveStore: 'PUT /admin-suppliers/v1/stores/:id',
  deleteStore: 'DELETE /admin-suppliers/v1/stores/:id',
  pauseStore: 'POST /admin-suppliers/v1/stores/:id/pause',
  resumeStore: 'POST /admin-suppliers/v1/stores/:id/resume',
  saveStoreLogo: 'PUT /admin-suppliers/v1/stores/:id/logo',
  deleteStoreLogo: 'DELETE /admin-suppliers/v1/stores/:id/logo',
});

import type { activityEndpointSchemas } from './activity';
import { endpoints } from './endpoint';

/**
 * The activity log (issue 34): where each endpoint lives; its schemas are in `activity.ts`. A
 * product's history is the log read under the product's own permission (the catalog registers it).
 */
export const activityEndpoints = endpoints<typeof activityEndpointSchemas>()({
  listActivity: 'GET /admin-suppliers/v1/activity',
  listProductHistory: 'GET /admin-suppliers/v1/products/:id/history',
});

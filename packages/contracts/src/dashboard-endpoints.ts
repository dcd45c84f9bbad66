import type { dashboardEndpointSchemas } from './dashboard';
import { endpoints } from './endpoint';

/** The dashboard (SPEC section 9): where each endpoint lives; its schemas are in `dashboard.ts`. */
export const dashboardEndpoints = endpoints<typeof dashboardEndpointSchemas>()({
  getDashboardStatistics: 'GET /admin-suppliers/v1/dashboard/statistics',
  getDashboardTimeline: 'GET /admin-suppliers/v1/dashboard/timeline',
});

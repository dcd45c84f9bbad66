import type { activityEndpointSchemas } from './activity';
import { endpoints } from './endpoint';

/** The activity log (issue 34): where each endpoint lives; its schemas are in `activity.ts`. */
export const activityEndpoints = endpoints<typeof activityEndpointSchemas>()({
  listActivity: 'GET /admin-suppliers/v1/activity',
});

import { endpoints } from './endpoint';
import type { setupEndpointSchemas } from './setup';

/** The setup steps and what the panel needs to start: where it lives; its schemas are in `setup.ts`. */
export const setupEndpoints = endpoints<typeof setupEndpointSchemas>()({
  getSettings: 'GET /admin-suppliers/v1/settings',
});

import { endpoints } from './endpoint';
import type { integrationsEndpointSchemas } from './integrations';

/** Integrations (API tokens): where each endpoint lives; its schemas are in `integrations.ts`. */
export const integrationsEndpoints = endpoints<typeof integrationsEndpointSchemas>()({
  listIntegrations: 'GET /admin-suppliers/v1/integrations',
  createIntegration: 'POST /admin-suppliers/v1/integrations',
  getIntegration: 'GET /admin-suppliers/v1/integrations/:id',
  updateIntegration: 'PUT /admin-suppliers/v1/integrations/:id',
  regenerateIntegrationToken: 'POST /admin-suppliers/v1/integrations/:id/regenerate',
  revokeIntegration: 'POST /admin-suppliers/v1/integrations/:id/revoke',
});

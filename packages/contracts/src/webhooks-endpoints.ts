import { endpoints } from './endpoint';
import type { webhooksEndpointSchemas } from './webhooks';

/** Webhooks of an integration (ADR 0024): where each endpoint lives; its schemas are in `webhooks.ts`. */
export const webhooksEndpoints = endpoints<typeof webhooksEndpointSchemas>()({
  listWebhooks: 'GET /admin-suppliers/v1/integrations/:id/webhooks',
  createWebhook: 'POST /admin-suppliers/v1/integrations/:id/webhooks',
  updateWebhook: 'PUT /admin-suppliers/v1/integrations/:id/webhooks/:webhookId',
  deleteWebhook: 'DELETE /admin-suppliers/v1/integrations/:id/webhooks/:webhookId',
  rotateWebhookSecret: 'POST /admin-suppliers/v1/integrations/:id/webhooks/:webhookId/rotate-secret',
  enableWebhook: 'POST /admin-suppliers/v1/integrations/:id/webhooks/:webhookId/enable',
  pingWebhook: 'POST /admin-suppliers/v1/integrations/:id/webhooks/:webhookId/ping',
  listWebhookDeliveries: 'GET /admin-suppliers/v1/integrations/:id/webhooks/:webhookId/deliveries',
  redeliverWebhook: 'POST /admin-suppliers/v1/integrations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
});

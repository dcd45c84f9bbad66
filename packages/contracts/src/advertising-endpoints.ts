import type { advertisingEndpointSchemas } from './advertising';
import { endpoints } from './endpoint';

/** Advertising (ADR 0026): where each endpoint lives; its schemas are in `advertising.ts`. */
export const advertisingEndpoints = endpoints<typeof advertisingEndpointSchemas>()({
  listAdCampaigns: 'GET /admin-suppliers/v1/advertising/campaigns',
  createAdCampaign: 'POST /admin-suppliers/v1/advertising/campaigns',
  getAdCampaign: 'GET /admin-suppliers/v1/advertising/campaigns/:id',
  updateAdCampaign: 'PUT /admin-suppliers/v1/advertising/campaigns/:id',
  pauseAdCampaign: 'POST /admin-suppliers/v1/advertising/campaigns/:id/pause',
  resumeAdCampaign: 'POST /admin-suppliers/v1/advertising/campaigns/:id/resume',
  getAdCampaignStats: 'GET /admin-suppliers/v1/advertising/campaigns/:id/stats',
  marketplaceAdvertisingEvents: 'POST /marketplace/v1/advertising/events',
});

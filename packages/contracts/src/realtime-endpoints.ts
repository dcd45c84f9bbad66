import { endpoints } from './endpoint';
import type { realtimeEndpointSchemas } from './realtime';

/** Where the realtime client's configuration lives; its schema is in `realtime.ts`. */
export const realtimeEndpoints = endpoints<typeof realtimeEndpointSchemas>()({
  getRealtimeConfig: 'GET /realtime/config',
});

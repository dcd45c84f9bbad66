import type { Config } from '../../config';
import type { Broadcaster } from './broadcaster.driver';
import { EmbeddedBroadcaster } from './embedded.driver';
import { PusherBroadcaster } from './pusher.driver';

export { BroadcastError, type Broadcaster } from './broadcaster.driver';
export { EmbeddedBroadcaster } from './embedded.driver';
export { PusherBroadcaster } from './pusher.driver';

/** REALTIME_DRIVER=embedded (default) delivers in-process; pusher publishes over the HTTP API. */
export function createBroadcaster(config: Config): Broadcaster {
  if (config.REALTIME_DRIVER === 'pusher') {
    const { PUSHER_HOST, PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET } = config;
    if (!PUSHER_HOST || !PUSHER_APP_ID || !PUSHER_APP_KEY || !PUSHER_APP_SECRET) {
      throw new Error('PUSHER_HOST, PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET are required');
    }
    const port = config.PUSHER_PORT ?? (config.PUSHER_SCHEME === 'https' ? 443 : 80);
    return new PusherBroadcaster({
      baseUrl: `${config.PUSHER_SCHEME}://${PUSHER_HOST}:${port}`,
      appId: PUSHER_APP_ID,
      key: PUSHER_APP_KEY,
      secret: PUSHER_APP_SECRET,
    });
  }
  return new EmbeddedBroadcaster();
}

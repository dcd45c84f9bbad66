import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Broadcaster } from './broadcaster.driver';
import { EmbeddedBroadcaster } from './embedded.driver';
import { PusherBroadcaster } from './pusher.driver';
import { QueuedBroadcaster } from './queued.driver';

export { BroadcastError, type Broadcaster } from './broadcaster.driver';
export { EmbeddedBroadcaster } from './embedded.driver';
export { PusherBroadcaster } from './pusher.driver';
export { QueuedBroadcaster } from './queued.driver';

/**
 * REALTIME_DRIVER=embedded (default) delivers in-process (and to the other processes over Redis);
 * pusher publishes over the HTTP API in the background, so no request waits on that server.
 */
export function createBroadcaster(config: Config, log: FastifyBaseLogger): Broadcaster {
  if (config.REALTIME_DRIVER === 'pusher') {
    const { PUSHER_HOST, PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET } = config;
    if (!PUSHER_HOST || !PUSHER_APP_ID || !PUSHER_APP_KEY || !PUSHER_APP_SECRET) {
      throw new Error('PUSHER_HOST, PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET are required');
    }
    const port = config.PUSHER_PORT ?? (config.PUSHER_SCHEME === 'https' ? 443 : 80);
    const http = new PusherBroadcaster({
      baseUrl: `${config.PUSHER_SCHEME}://${PUSHER_HOST}:${port}`,
      appId: PUSHER_APP_ID,
      key: PUSHER_APP_KEY,
      secret: PUSHER_APP_SECRET,
    });
    return new QueuedBroadcaster(http, log);
  }
  return new EmbeddedBroadcaster();
}

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RealtimeConfig } from '@supplier/contracts/realtime';
import { EmbeddedBroadcaster } from '../../drivers/broadcaster';
import { localSecret } from '../../lib/local-secrets';
import { startRealtimeCluster } from './cluster';
import { pusherHttpApi } from './http-api';
import { RealtimeHub } from './hub';
import type { RealtimeCredentials } from './protocol';
import { startRealtimeServer, type RealtimeServer } from './ws-server';

export interface Realtime {
  driver: 'embedded' | 'pusher';
  /** The app of the server browsers connect to: channel auth signatures use its key and secret. */
  credentials: RealtimeCredentials;
  /** The in-process channels (embedded driver only). */
  hub: RealtimeHub | null;
  server: RealtimeServer | null;
  /** What pusher-js needs to reach that server, as seen from this request. */
  clientConfig(request: FastifyRequest): RealtimeConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The cluster pusher-js 8 requires; the embedded server ignores it (SPEC section 7: 'eu'). */
const CLUSTER = 'eu';

/** The secret is read (or generated into DATA_DIR) on first use, not at start. */
function lazyCredentials(appId: string, key: string, readSecret: () => string): RealtimeCredentials {
  let secret: string | undefined;
  return {
    appId,
    key,
    get secret() {
      secret ??= readSecret();
      return secret;
    },
  };
}

/**
 * Realtime over the Pusher Channels protocol. Embedded (default): the API's own HTTP server
 * answers `/app/{key}` WebSockets and the Pusher HTTP API under `/apps/{id}/…`; with REDIS_URL
 * the processes fan their events out to each other over Redis (./cluster.ts). With
 * REALTIME_DRIVER=pusher browsers connect to the external server and this process only signs
 * channel subscriptions and publishes through that server's HTTP API.
 */
export const realtimePlugin = fp(
  async (app) => {
    const config = app.config;

    if (config.REALTIME_DRIVER === 'pusher') {
      const tls = config.PUSHER_SCHEME === 'https';
      const port = config.PUSHER_WS_PORT ?? config.PUSHER_PORT ?? (tls ? 443 : 80);
      const host = config.PUSHER_WS_HOST ?? config.PUSHER_HOST ?? '';
      app.decorate('realtime', {
        driver: 'pusher',
        credentials: {
          appId: config.PUSHER_APP_ID ?? '',
          key: config.PUSHER_APP_KEY ?? '',
          secret: config.PUSHER_APP_SECRET ?? '',
        },
        hub: null,
        server: null,
        clientConfig: () => ({
          key: config.PUSHER_APP_KEY ?? '',
          cluster: CLUSTER,
          wsHost: host,
          wsPort: port,
          wssPort: port,
          forceTLS: tls,
          enabledTransports: ['ws', 'wss'],
        }),
      } satisfies Realtime);
      return;
    }

    const credentials = lazyCredentials(
      config.REALTIME_APP_ID,
      config.REALTIME_APP_KEY,
      () => config.REALTIME_APP_SECRET ?? localSecret(config.DATA_DIR, 'realtime_app_secret'),
    );
    const broadcaster = app.drivers.broadcaster;
    const hub = broadcaster instanceof EmbeddedBroadcaster ? broadcaster.hub : new RealtimeHub();
    const server = startRealtimeServer({
      server: app.server,
      hub,
      credentials,
      log: app.log,
      pingIntervalMs: config.REALTIME_PING_INTERVAL_SECONDS * 1000,
      pongTimeoutMs: config.REALTIME_PONG_TIMEOUT_SECONDS * 1000,
    });
    if (config.REDIS_URL) {
      const cluster = startRealtimeCluster({
        redisUrl: config.REDIS_URL,
        appId: credentials.appId,
        hub,
        log: app.log,
        onResumed: () => server.reconnectAll('Events may have been missed. Please reconnect.'),
      });
      app.addHook('onClose', async () => cluster.close());
    }
    app.addHook('preClose', async () => server.close());
    app.addHook('onClose', async () => server.detach());
    await app.register(pusherHttpApi, { hub, credentials });

    app.decorate('realtime', {
      driver: 'embedded',
      credentials,
      hub,
      server,
      clientConfig: (request) => {
        const tls = request.protocol === 'https';
        const port = request.port ?? (tls ? 443 : 80);
        return {
          key: credentials.key,
          cluster: CLUSTER,
          wsHost: request.hostname,
          wsPort: port,
          wssPort: port,
          forceTLS: tls,
          enabledTransports: ['ws', 'wss'],
        };
      },
    } satisfies Realtime);
  },
  { name: 'realtime' },
);

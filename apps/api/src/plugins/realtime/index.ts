import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RealtimeConfig } from '@supplier/contracts/realtime';
import { EmbeddedBroadcaster } from '../../drivers/broadcaster';
import { localSecret } from '../../lib/local-secrets';
import { startRealtimeCluster, type RealtimeCluster } from './cluster';
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
  /** The embedded servers' Redis bus between processes (with REDIS_URL), for the health check. */
  cluster: RealtimeCluster | null;
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
 * Where browsers reach this server: PUBLIC_URL when set; else the request's host, with the port
 * the balancer says it listens on (`X-Forwarded-Port`, trusted with TRUST_PROXY), since a
 * balancer that sends `Host: $host` drops the port (issue 35 item 6).
 */
export function publicAddress(
  request: FastifyRequest,
  publicUrl: string | undefined,
  trustProxy: boolean,
): { host: string; port: number; tls: boolean } {
  if (publicUrl) {
    const url = new URL(publicUrl);
    const tls = url.protocol === 'https:';
    return { host: url.hostname, port: Number(url.port) || (tls ? 443 : 80), tls };
  }
  const tls = request.protocol === 'https';
  const given = trustProxy ? request.headers['x-forwarded-port'] : undefined;
  const forwarded = Number(
    String(given ?? '')
      .split(',')[0]!
      .trim(),
  );
  const port = Number.isInteger(forwarded) && forwarded > 0 && forwarded <= 65535 ? forwarded : request.port;
  return { host: request.hostname, port: port ?? (tls ? 443 : 80), tls };
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
        cluster: null,
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
    const cluster = config.REDIS_URL
      ? await startRealtimeCluster({
          redisUrl: config.REDIS_URL,
          appId: credentials.appId,
          hub,
          log: app.log,
          onResumed: () => server.reconnectAll('Events may have been missed. Please reconnect.'),
        })
      : null;
    if (cluster) app.addHook('onClose', async () => cluster.close());
    app.addHook('preClose', async () => server.close());
    app.addHook('onClose', async () => server.detach());
    await app.register(pusherHttpApi, { hub, credentials });

    app.decorate('realtime', {
      driver: 'embedded',
      credentials,
      hub,
      server,
      cluster,
      clientConfig: (request) => {
        const { host, port, tls } = publicAddress(request, config.PUBLIC_URL, config.TRUST_PROXY);
        return {
          key: credentials.key,
          cluster: CLUSTER,
          wsHost: host,
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

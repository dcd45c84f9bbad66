import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { fallbackStore, RedisHealth } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis, when REDIS_URL is set (its state is reported by /api/health). */
    rateLimitRedis: RedisHealth | null;
  }
}

/** How long a rate-limit call waits for Redis before counting in the process instead. */
export const REDIS_TIMEOUT_MS = 100;

/**
 * A per-IP ceiling on every API call. With REDIS_URL the counters are shared by all API
 * processes; without it, or while Redis is down or hung, each process counts on its own.
 * ioredis is imported only with REDIS_URL, so a process without Redis never loads it (ADR 0053).
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const health = config.REDIS_URL
    ? new RedisHealth(
        new (await import('ioredis')).Redis(config.REDIS_URL, {
          connectTimeout: 2000,
          commandTimeout: REDIS_TIMEOUT_MS,
          // Fail at once while disconnected instead of queueing behind the reconnection.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          retryStrategy: (times) => Math.min(times * 200, 2000),
        }),
        app.log,
      )
    : null;
  app.decorate('rateLimitRedis', health);
  if (health) {
    health.redis.on('error', () => undefined); // reported through RedisHealth, once per outage
    app.addHook('onClose', async () => void health.redis.disconnect());
  }
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(health ? { store: fallbackStore(health, 'supplier-rl:') } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
  });
});

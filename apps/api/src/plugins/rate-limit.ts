import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * A per-IP ceiling on every API call. With REDIS_URL the counters are shared by all API
 * processes; without it each process counts on its own.
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'supplier-rl:' } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
  });
});

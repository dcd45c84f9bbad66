import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** A dependency that answers later than this counts as down. */
const CHECK_TIMEOUT_MS = 1000;

const dependency = z.enum(['up', 'down', 'off']);
const healthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.string(),
  dependencies: z.object({ database: dependency, redis: dependency, realtime: dependency }),
});

async function answers(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  const outcome = check().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}

/** The embedded realtime server is this process; an external one is up when its HTTP API answers at all. */
function realtimeCheck(config: Config): () => Promise<unknown> {
  if (config.REALTIME_DRIVER !== 'pusher') return async () => undefined;
  const port = config.PUSHER_PORT ?? (config.PUSHER_SCHEME === 'https' ? 443 : 80);
  const url = `${config.PUSHER_SCHEME}://${config.PUSHER_HOST}:${port}/`;
  return () =>
    fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then((response) => response.body?.cancel());
}

/**
 * For load balancers and people: each dependency's state. Only the database is essential: without
 * it the answer is 503 and the balancer takes the process out. Redis (rate limits fall back to
 * per-process counters) and realtime (events are late, never lost to a request) leave it 200 with
 * status `degraded`, so a shared outage does not take every process out at once.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = realtimeCheck(app.config);
  app.get(
    '/health',
    {
      config: { sessionHeader: false, rateLimit: false },
      schema: { hide: true, response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const [database, realtimeState] = await Promise.all([answers(() => app.database.ping()), answers(realtime)]);
      const dependencies = {
        database,
        redis: app.rateLimitRedis?.status ?? ('off' as const),
        realtime: realtimeState,
      };
      const degraded = Object.values(dependencies).includes('down');
      const status = database === 'down' ? 'down' : degraded ? 'degraded' : 'ok';
      return reply.code(database === 'down' ? 503 : 200).send({ status, database: app.database.kind, dependencies });
    },
  );
};

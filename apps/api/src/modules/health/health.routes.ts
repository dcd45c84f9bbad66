import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dependencyChecks } from './health.checks';

const dependency = z.enum(['up', 'down', 'off']);
const healthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'down', 'draining']),
  database: z.string(),
  roles: z.array(z.enum(['api', 'worker'])),
  dependencies: z.object({ database: dependency, redis: dependency, realtime: dependency, jobs: dependency }),
  reasons: z.record(z.string(), z.string()),
});

/**
 * For load balancers and people: each dependency's state, checked now (./health.checks.ts). Only
 * the database is essential: without it the answer is 503 and the balancer takes the process out.
 * Redis (rate limits fall back to per-process counters), realtime (events are late, never lost to
 * a request) and the job slots leave it 200 with status `degraded` and the reasons, so a shared
 * outage does not take every process out at once. A draining process (SIGTERM, lib/shutdown.ts)
 * answers 503 `draining`, so the balancer stops sending it requests before it stops listening.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = await dependencyChecks(app);
  app.addHook('onClose', async () => checks.close());
  app.get(
    '/health',
    {
      config: { sessionHeader: false, rateLimit: false },
      schema: { hide: true, response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const { roles, dependencies, reasons } = await checks.run();
      const down = dependencies.database === 'down';
      const degraded = Object.values(dependencies).includes('down');
      const status = app.drain.draining ? 'draining' : down ? 'down' : degraded ? 'degraded' : 'ok';
      return reply
        .code(status === 'draining' || down ? 503 : 200)
        .send({ status, database: app.database.kind, roles, dependencies, reasons });
    },
  );
};

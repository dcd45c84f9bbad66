import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

/** A port where nothing answers: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('/api/health checks its dependencies now, per role (issue 35 item 4)', () => {
  describe('an API process (JOBS_WORKER=false)', () => {
    const t = useTestApp({ JOBS_WORKER: 'false' });

    it('says ok with the jobs off', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: t.database.kind,
        roles: ['api'],
        dependencies: { database: 'up', redis: 'off', realtime: 'up', jobs: 'off' },
        reasons: {},
      });
    });
  });

  describe('a worker (JOBS_WORKER=true) whose Redis is down', async () => {
    const redisPort = await closedPort();
    const t = useTestApp({ JOBS_WORKER: 'true', REDIS_URL: `redis://127.0.0.1:${redisPort}` });

    it('checks its job slots and says degraded, with the reasons, while the database answers', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 'degraded',
        roles: ['api', 'worker'],
        dependencies: { database: 'up', redis: 'down', realtime: 'down', jobs: 'up' },
      });
      expect(body.reasons.redis).toBeTruthy();
      expect(body.reasons.realtime).toMatch(/Redis/);

      await t.app.jobs.stop();
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the cached round
      const stopped = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(stopped).toMatchObject({
        dependencies: { jobs: 'down' },
        reasons: { jobs: 'the job runner is not running' },
      });
    });
  });
});

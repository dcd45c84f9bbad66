import type { FastifyInstance } from 'fastify';

/** A dependency that answers later than this counts as down. */
export const CHECK_TIMEOUT_MS = 1000;
/** Answers within this reuse the last checks: a balancer, a person and a flood cost one round. */
export const CHECK_CACHE_MS = 1000;

export type DependencyState = 'up' | 'down' | 'off';
export type DependencyName = 'database' | 'redis' | 'realtime' | 'jobs';
export type Role = 'api' | 'worker';

export interface Checked {
  roles: Role[];
  dependencies: Record<DependencyName, DependencyState>;
  /** Why each dependency that is down is down. */
  reasons: Partial<Record<DependencyName, string>>;
}

/** Resolves when `check` does within the timeout; rejects with why not. */
async function within(check: () => Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The active checks of this process's dependencies, per role (issue 35 item 4): every process
 * serves the API and checks the database, Redis (a PING on a connection of its own, so a hung or
 * stopped Redis shows whatever the rate limits last saw) and realtime — the embedded servers' bus
 * through Redis by a message that must come back through this process's subscription, an external
 * server by its HTTP API answering. A worker (JOBS_WORKER) also checks that its job slots run.
 * Concurrent asks share one round, cached for CHECK_CACHE_MS. ioredis is imported only with
 * REDIS_URL (ADR 0053).
 */
export async function dependencyChecks(app: FastifyInstance): Promise<{ run(): Promise<Checked>; close(): void }> {
  const config = app.config;
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: CHECK_TIMEOUT_MS,
        commandTimeout: CHECK_TIMEOUT_MS,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: (times) => Math.min(times * 200, 2000),
        lazyConnect: true,
      })
    : null;
  redis?.on('error', () => undefined); // reported by the check
  const roles: Role[] = config.JOBS_WORKER ? ['api', 'worker'] : ['api'];

  const realtime = (): (() => Promise<unknown>) | null => {
    if (config.REALTIME_DRIVER === 'pusher') {
      const port = config.PUSHER_PORT ?? (config.PUSHER_SCHEME === 'https' ? 443 : 80);
      const url = `${config.PUSHER_SCHEME}://${config.PUSHER_HOST}:${port}/`;
      return () =>
        fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then((response) => response.body?.cancel());
    }
    const cluster = app.realtime.cluster;
    // The embedded server without Redis is this process.
    return cluster ? () => cluster.check(CHECK_TIMEOUT_MS) : async () => undefined;
  };
  const checks: Record<DependencyName, (() => Promise<unknown>) | null> = {
    database: () => app.database.ping(),
    redis: redis
      ? async () => {
          if (redis.status === 'wait') await redis.connect();
          await redis.ping();
        }
      : null,
    realtime: realtime(),
    jobs: config.JOBS_WORKER
      ? async () => {
          const state = app.jobs.state();
          if (!state.running) throw new Error('the job runner is not running');
          if (state.failing) throw new Error(state.failing);
        }
      : null,
  };

  let last: { at: number; round: Promise<Checked> } | null = null;
  const round = async (): Promise<Checked> => {
    const names = Object.keys(checks) as DependencyName[];
    const outcomes = await Promise.all(
      names.map(async (name) => {
        const check = checks[name];
        if (!check) return { name, state: 'off' as const };
        try {
          await within(check, name);
          return { name, state: 'up' as const };
        } catch (error) {
          return { name, state: 'down' as const, reason: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    return {
      roles,
      dependencies: Object.fromEntries(outcomes.map((o) => [o.name, o.state])) as Checked['dependencies'],
      reasons: Object.fromEntries(outcomes.flatMap((o) => ('reason' in o ? [[o.name, o.reason]] : []))),
    };
  };
  return {
    run() {
      if (!last || Date.now() - last.at >= CHECK_CACHE_MS) last = { at: Date.now(), round: round() };
      return last.round;
    },
    close: () => redis?.disconnect(),
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** Since SIGTERM: /api/health answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * The draining state of the process. While it drains, every answer carries `Connection: close`,
 * so no balancer or browser sends another request on that connection (the next one opens a
 * connection elsewhere), and the health check fails so a balancer that checks it routes away.
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      begin: () => void (draining = true),
    } satisfies Drain);
    // onSend, not onRequest: an answer to a request that came before the drain closes its
    // connection too, else that connection could be idle in the balancer's pool when it stops listening
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) void reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);

export interface ShutdownOptions {
  /** Drained before it stops listening (SIGTERM: the balancer's time to route away); 0 for SIGINT. */
  drainDelayMs: number;
  /** From the signal: what still runs then is cut, and the exit code is 1. */
  graceMs: number;
  /** After the app (the database pool). */
  closeDatabase: () => Promise<void>;
}

/**
 * Drains the process and answers its exit code (docs/adr/0038-draining-and-real-outages.md):
 * fails the health check and closes each connection after its answer, waits `drainDelayMs`, then
 * stops listening (idle connections close, realtime sockets are told to reconnect elsewhere),
 * lets the requests in flight (downloads included) and jobs finish, and closes the database: 0
 * when all that ends within `graceMs`, else the connections left are cut and the answer is 1.
 */
export async function drainAndClose(app: FastifyInstance, options: ShutdownOptions): Promise<number> {
  app.drain.begin();
  app.log.info({ drainDelayMs: options.drainDelayMs, graceMs: options.graceMs }, 'draining');
  const closed = (async () => {
    await sleep(options.drainDelayMs);
    await app.close();
    await options.closeDatabase();
    return 0;
  })().catch((error: unknown) => {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  });
  const graceOver = sleep(options.graceMs, 2, { ref: false });
  const code = await Promise.race([closed, graceOver]);
  if (code === 2) {
    app.log.error({ graceMs: options.graceMs }, 'requests still running at the end of the grace period: cut');
    app.server.closeAllConnections();
    return 1;
  }
  return code;
}

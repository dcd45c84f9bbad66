/**
 * The scale-out benches' processes: a throwaway PostgreSQL database, and API processes and workers
 * of the built product, started, killed and taken out by name.
 */
import pg from 'pg';
import { apiServer } from './paths';
import { startServer, type RunningServer } from './process';

/** A fresh database `<prefix>_<pid>_<time>` on the server of `adminPgUrl`; `drop()` removes it. */
export async function throwawayDatabase(adminPgUrl: string, prefix: string) {
  const dbName = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminPgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminPgUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}

export interface ScaleProcesses {
  /** Starts `node apps/api/dist/server.js` on `port` and waits for its health check. */
  start(name: string, port: number, worker: boolean): Promise<RunningServer>;
  /** `kill -9`. */
  kill(name: string): void;
  /** Takes the process out of the bench's own direct calls and answers it. */
  take(name: string): RunningServer;
  has(name: string): boolean;
}

/** The processes by name, each started with `env(name, worker)` plus its port. */
export function scaleProcesses(env: (name: string, worker: boolean) => Record<string, string>): ScaleProcesses {
  const processes = new Map<string, RunningServer>();
  return {
    start: (name, port, worker) =>
      startServer({
        name,
        args: [apiServer],
        port,
        env: { ...env(name, worker), PORT: String(port), HOST: '127.0.0.1' },
        readyPath: '/api/health',
        timeoutMs: 400_000,
      }).then((server) => {
        processes.set(name, server);
        return server;
      }),
    kill: (name) => {
      processes.get(name)?.child.kill('SIGKILL');
      processes.delete(name);
    },
    take: (name) => {
      const server = processes.get(name)!;
      processes.delete(name);
      return server;
    },
    has: (name) => processes.has(name),
  };
}

/**
 * The faults of issue 35 for the scale-out bench, in turn (runFaults): a slow Redis, kills, Redis
 * stopped, a rolling restart of the API processes (SIGTERM, exit code, the new one healthy, the
 * next), and how long a killed worker's jobs wait before a worker takes them again.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { RunningServer } from './process';
import type { OwnRedis } from './scale-env';
import type { ScaleProcesses } from './scale-processes';

export interface RestartOutcome {
  name: string;
  exitCode: number | null;
  /** SIGTERM to exit. */
  drainMs: number;
  /** SIGTERM to the new process answering its health check. */
  downMs: number;
}

/** Restarts each process in turn, as a rolling deploy does: the next only once the last is healthy. */
export async function rollingRestart(
  names: string[],
  options: {
    /** Takes the process out of the bench's own direct calls and answers it. */
    take: (name: string) => RunningServer;
    start: (name: string) => Promise<unknown>;
  },
): Promise<RestartOutcome[]> {
  const outcomes: RestartOutcome[] = [];
  for (const name of names) {
    const { child } = options.take(name);
    const began = Date.now();
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    const [exitCode] = await exited;
    const drainMs = Date.now() - began;
    await options.start(name);
    outcomes.push({ name, exitCode, drainMs, downMs: Date.now() - began });
  }
  return outcomes;
}

/** A leased job: its attempt and the end of its lease (ms since epoch). */
export interface Lease {
  attempts: number;
  until: number;
}

/** The jobs workers hold now (leased and pending). */
export async function leasedJobs(db: pg.Client): Promise<Map<number, Lease>> {
  const rows = (
    await db.query(
      `select id::int, attempts, (extract(epoch from locked_until) * 1000)::float8 as until
       from jobs where status = 'pending' and locked_until > now()`,
    )
  ).rows as ({ id: number } & Lease)[];
  return new Map(rows.map(({ id, ...lease }) => [id, lease]));
}

/**
 * Waits until each job leased at `killedAt` is held by a live worker again: done (deleted), claimed
 * again (another attempt; a recurring job's count starts again at 0 after a run), or its lease
 * extended (the other worker's heartbeat: it never was the killed one's). Answers the longest wait
 * in ms, or null when one was still waiting at `deadline`.
 */
export async function resumedAfter(
  db: pg.Client,
  held: Map<number, Lease>,
  killedAt: number,
  deadline: number,
): Promise<number | null> {
  const waiting = new Map(held);
  let longest = 0;
  while (waiting.size > 0) {
    if (Date.now() > deadline) return null;
    const now = Date.now();
    const leases = await leasedJobsAmong(db, [...waiting.keys()]);
    for (const [id, lease] of waiting) {
      const current = leases.get(id);
      if (current === undefined || current.attempts !== lease.attempts || current.until > lease.until) {
        waiting.delete(id);
        longest = Math.max(longest, now - killedAt);
      }
    }
    await sleep(200);
  }
  return longest;
}

async function leasedJobsAmong(db: pg.Client, ids: number[]): Promise<Map<number, Lease>> {
  const rows = (
    await db.query(
      `select id::int, attempts, (extract(epoch from coalesce(locked_until, now())) * 1000)::float8 as until
       from jobs where id = any($1)`,
      [ids],
    )
  ).rows as ({ id: number } & Lease)[];
  return new Map(rows.map(({ id, ...lease }) => [id, lease]));
}

/** The slow-Redis phase at the start of the load (issue 35 item 1). */
export const REDIS_SLOW_MS = 10_000;
const REDIS_SLOW = { minMs: 50, maxMs: 150 };
const REDIS_STOP_MS = 15_000;

export interface FaultsOutcome {
  workerKilledAt: number;
  /** The jobs the worker held when it was killed. */
  heldAtKill: Map<number, Lease>;
  /** The longest wait of those jobs for a live worker (null: one still waited after 60 s). */
  resumed: Promise<number | null>;
  importId: number;
  restarts: RestartOutcome[];
}

/**
 * The faults, in turn from `t0`: Redis slow for REDIS_SLOW_MS, then (at fractions of the load's
 * `seconds`) `kill -9` of api2 and its restart with a second worker, `kill -9` of the worker once an
 * import runs, Redis stopped for 15 s, and a rolling restart of the API processes. `mark` names
 * each phase's span.
 */
export async function runFaults(options: {
  t0: number;
  seconds: number;
  redis: OwnRedis;
  redisProxy: { setDelay(delay: { minMs: number; maxMs: number }): void };
  processes: ScaleProcesses;
  ports: { api: number[]; worker: number; worker2: number };
  db: pg.Client;
  /** Starts the product import; answers its id. */
  startImport: () => Promise<number>;
  importStatus: (id: number) => Promise<string | undefined>;
  mark: (name: string, from: number, to: number) => void;
}): Promise<FaultsOutcome> {
  const { t0, seconds, redis, redisProxy, processes, ports, db, mark } = options;
  const slowUntil = t0 + REDIS_SLOW_MS;
  redisProxy.setDelay(REDIS_SLOW);
  await sleep(REDIS_SLOW_MS);
  redisProxy.setDelay({ minMs: 0, maxMs: 0 });
  mark('Redis slow (50-150 ms a command)', t0, Date.now());
  const after = (fraction: number) => slowUntil + fraction * seconds * 1000;
  await sleep(Math.max(0, after(0.15) - Date.now()));
  const apiKilledAt = Date.now();
  processes.kill('api2');
  await sleep(Math.max(0, after(0.3) - Date.now()));
  // A second worker, so the killed one's jobs have somewhere to go while it restarts.
  await Promise.all([processes.start('api2', ports.api[1]!, false), processes.start('worker2', ports.worker2, true)]);
  mark('api2 killed', apiKilledAt, Date.now());
  const importId = await options.startImport();
  // Killed once the import runs (or after 10 s), and started again at once.
  for (let waited = 0; waited < 10_000; waited += 200) {
    if ((await options.importStatus(importId)) !== 'queued') break;
    await sleep(200);
  }
  const workerKilledAt = Date.now();
  processes.kill('worker');
  const heldAtKill = await leasedJobs(db);
  // How long the jobs held at the kill wait for a live worker (worker2, or the restarted one).
  const resumed = resumedAfter(db, heldAtKill, workerKilledAt, workerKilledAt + 60_000);
  await processes.start('worker', ports.worker, true);
  mark('worker killed', workerKilledAt, Date.now());
  await sleep(Math.max(0, after(0.55) - Date.now()));
  const redisStoppedAt = Date.now();
  redis.kill();
  await sleep(REDIS_STOP_MS);
  await redis.restart();
  mark('Redis stopped', redisStoppedAt, Date.now());
  const rollingFrom = Date.now();
  const restarts = await rollingRestart(
    ports.api.map((_, i) => `api${i + 1}`),
    { take: processes.take, start: (name) => processes.start(name, ports.api[Number(name.slice(3)) - 1]!, false) },
  );
  mark('rolling restart (SIGTERM)', rollingFrom, Date.now());
  return { workerKilledAt, heldAtKill, resumed, importId, restarts };
}

/**
 * The faults of issue 35 for the scale-out bench: a rolling restart of the API processes (SIGTERM,
 * exit code, the new one healthy, the next), and how long a killed worker's jobs wait before a
 * worker takes them again.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { RunningServer } from './process';

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

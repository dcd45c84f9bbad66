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

/** The jobs a worker holds now (leased and pending), with the attempt each is on. */
export async function leasedJobs(db: pg.Client): Promise<Map<number, number>> {
  const rows = (await db.query(`select id::int, attempts from jobs where status = 'pending' and locked_until > now()`))
    .rows as { id: number; attempts: number }[];
  return new Map(rows.map((row) => [row.id, row.attempts]));
}

/**
 * Waits until each job held at `killedAt` is claimed again (another attempt) or done, and answers
 * the longest wait in ms, or null when one was still waiting at `deadline`.
 */
export async function resumedAfter(
  db: pg.Client,
  held: Map<number, number>,
  killedAt: number,
  deadline: number,
): Promise<number | null> {
  const waiting = new Map(held);
  let longest = 0;
  while (waiting.size > 0) {
    if (Date.now() > deadline) return null;
    const rows = (await db.query(`select id::int, attempts from jobs where id = any($1)`, [[...waiting.keys()]]))
      .rows as { id: number; attempts: number }[];
    const now = Date.now();
    const attempts = new Map(rows.map((row) => [row.id, row.attempts]));
    for (const [id, attempt] of waiting) {
      const current = attempts.get(id);
      // Done (deleted), or claimed again (a recurring job's count starts again at 0 after a run).
      if (current === undefined || current !== attempt) {
        waiting.delete(id);
        longest = Math.max(longest, now - killedAt);
      }
    }
    await sleep(200);
  }
  return longest;
}

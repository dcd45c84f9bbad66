import type { Database } from './client';
import { migrate } from './migrate';

/** The key of the session advisory lock held while a process migrates and seeds ("supplier"). */
export const STARTUP_LOCK_KEY = 0x5355_5050;

/**
 * Brings the database up to date (migrations, then `seed` when given) under one lock, so any
 * number of processes started at the same moment on one database come up one after another
 * instead of racing to create the same types and rows. On PostgreSQL the lock is a session
 * advisory lock on a connection of its own (the migrator uses the pool); PGlite lives in one
 * process, where a promise chain serializes the starts.
 */
export async function prepareDatabase<T>(
  database: Database,
  options: { url?: string; seed?: () => Promise<T> } = {},
): Promise<T | undefined> {
  const work = async () => {
    await migrate(database);
    return options.seed?.();
  };
  if (database.kind === 'pglite' || !options.url) return inProcess(database, work);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if unlocking fails.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

const chains = new WeakMap<Database, Promise<unknown>>();

function inProcess<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const previous = chains.get(database) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  chains.set(database, next);
  return next;
}

import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Deadlock and serialization failure: PostgreSQL aborted the transaction, running it again may pass. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in one database transaction: the only way the API opens one (ADR 0033). When
 * PostgreSQL aborts it for a deadlock or a serialization failure the whole unit runs again (at
 * most four times), so `work` does nothing outside the database. Inside another transaction it is a
 * savepoint and is not retried (the outer unit is).
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction((tx) => work(tx as unknown as Db));
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
    }
  }
}

/** A module's repositories for reads, and units of work with them bound to one transaction. */
export interface UnitOfWork<R> {
  repos: R;
  transaction<T>(work: (repos: R) => Promise<T>): Promise<T>;
}

export function unitOfWork<R>(db: Db, repositoriesOf: (db: Db) => R): UnitOfWork<R> {
  return {
    repos: repositoriesOf(db),
    transaction: (work) => transaction(db, (tx) => work(repositoriesOf(tx))),
  };
}

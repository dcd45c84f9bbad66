import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { pgliteListenNotify, postgresListenNotify, type ListenNotify } from './listen-notify';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY for cache invalidation (db/listen-notify.ts). */
  listenNotify?: ListenNotify;
  /** One round trip (the health check's readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
  poolSize?: number;
}

/**
 * PGlite's memory is one WebAssembly memory that grows and never shrinks, so PostgreSQL's default
 * 128 MB of shared buffers stay resident once touched (issue 36: 317 → 150 MB RSS for an idle
 * PGlite on the demo data). Its files are read through the operating system's page cache, which
 * still caches what the smaller buffers drop. Index builds get 16 MB instead of 64 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Loaded only here: the embedded default never needs the PostgreSQL driver (ADR 0058).
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const listenNotify = postgresListenNotify(options.url, pg.Client);
    const pool = new pg.Pool({
      connectionString: options.url,
      // No JIT (ADR 0042): a search whose estimated cost passes jit_above_cost paid 50–90 ms of LLVM
      // compiling to run for 2 ms (issue 32); the panel's queries are index ranges under a LIMIT.
      options: '-c jit=off',
      max: options.poolSize ?? 10,
      onConnect: (client) => listenNotify.attach(client),
    });
    // An idle client losing its connection (server restart, dropped database) must not crash the
    // process; the pool replaces it and the next query reports any real failure.
    pool.on('error', (error) => console.error('PostgreSQL pool client error:', error.message));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    const close = async () => {
      await listenNotify.close();
      await pool.end();
    };
    return { db, kind: 'postgres', listenNotify, ping: () => ping(db), close };
  }
  let location = 'memory://';
  if (options.dataDir !== 'memory://') {
    location = join(resolve(options.dataDir), 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    // pg_trgm: the trigram index of product names (PostgreSQL has it as a contrib extension)
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  const listenNotify = pgliteListenNotify(client);
  const close = async () => {
    await listenNotify.close();
    await client.close();
  };
  return { db, kind: 'pglite', listenNotify, ping: () => ping(db), close };
}

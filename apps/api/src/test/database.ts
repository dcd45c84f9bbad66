import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped when the file ends).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    return database;
  }
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 5 });
  await migrate(database);
  const handle: Database = {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  urls.set(handle, url.toString());
  return handle;
}

const urls = new WeakMap<Database, string>();

/**
 * The same database as another process would open it: on PostgreSQL a second pool and listener
 * of its own (close it before the database); PGlite lives in one process, so there it is itself.
 */
export async function anotherProcessOn(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (!url) return { ...database, close: async () => undefined };
  return openDatabase({ url, dataDir: 'memory://', poolSize: 5 });
}

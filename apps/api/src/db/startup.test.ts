import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from './client';
import { migrationsFolder } from './migrate';
import { suppliers } from './schema';
import { DEMO_CREDENTIALS, seedDemo } from './seed';
import { prepareDatabase } from './startup';

const PROCESSES = 4;
const serverUrl = process.env.TEST_DATABASE_URL;
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'startup-')) });
const opened: Database[] = [];
let dropDatabase = (): Promise<void> => Promise.resolve();

/**
 * What N processes starting at once on an empty database share: on PostgreSQL, N databases
 * handles (pools of their own) on one new database; on PGlite, one in-process database.
 */
async function freshDatabases(): Promise<{ url?: string; databases: Database[] }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    opened.push(database);
    return { databases: Array.from({ length: PROCESSES }, () => database) };
  }
  const name = `t_start_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databases = await Promise.all(
    Array.from({ length: PROCESSES }, () => openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 3 })),
  );
  opened.push(...databases);
  return { url: url.toString(), databases };
}

afterAll(async () => {
  for (const database of new Set(opened)) await database.close();
  await dropDatabase();
});

describe('starting several processes at once on an empty database', () => {
  it('migrates and seeds once, and every process comes up', async () => {
    const { url, databases } = await freshDatabases();
    const outcomes = await Promise.allSettled(
      databases.map((database) => prepareDatabase(database, { url, seed: () => seedDemo(database.db, config) })),
    );
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(
      Array(PROCESSES).fill('up'),
    );
    const seeded = outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value);
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const db = databases[0]!.db;
    const [demo] = await db
      .select({ n: count() })
      .from(suppliers)
      .where(eq(suppliers.telephone, DEMO_CREDENTIALS.telephone));
    expect(demo!.n).toBe(1);
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
  });
});

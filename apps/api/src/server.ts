import { fork } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { assertServable, ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_CREDENTIALS, seedDemo } from './db/seed';
import { prepareDatabase } from './db/startup';
import { drainAndClose } from './lib/shutdown';
import { holdStartMemory } from './lib/start-memory';

/** The argument of the child that migrates and seeds an embedded database, then exits. */
const PREPARE_ONLY = '--prepare-database-only';

/**
 * Migrates and seeds the embedded PGlite database in a child process (ADR 0051): PGlite's
 * WebAssembly memory never shrinks, and what creating, migrating and seeding a database touched
 * (about 70 MB of a fresh start, most of it freed malloc memory glibc keeps) would stay resident
 * in the serving process for good. Answers whether the demo supplier was inserted.
 */
async function prepareInChild(): Promise<boolean | undefined> {
  const child = fork(process.argv[1]!, [PREPARE_ONLY], { execArgv: process.execArgv, stdio: 'inherit' });
  let seeded: boolean | undefined;
  child.on('message', (message: { seeded?: boolean }) => (seeded = message.seeded));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the database failed (exit code ${code})`);
  return seeded;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    assertServable(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const here = dirname(fileURLToPath(import.meta.url));
  config.WEB_DIST ??= resolve(here, '../../web/dist');

  const dataOptions = { url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE };
  const prepare = (database: Database) =>
    prepareDatabase(database, {
      url: config.DATABASE_URL,
      seed: config.DEMO_SEED ? () => seedDemo(database.db) : undefined,
    });
  if (process.argv.includes(PREPARE_ONLY)) {
    const database = await openDatabase(dataOptions);
    const seeded = await prepare(database);
    await database.close();
    process.send?.({ seeded }, () => process.disconnect?.());
    return;
  }
  const startMemory = holdStartMemory();
  const embeddedOnDisk = !config.DATABASE_URL && config.DATA_DIR !== 'memory://';
  const preparedApart = embeddedOnDisk ? await prepareInChild() : undefined;
  const database = await openDatabase(dataOptions);
  const seeded = embeddedOnDisk ? preparedApart : await prepare(database);

  const app = await buildApp({ config, database });
  let closing = false;
  // SIGTERM comes from an orchestrator: the balancer gets the drain delay to route away first.
  // SIGINT is a person at a terminal.
  const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const code = await drainAndClose(app, {
      drainDelayMs: signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_DELAY_SECONDS * 1000 : 0,
      graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
      closeDatabase: () => database.close(),
    });
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  startMemory.serving();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${join(resolve(config.DATA_DIR), 'pglite')}`;
  console.log(`\nПостачальники: ${url}  (data: ${where})`);
  if (seeded || config.DEMO_SEED) {
    console.log(`Demo supplier: ${DEMO_CREDENTIALS.telephone} / ${DEMO_CREDENTIALS.password}`);
  }
  if (app.devTools) {
    console.log(
      `Local mode (DEV_TOOLS): SMS codes in the log and at http://localhost:${port}/api/dev/sms-outbox, ` +
        'answered to this machine only. Never in production.',
    );
  }
  console.log('');
}

void main();

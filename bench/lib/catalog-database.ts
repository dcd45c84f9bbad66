import { spawn } from 'node:child_process';
import pg from 'pg';
import { repoRoot } from './paths';
import { adminUrl, databaseUrl } from './product';

/** Runs a TypeScript script of the repository (tsx) with `env` added, its output shown; rejects on a non-zero exit. */
export function runScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/**
 * A bench's own database on the machine's PostgreSQL, holding the catalogue generator's suppliers
 * and products (`catalog`: its CATALOG_* sizes): made when missing, dropped first when `fresh`,
 * reused otherwise (the generator adds only what is missing). Answers its URL.
 */
export async function catalogDatabase(
  name: string,
  { fresh = false, catalog }: { fresh?: boolean; catalog: Record<string, string> },
): Promise<string> {
  const url = databaseUrl(name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) {
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
  await runScript('apps/api/scripts/generate-catalog.ts', { DATABASE_URL: url, ...catalog });
  return url;
}

/**
 * Writes the OpenAPI document the API serves at /api/docs/json to a file (default
 * dist/openapi.json), for `redocly lint` and for integrators: `npm run openapi -w @supplier/api [-- out.json]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const out = resolve(process.argv[2] ?? 'dist/openapi.json');
const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'false' }),
  database,
});
await app.ready();
const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
await app.close();
await database.close();
if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(response.json(), null, 2)}\n`);
console.log(`OpenAPI document written to ${out}`);

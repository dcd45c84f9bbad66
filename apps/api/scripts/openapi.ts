/**
 * Writes the OpenAPI document the API serves at /api/docs/json to a file (default
 * dist/openapi.json), for `redocly lint` and for integrators: `npm run openapi -w @supplier/api [-- out.json]`.
 * A second path writes the supplier API's own document (/api/supplier/v1/openapi.json) there too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const out = resolve(process.argv[2] ?? 'dist/openapi.json');
const supplierOut = process.argv[3] ? resolve(process.argv[3]) : null;
const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'false' }),
  database,
});
await app.ready();
const documents: [string, string | null][] = [
  ['/api/docs/json', out],
  ['/api/supplier/v1/openapi.json', supplierOut],
];
for (const [url, file] of documents) {
  if (!file) continue;
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(response.json(), null, 2)}\n`);
  console.log(`OpenAPI document ${url} written to ${file}`);
}
await app.close();
await database.close();

import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Endpoint, EndpointSchemas, EndpointTable } from '@supplier/contracts/endpoint';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

const CONTRACTS = new URL('../../../../packages/contracts/src/', import.meta.url);

/** One endpoint of the contracts' table, as the generated tests call it. */
export interface Declared extends Pick<EndpointSchemas, 'body' | 'permission'> {
  operationId: string;
  endpoint: Endpoint;
  requires: NonNullable<EndpointSchemas['requires']>;
}

/** Every endpoint of every table in contracts (`<domain>-endpoints.ts` beside `<domain>.ts`). */
export async function endpointTable(): Promise<Declared[]> {
  const declared: Declared[] = [];
  for (const file of readdirSync(CONTRACTS).filter((name) => name.endsWith('-endpoints.ts'))) {
    const domain = file.slice(0, -'-endpoints.ts'.length);
    const routes = (await import(new URL(file, CONTRACTS).href)) as Record<string, Record<string, Endpoint>>;
    const schemas = (await import(new URL(`${domain}.ts`, CONTRACTS).href)) as Record<string, EndpointTable>;
    for (const [name, table] of Object.entries(routes)) {
      // a table's schemas are `<name>EndpointSchemas`; other exports (groupings of a table's endpoints) are skipped
      const own = schemas[name.replace(/Endpoints$/, 'EndpointSchemas')];
      if (!own) continue;
      for (const [operationId, endpoint] of Object.entries(table)) {
        const { body, permission, requires = [] } = own[operationId]!;
        declared.push({ operationId, endpoint, body, permission, requires });
      }
    }
  }
  return declared;
}

/** The path of an endpoint as the OpenAPI document names it. */
export const openapiPath = (endpoint: Endpoint): string => `/api${endpoint.path}`.replace(/:(\w+)/g, '{$1}');

/** A digest of every row of every table (but when a token was last used): what a call wrote. */
export async function tablesDigest(db: Db): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  const parts = tables.map(
    (table) =>
      `(select md5(coalesce(string_agg(r, '|' order by r), '')) from (select (to_jsonb(x) - array['last_used_at', 'last_used_ip'])::text as r from "${table}" x) rows)`,
  );
  return rowsOf<{ digest: string }>(
    await db.execute(sql.raw(`select md5(concat_ws(',', ${parts.join(', ')})) as digest`)),
  )[0]!.digest;
}

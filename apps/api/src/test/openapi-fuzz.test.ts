/**
 * Walks every operation of the OpenAPI document the app serves with hostile input: empty,
 * wrong-type, oversized, NUL-bearing and injection-shaped bodies and parameters, and path ids of
 * every odd kind. Asserts: never a 5xx, every refusal in the one error shape, and no change to
 * the suppliers' data unless the answer was 2xx. The inputs are generated from each operation's
 * schemas and sampled deterministically, so a new endpoint is walked by being documented.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { categoryId, createProduct, SMARTPHONES, supplier, type Supplier } from '../modules/catalog/testing';
import { tokensRepository } from '../modules/identity/tokens.repository';
import { useTestApp } from './app';
import { documentedOperations, fillPath, type JsonSchema, type Operation } from './openapi';

type Kind = 'empty' | 'wrong_type' | 'oversized' | 'nul' | 'injection';
const KINDS: Kind[] = ['empty', 'wrong_type', 'oversized', 'nul', 'injection'];

const INJECTIONS = [
  "' OR '1'='1' --",
  '1; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%27%22',
  '\u202Eevil\uFEFF',
  '$where: 1',
];

const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '0x10',
  '1e3',
  '99999999999999999999',
  '9223372036854775808',
  'abc',
  'a\u0000b',
  "1' OR '1'='1",
  ' 1',
  'null',
  '[]',
  'ї',
  '1'.repeat(300),
  // Real ids of the other supplier's rows: never reachable.
  '1',
  '2',
];

/** The first concrete branch of a schema (anyOf/oneOf, nullable type lists). */
function concrete(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return concrete(branch);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return { ...schema, type };
}

/** A value of `kind` for `schema`, the `salt` picking among the samples. */
function sample(schema: JsonSchema | undefined, kind: Kind, salt: number, depth = 0): unknown {
  const s = concrete(schema);
  const type = (s.type as string | undefined) ?? (s.properties ? 'object' : 'string');
  if (type === 'object') {
    if (kind === 'empty' || depth > 4) return {};
    return Object.fromEntries(
      Object.entries(s.properties ?? { value: {} }).map(([key, child], i) => [
        key,
        sample(child, kind, salt + i, depth + 1),
      ]),
    );
  }
  if (type === 'array') {
    if (kind === 'empty') return [];
    if (kind === 'oversized') return Array.from({ length: 2000 }, () => sample(s.items, 'injection', salt, depth + 1));
    if (kind === 'wrong_type') return { 0: 'not-an-array' };
    return [sample(s.items, kind, salt, depth + 1)];
  }
  if (kind === 'empty') return type === 'string' ? '' : null;
  if (kind === 'nul') return type === 'string' ? `a\u0000b` : '\u0000';
  if (kind === 'injection') return INJECTIONS[salt % INJECTIONS.length];
  if (type === 'string') {
    if (kind === 'wrong_type') return [12345, true, { a: 1 }][salt % 3];
    return 'ї'.repeat(Math.min(200_000, Math.max(100_000, (s.maxLength ?? 0) * 2)));
  }
  if (type === 'number' || type === 'integer') {
    if (kind === 'wrong_type') return ['12abc', true, [1]][salt % 3];
    return [1e308, -1e308, 2 ** 63, 0.000001, -(2 ** 53) - 2][salt % 5];
  }
  if (type === 'boolean') return kind === 'wrong_type' ? ['yes', 1, 'true '][salt % 3] : 'a'.repeat(10_000);
  return kind === 'wrong_type' ? { unexpected: true } : 'x'.repeat(100_000);
}

/** A query string value as a client would send it. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Attempt {
  label: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The requests sent to one operation: a fixed, deterministic sample. */
function attempts(operation: Operation, index: number): Attempt[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  const takesIdempotency = operation.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key');
  const sendsBody = !['GET', 'HEAD'].includes(operation.method);
  const validPath = fillPath(operation.path, () => '1');
  const list: Attempt[] = [];

  for (const [i, kind] of KINDS.entries()) {
    const salt = index + i;
    const search = new URLSearchParams(
      query.map((p): [string, string] => [p.name, text(sample(p.schema, kind, salt))]),
    );
    list.push({
      label: `${kind} query and body`,
      url: `${validPath}${query.length > 0 ? `?${search}` : ''}`,
      ...(sendsBody ? { payload: sample(operation.body ?? { type: 'object' }, kind, salt) } : {}),
      ...(takesIdempotency
        ? { headers: { 'idempotency-key': ['', "' OR 1=1", 'x'.repeat(500), 'ї', '%00'][i]! } }
        : {}),
    });
  }
  if (sendsBody) {
    for (const [label, payload] of [
      ['no body', undefined],
      ['null body', null],
      ['array body', []],
      ['string body', 'just text'],
      ['prototype pollution', JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}')],
    ] as const) {
      list.push({ label, url: validPath, payload });
    }
  }
  for (const [i, id] of ODD_IDS.entries()) {
    if (pathParams.length === 0) break;
    // Every odd id in the first parameter; the others take the sample in turn.
    list.push({
      label: `path id ${JSON.stringify(id)}`,
      url: fillPath(operation.path, (name) => (name === pathParams[0]!.name ? id : ODD_IDS[(i + 3) % ODD_IDS.length]!)),
      ...(sendsBody ? { payload: {} } : {}),
    });
  }
  return list;
}

function inErrorShape(response: LightMyRequestResponse): boolean {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null) return false;
  const { message, code, errors, ...rest } = body as Record<string, unknown>;
  const fieldTexts =
    errors === undefined ||
    (typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every((texts) => Array.isArray(texts) && texts.every((t) => typeof t === 'string')));
  return (
    typeof message === 'string' &&
    message.length > 0 &&
    typeof code === 'string' &&
    fieldTexts &&
    Object.keys(rest).length === 0
  );
}

describe('every documented operation under hostile input', () => {
  const t = useTestApp();
  let fuzzer: Supplier;
  let victim: Supplier;
  let snapshotSql: ReturnType<typeof sql.raw>;

  beforeAll(async () => {
    // The other supplier comes first, so ids 1 and 2 are theirs.
    victim = await supplier(t);
    await createProduct(victim, await categoryId(victim, SMARTPHONES));
    fuzzer = await supplier(t);
    await createProduct(fuzzer, await categoryId(fuzzer, SMARTPHONES));
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(sql`
        select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'supplier_id' order by table_name`),
    ).map((row) => row.table_name);
    // One round trip: a digest of every row of both suppliers in every table that has their id.
    const parts = [
      `(select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from suppliers s where s.id in (${victim.id}, ${fuzzer.id}))`,
      ...tables.map(
        (table) =>
          `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from "${table}" r where r.supplier_id in (${victim.id}, ${fuzzer.id}))`,
      ),
    ];
    snapshotSql = sql.raw(`select md5(concat_ws(',', ${parts.join(', ')})) as digest`);
  });

  const snapshot = async () => rowsOf<{ digest: string }>(await t.database.db.execute(snapshotSql))[0]!.digest;

  it(
    'never answers 5xx, refuses in the one error shape and changes nothing without a 2xx',
    { timeout: 300_000 },
    async () => {
      const operations = await documentedOperations(t);
      expect(operations.length).toBeGreaterThan(100);
      const tokens = tokensRepository(t.database.db);
      let token = fuzzer.token;
      const problems: string[] = [];
      let sent = 0;

      for (const [index, operation] of operations.entries()) {
        let before = await snapshot();
        for (const attempt of attempts(operation, index)) {
          const response = await t.call({
            method: operation.method as 'GET',
            url: attempt.url,
            remoteAddress: '198.51.100.77',
            ...(operation.secured ? { token } : {}),
            ...(attempt.headers ? { headers: attempt.headers } : {}),
            ...(attempt.payload === undefined
              ? {}
              : {
                  payload: JSON.stringify(attempt.payload),
                  headers: { ...attempt.headers, 'content-type': 'application/json' },
                }),
          });
          sent += 1;
          const where = `${operation.method} ${operation.path} [${attempt.label}] → ${response.statusCode}`;
          const ok = response.statusCode >= 200 && response.statusCode < 300;
          if (response.statusCode >= 500) problems.push(`${where}: ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && !inErrorShape(response)) {
            problems.push(`${where}: not the error shape: ${response.body.slice(0, 200)}`);
          }
          const after = await snapshot();
          if (!ok && after !== before) problems.push(`${where}: data changed without a 2xx`);
          before = after;
        }
        // Logout or "end other sessions" may have ended the fuzzer's session: carry on signed in.
        if (
          operation.secured &&
          (await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/settings', token })).statusCode === 401
        ) {
          token = await tokens.issue(fuzzer.id, {});
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(problems).toEqual([]);
    },
  );
});

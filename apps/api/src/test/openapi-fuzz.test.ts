/**
 * Walks every operation of the OpenAPI documents the app serves (the panel's and the supplier
 * API's) with hostile input: empty, wrong-type, oversized, NUL-bearing and injection-shaped bodies
 * and parameters, and path ids of every odd kind. Asserts: never a 5xx, every refusal in the one
 * error shape, and no change to the suppliers' data unless the answer was 2xx. Then the classes
 * that each found a 5xx or a drift once: integers past PostgreSQL's 32-bit ids in paths, queries
 * and bodies, crafted page cursors, unterminated multipart bodies, encoded paths to a private
 * upload, and bodies without the fields the document says are required. The inputs are generated
 * from each operation's schemas and sampled deterministically, so a new endpoint is walked by
 * being documented.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { integrationScopes } from '@supplier/contracts/integrations';
import { rowsOf } from '../db/rows';
import { categoryId, createProduct, SMARTPHONES, supplier, type Supplier } from '../modules/catalog/testing';
import { tokensRepository } from '../modules/identity/tokens.repository';
import { integrationTokenHash, newIntegrationToken } from '../modules/integrations/integrations.service';
import { integrations } from '../modules/integrations/integrations.table';
import { useTestApp } from './app';
import {
  documentedOperations,
  fillPath,
  PANEL_DOCUMENT,
  SUPPLIER_API_DOCUMENT,
  type JsonSchema,
  type Operation,
} from './openapi';

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
  '2147483648',
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

/** Ids are PostgreSQL `integer`s: a larger value cannot name a row, and must not reach SQL. */
const INT32_MAX = 2_147_483_647;
const PAST_INT32 = [INT32_MAX + 1, Number.MAX_SAFE_INTEGER, -1, 0];

/** The paths in a body schema to an integer id (`id`, `…_id`) or to an array of integers. */
function integerFields(schema: JsonSchema | undefined, path: string[] = []): { path: string[]; array: boolean }[] {
  const s = concrete(schema);
  if (s.type === 'array') {
    return concrete(s.items).type === 'integer' ? [{ path, array: true }] : integerFields(s.items, [...path, '0']);
  }
  if (s.type === 'integer' && /(^|_)id$/.test(path.at(-1) ?? '')) return [{ path, array: false }];
  if (path.length > 6) return [];
  return Object.entries(s.properties ?? {}).flatMap(([key, child]) => integerFields(child, [...path, key]));
}

/**
 * The discriminator of a body (`action`, `kind`: a field of one value, or of a few in the first of
 * the body's branches), so the branch's own fields are checked.
 */
function discriminators(schema: JsonSchema | undefined): Record<string, unknown> {
  const branched = Boolean(schema?.oneOf ?? schema?.anyOf);
  return Object.fromEntries(
    Object.entries(concrete(schema).properties ?? {}).flatMap(([key, child]) => {
      const one = concrete(child);
      if (one.const !== undefined) return [[key, one.const]];
      return one.enum && (branched || one.enum.length === 1) ? [[key, one.enum[0]]] : [];
    }),
  );
}

/** A body holding only `value` at `path` (array indexes as `0`) beside the body's discriminators. */
function bodyWith(schema: JsonSchema | undefined, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const s = concrete(schema);
  if (head === '0') return [bodyWith(s.items, rest, value)];
  return { ...discriminators(schema), [head!]: bodyWith(s.properties?.[head!], rest, value) };
}

const base64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Cursors a client could craft, in the shapes the lists' cursors have (base64url of a JSON array
 * `[sort, order, value, id]` or `[sort, phase, id]`, or of `timestamp|id`): timestamps outside
 * PostgreSQL's or JavaScript's range (for a sort by a time, `…_at`), ids past PostgreSQL integers,
 * and garbage. A sort by text may take any text as its value, so it gets no timestamps.
 */
function craftedCursors(sort: string, order: string): string[] {
  const outOfRange = [
    '9999-12-31 23:59:59.999999+99',
    '2026-11-24 06:34:34+16:00',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '2026-02-30 10:00:00+00',
  ];
  const byTime = sort === '' || sort.endsWith('_at');
  return [
    ...(byTime ? outOfRange.map((at) => base64(JSON.stringify([sort, order, at, 1]))) : []),
    ...outOfRange.map((at) => base64(`${at}|1`)),
    base64(JSON.stringify([sort, order, '2026-11-24 06:34:34.123456+00', INT32_MAX + 1])),
    base64(JSON.stringify([sort, order, 1, Number.MAX_SAFE_INTEGER])),
    base64(JSON.stringify([sort, 0, INT32_MAX + 1])),
    base64(`2026-11-24T06:34:34.123Z|${INT32_MAX + 1}`),
    base64(JSON.stringify([sort, order, 1e308, 1])),
    base64('null'),
    base64('[]'),
    base64('{"__proto__":{"x":1}}'),
    '!!!not-base64!!!',
    '%00',
  ];
}

const cursorLabel = (cursor: string) => JSON.stringify(Buffer.from(cursor, 'base64url').toString('utf8').slice(0, 60));

const BOUNDARY = '----fuzz';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

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
  let operations: Operation[];
  /** The fuzzer's own rows, by the path segment naming their collection (`products`, `stores`). */
  const own: Record<string, string> = {};
  let snapshotSql: ReturnType<typeof sql.raw>;

  beforeAll(async () => {
    // The other supplier comes first, so ids 1 and 2 are theirs.
    victim = await supplier(t);
    await createProduct(victim, await categoryId(victim, SMARTPHONES));
    fuzzer = await supplier(t);
    own.products = String(await createProduct(fuzzer, await categoryId(fuzzer, SMARTPHONES)));
    await createProduct(fuzzer, await categoryId(fuzzer, SMARTPHONES));
    own.stores = String(((await fuzzer.get('/stores')).json() as { data: { id: number }[] }).data[0]!.id);
    operations = [
      ...(await documentedOperations(t, PANEL_DOCUMENT)),
      ...(await documentedOperations(t, SUPPLIER_API_DOCUMENT)),
    ];
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(sql`
        select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'supplier_id' order by table_name`),
    ).map((row) => row.table_name);
    // One round trip: a digest of every row of both suppliers in every table that has their id
    // (but a token's last use, which a refused supplier API call records too).
    const row = `(to_jsonb(r) - 'last_used_at' - 'last_used_ip')::text`;
    const parts = [
      `(select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from suppliers s where s.id in (${victim.id}, ${fuzzer.id}))`,
      ...tables.map(
        (table) =>
          `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from "${table}" r where r.supplier_id in (${victim.id}, ${fuzzer.id}))`,
      ),
    ];
    snapshotSql = sql.raw(`select md5(concat_ws(',', ${parts.join(', ')})) as digest`);
  });

  const snapshot = async () => rowsOf<{ digest: string }>(await t.database.db.execute(snapshotSql))[0]!.digest;

  /** A new integration token of the fuzzer with every scope. */
  async function issueApiToken(): Promise<string> {
    const token = newIntegrationToken();
    await t.database.db.insert(integrations).values({
      supplierId: fuzzer.id,
      name: 'fuzz',
      tokenPrefix: token.slice(0, 8),
      tokenHash: integrationTokenHash(token),
      scopes: [...integrationScopes],
    });
    return token;
  }

  const isSupplierApi = (operation: Operation) => operation.path.startsWith('/api/supplier/v1/');

  /** One attempt at an operation, signed in as the fuzzer when the operation is secured. */
  function send(operation: Operation, attempt: Attempt, tokens: { panel: string; api: string }) {
    const token = isSupplierApi(operation) ? tokens.api : tokens.panel;
    return t.call({
      method: operation.method as 'GET',
      url: attempt.url,
      remoteAddress: '198.51.100.77',
      ...(operation.secured ? { token } : {}),
      ...(attempt.headers ? { headers: attempt.headers } : {}),
      ...(attempt.payload === undefined
        ? {}
        : {
            payload: typeof attempt.payload === 'string' ? attempt.payload : JSON.stringify(attempt.payload),
            headers: { 'content-type': 'application/json', ...attempt.headers },
          }),
    });
  }

  /** The problem with an answer that must be a refusal in the one error shape, or null. */
  function notRefused(operation: Operation, attempt: Attempt, response: LightMyRequestResponse): string | null {
    const where = `${operation.method} ${operation.path} [${attempt.label}] → ${response.statusCode}`;
    if (response.statusCode < 400 || response.statusCode >= 500) return `${where}: ${response.body.slice(0, 200)}`;
    return inErrorShape(response) ? null : `${where}: not the error shape: ${response.body.slice(0, 200)}`;
  }

  /** Sends each operation's attempts and answers the problems `judge` finds. */
  async function walk(
    attemptsOf: (operation: Operation) => Attempt[],
    judge: (operation: Operation, attempt: Attempt, response: LightMyRequestResponse) => string | null,
  ): Promise<{ problems: string[]; sent: number }> {
    const tokens = { panel: await tokensRepository(t.database.db).issue(fuzzer.id, {}), api: await issueApiToken() };
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const attempt of attemptsOf(operation)) {
        const problem = judge(operation, attempt, await send(operation, attempt, tokens));
        sent += 1;
        if (problem) problems.push(problem);
      }
    }
    return { problems, sent };
  }

  it(
    'never answers 5xx, refuses in the one error shape and changes nothing without a 2xx',
    { timeout: 300_000 },
    async () => {
      expect(operations.filter((operation) => !isSupplierApi(operation)).length).toBeGreaterThan(100);
      expect(operations.filter(isSupplierApi).length).toBeGreaterThan(5);
      const sessions = tokensRepository(t.database.db);
      const tokens = { panel: fuzzer.token, api: '' };
      const problems: string[] = [];
      let sent = 0;

      for (const [index, operation] of operations.entries()) {
        // After the panel's calls, which may revoke the fuzzer's integrations: a token of its own.
        if (isSupplierApi(operation) && !tokens.api) tokens.api = await issueApiToken();
        let before = await snapshot();
        for (const attempt of attempts(operation, index)) {
          const response = await send(operation, attempt, tokens);
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
          (await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/settings', token: tokens.panel })).statusCode ===
            401
        ) {
          tokens.panel = await sessions.issue(fuzzer.id, {});
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(problems).toEqual([]);
    },
  );

  it(
    'refuses ids and integer parameters past PostgreSQL integers, and below 1, with a 4xx',
    { timeout: 120_000 },
    async () => {
      const undocumented: string[] = [];
      const { problems, sent } = await walk(
        (operation) => {
          const sendsBody = !['GET', 'HEAD'].includes(operation.method);
          const list: (Attempt & { mustRefuse: boolean })[] = [];
          for (const parameter of operation.parameters) {
            const item = concrete(parameter.schema);
            const integer = item.type === 'integer' || concrete(item.items).type === 'integer';
            const id = parameter.in === 'path' && /^id$|Id$/.test(parameter.name);
            if (parameter.in === 'header' || !(integer || id)) continue;
            const bounds = item.type === 'array' ? concrete(item.items) : item;
            if (integer && (bounds.maximum === undefined || bounds.maximum > INT32_MAX)) {
              undocumented.push(
                `${operation.method} ${operation.path}: ${parameter.name} has no maximum ≤ ${INT32_MAX}`,
              );
            }
            for (const value of PAST_INT32) {
              const below = bounds.minimum ?? (bounds.exclusiveMinimum ?? -Infinity) + 1;
              const outside = value > INT32_MAX || value < below || value > (bounds.maximum ?? Infinity);
              const url =
                parameter.in === 'path'
                  ? fillPath(operation.path, (name) => (name === parameter.name ? String(value) : '1'))
                  : `${fillPath(operation.path, () => '1')}?${parameter.name}=${value}`;
              list.push({
                label: `${parameter.in} ${parameter.name}=${value}`,
                url,
                mustRefuse: parameter.in === 'path' || outside,
                ...(sendsBody ? { payload: {} } : {}),
              });
            }
          }
          return list;
        },
        (operation, attempt, response) => {
          if ((attempt as { mustRefuse?: boolean }).mustRefuse) return notRefused(operation, attempt, response);
          return response.statusCode >= 500
            ? `${operation.method} ${operation.path} [${attempt.label}] → ${response.statusCode}`
            : null;
        },
      );
      expect(sent).toBeGreaterThan(200);
      expect([...new Set(undocumented), ...problems]).toEqual([]);
    },
  );

  it(
    'refuses an integer id or an array element past PostgreSQL integers in a JSON body under its own field',
    { timeout: 120_000 },
    async () => {
      const { problems, sent } = await walk(
        (operation) =>
          integerFields(operation.body).flatMap(({ path, array }) =>
            [INT32_MAX + 1, Number.MAX_SAFE_INTEGER].map((value) => ({
              label: `${path.join('.')}${array ? '.0' : ''} = ${value}`,
              url: fillPath(operation.path, () => '1'),
              payload: bodyWith(operation.body, path, array ? [value] : value),
            })),
          ),
        (operation, attempt, response) => {
          const refused = notRefused(operation, attempt, response);
          if (refused || [401, 402, 403].includes(response.statusCode)) return refused;
          const field = attempt.label.split(' = ')[0]!;
          const { errors } = response.json() as { errors?: Record<string, string[]> };
          return response.statusCode === 422 && errors?.[field]
            ? null
            : `${operation.method} ${operation.path} [${attempt.label}] → ${response.statusCode}: not refused under ${field}: ${response.body.slice(0, 200)}`;
        },
      );
      expect(sent).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    },
  );

  it(
    'refuses a body without the fields the document says are required, under each field',
    { timeout: 120_000 },
    async () => {
      const { problems, sent } = await walk(
        (operation) =>
          (concrete(operation.body).required ?? []).length > 0
            ? [
                {
                  label: 'empty body',
                  url: fillPath(operation.path, () => '1'),
                  payload: discriminators(operation.body),
                },
              ]
            : [],
        (operation, attempt, response) => {
          const refused = notRefused(operation, attempt, response);
          if (refused || [401, 402, 403].includes(response.statusCode)) return refused;
          const { errors = {} } = response.json() as { errors?: Record<string, string[]> };
          const unrefused = concrete(operation.body).required!.filter(
            (field) => !errors[field] && !(field in discriminators(operation.body)),
          );
          return unrefused.length === 0
            ? null
            : `${operation.method} ${operation.path} → ${response.statusCode}: required but not refused: ${unrefused.join(', ')}`;
        },
      );
      expect(sent).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    },
  );

  it(
    'refuses crafted page cursors with a 4xx: timestamps out of range, ids past integers, garbage',
    { timeout: 120_000 },
    async () => {
      const { problems, sent } = await walk((operation) => {
        if (!operation.parameters.some((p) => p.in === 'query' && p.name === 'cursor')) return [];
        const enumOf = (name: string) =>
          (concrete(operation.parameters.find((p) => p.in === 'query' && p.name === name)?.schema).enum as
            string[] | undefined) ?? [''];
        return enumOf('sort').flatMap((sort) =>
          enumOf('order').flatMap((order) =>
            craftedCursors(sort, order).map((cursor) => {
              const search = new URLSearchParams({ cursor, ...(sort ? { sort } : {}), ...(order ? { order } : {}) });
              return {
                label: `sort=${sort} order=${order} cursor ${cursorLabel(cursor)}`,
                url: `${operation.path}?${search}`,
              };
            }),
          ),
        );
      }, notRefused);
      expect(sent).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    },
  );

  it('refuses an unterminated multipart body on every upload with a 4xx', { timeout: 120_000 }, async () => {
    const uploads = operations.filter((operation) => operation.description?.startsWith('multipart/form-data'));
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    const { problems } = await walk((operation) => {
      if (!uploads.includes(operation)) return [];
      const field = /field `(\w+)`/.exec(operation.description!)?.[1] ?? 'file';
      const url = fillPath(operation.path, (name) => {
        const collection = operation.path.split('/').at(operation.path.split('/').indexOf(`{${name}}`) - 1)!;
        return own[collection] ?? '1';
      });
      const cut = [
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="feed.xml"\r\n`,
        'Content-Type: application/octet-stream\r\n\r\n<?xml version="1.0"?><yml_catalog><shop><offers>',
        '\u0089PNG\r\n\u001a\n'.repeat(500),
      ].join('');
      return [
        { label: `${field}, no closing boundary`, url, payload: cut, headers: { 'content-type': MULTIPART } },
        {
          label: `${field}, cut in the part's headers`,
          url,
          payload: cut.slice(0, 60),
          headers: { 'content-type': MULTIPART },
        },
      ];
    }, notRefused);
    expect(problems).toEqual([]);
  });

  it('never serves a private upload through an encoded path', async () => {
    const { storage } = t.app.drivers;
    const secret = 'private-feed-content';
    const keys = [`imports/${fuzzer.id}/fuzzsecret.xml`, `chats/${fuzzer.id}/fuzzsecret.pdf`];
    for (const key of keys) await storage.put(key, Buffer.from(secret), 'application/octet-stream');
    const served: string[] = [];
    for (const key of keys) {
      const [folder, ...rest] = key.split('/');
      const tail = rest.join('/');
      for (const path of [
        `avatars/..%2F${folder}/${tail}`,
        `avatars/%2e%2e/${folder}/${tail}`,
        `avatars/%2E%2E%2F${folder}%2F${tail.replace('/', '%2F')}`,
        `avatars/%252e%252e/${folder}/${tail}`,
        `avatars/..%5c${folder}/${tail}`,
        `avatars%5c..%5c${folder}%5c${tail.replace('/', '%5c')}`,
        `%2e/${folder}/${tail}`,
        `./${folder}/${tail}`,
        `/${folder}/${tail}`,
        `%2F${folder}/${tail}`,
        `${encodeURIComponent(folder![0]!).replace(/./, (c) => `%${c.charCodeAt(0).toString(16)}`)}${folder!.slice(1)}/${tail}`,
        `${folder}%2F${tail.replace('/', '%2F')}`,
        `${folder}/${tail}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `/uploads/${path}` });
        if (response.statusCode === 200 || response.body.includes(secret) || response.statusCode >= 500) {
          served.push(`/uploads/${path} → ${response.statusCode}`);
        }
      }
    }
    expect(served).toEqual([]);
  });
});

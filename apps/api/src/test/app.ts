import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig, type ConfigInput } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export interface TestContext {
  app: App;
  database: Database;
  /** inject() with the panel's headers (X-SESSION, X-LOCALE) and an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

/** Builds the app on a fresh migrated database for the current test file. */
export function useTestApp(env: ConfigInput = {}, drivers?: AppOptions['drivers']): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    Object.assign(context, await startTestApp(env, context.database, drivers));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * One app on a given database, as one process of several sharing it; the caller closes the app
 * (and the database when done).
 */
export async function startTestApp(
  env: ConfigInput,
  database: Database,
  drivers?: AppOptions['drivers'],
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, drivers });
  await app.ready();
  return {
    app,
    database,
    call: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: {
          'x-session': 'supplier',
          'x-locale': 'uk',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      }),
  };
}

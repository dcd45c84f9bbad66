import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Tests of several processes on one database server need PostgreSQL; PGlite is one process.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time, each worker keeping the modules it has loaded from one file to the next
    // (ADR 0053): loading the app's modules again for every file cost more than its tests did. A
    // file still gets a database and an app of its own; what a file changes in the process (an
    // environment variable, a global) it puts back.
    maxWorkers: 2,
    isolate: false,
  },
});

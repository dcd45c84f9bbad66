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
  },
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { rowsOf } from './rows';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('the API’s PostgreSQL connections', () => {
  it.skipIf(!serverUrl)('run without JIT (ADR 0042), whatever the server’s default', async () => {
    const database = await openDatabase({ url: serverUrl, dataDir: 'memory://', poolSize: 2 });
    try {
      const [row] = rowsOf<{ jit: string }>(await database.db.execute(sql`show jit`));
      expect(row!.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';
import { rowsOf } from './rows';
import { transaction } from './transaction';

let database: Database;
const table = sql.raw(`tx_probe_${Math.random().toString(36).slice(2, 8)}`);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table ${table} (n int not null)`);
});
afterAll(() => database.close());

const aborted = (code: string) => Object.assign(new Error(`aborted (${code})`), { code });
const rows = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select n from ${table} order by n`));

describe('transaction', () => {
  it('runs the whole unit again after a deadlock, keeping only the attempt that committed', async () => {
    await database.db.execute(sql`delete from ${table}`);
    let attempts = 0;
    const answer = await transaction(database.db, async (tx) => {
      attempts++;
      await tx.execute(sql`insert into ${table} values (${attempts})`);
      if (attempts === 1) throw aborted('40P01');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(2);
    expect(await rows()).toEqual([{ n: 2 }]);
  });

  it('gives up after four attempts and keeps nothing', async () => {
    await database.db.execute(sql`delete from ${table}`);
    let attempts = 0;
    const unit = transaction(database.db, async (tx) => {
      attempts++;
      await tx.execute(sql`insert into ${table} values (${attempts})`);
      throw aborted('40001');
    });
    await expect(unit).rejects.toThrow('aborted (40001)');
    expect(attempts).toBe(4);
    expect(await rows()).toEqual([]);
  });

  it('does not repeat a unit that failed for another reason', async () => {
    let attempts = 0;
    const unit = transaction(database.db, async () => {
      attempts++;
      throw aborted('23505');
    });
    await expect(unit).rejects.toThrow('aborted (23505)');
    expect(attempts).toBe(1);
  });

  it('inside another transaction is a savepoint the outer unit decides about', async () => {
    await database.db.execute(sql`delete from ${table}`);
    let inner = 0;
    await transaction(database.db, async (outer) => {
      await outer.execute(sql`insert into ${table} values (1)`);
      await expect(
        transaction(outer, async (tx) => {
          inner++;
          await tx.execute(sql`insert into ${table} values (2)`);
          throw aborted('40P01');
        }),
      ).rejects.toThrow('aborted (40P01)');
    });
    expect(inner).toBe(1);
    expect(await rows()).toEqual([{ n: 1 }]);
  });
});

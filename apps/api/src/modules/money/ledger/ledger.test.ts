import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../db/schema';
import { checkLedgerInvariants } from './ledger-invariants.repository';
import { balances, createSupplier, expectLedgerInvariants, topUp, transfer, useMoneyApp } from '../test/money-test-kit';

describe('ledger', () => {
  const t = useMoneyApp();

  it('never overdraws under parallel requests: exactly the affordable ones pass', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => transfer(t, supplier, { amount: 10, transfer_direction: 'transfer_from_main' })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(10);
    expect(await balances(t, supplier)).toEqual({ main: 0, services: 100 });
    await expectLedgerInvariants(t);
  });

  it('keeps kopiyky exact (no floating point drift)', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 1);
    for (let i = 0; i < 10; i++) {
      expect((await transfer(t, supplier, { amount: 0.1, transfer_direction: 'transfer_from_main' })).statusCode).toBe(
        200,
      );
    }
    expect(await balances(t, supplier)).toEqual({ main: 0, services: 1 });
  });

  it('the database refuses a negative supplier balance even outside the service', async () => {
    const supplier = await createSupplier(t);
    await topUp(t, supplier, 5);
    await expect(
      t.database.db
        .update(ledgerAccounts)
        .set({ balance: -1 })
        .where(and(eq(ledgerAccounts.supplierId, supplier.id), eq(ledgerAccounts.kind, 'main'))),
    ).rejects.toThrow();
    expect(await balances(t, supplier)).toEqual({ main: 5, services: 0 });
  });

  it('the invariants check reports a cached balance that drifted from its postings', async () => {
    await createSupplier(t).then((supplier) => topUp(t, supplier, 7));
    const cash = and(isNull(ledgerAccounts.supplierId), eq(ledgerAccounts.kind, 'cash'));
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(cash);
    const report = await checkLedgerInvariants(t.database.db);
    expect(report.problems.some((problem) => problem.includes('platform:cash'))).toBe(true);
    expect(report.problems.some((problem) => problem.includes('sum to 1'))).toBe(true);
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} - 1` })
      .where(cash);
    const fixed = await checkLedgerInvariants(t.database.db);
    expect(fixed.problems).toEqual([]);
    expect(fixed.entries).toBeGreaterThan(0);
    expect(fixed.postings).toBe(fixed.entries * 2);
  });
});

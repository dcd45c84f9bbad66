import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PayoutStatus } from '@supplier/contracts/money-payouts';
import type { Db } from '../../../db/client';
import { payoutAccounts, payouts } from './payouts.table';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export function payoutsRepository(db: Db) {
  return {
    async account(supplierId: number): Promise<PayoutAccountRow | null> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.supplierId, supplierId)).limit(1);
      return row ?? null;
    },

    async saveAccount(input: {
      supplierId: number;
      iban: string;
      holderName: string;
      taxId: string;
    }): Promise<PayoutAccountRow> {
      const [row] = await db
        .insert(payoutAccounts)
        .values(input)
        .onConflictDoUpdate({
          target: payoutAccounts.supplierId,
          set: { iban: input.iban, holderName: input.holderName, taxId: input.taxId, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async create(input: {
      supplierId: number;
      amount: number;
      iban: string;
      holderName: string;
      taxId: string;
    }): Promise<PayoutRow> {
      const [row] = await db.insert(payouts).values(input).returning();
      return row!;
    },

    /** A supplier's payout, or null when it is not theirs. */
    async findOwn(supplierId: number, id: number): Promise<PayoutRow | null> {
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, id), eq(payouts.supplierId, supplierId)))
        .limit(1);
      return row ?? null;
    },

    async find(id: number): Promise<PayoutRow | null> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks the payout row for a status change. */
    async lock(id: number): Promise<PayoutRow | null> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return row ?? null;
    },

    async setStatus(id: number, status: PayoutStatus, rejectionReason: string | null): Promise<PayoutRow> {
      const [row] = await db
        .update(payouts)
        .set({ status, rejectionReason, updatedAt: sql`now()` })
        .where(eq(payouts.id, id))
        .returning();
      return row!;
    },

    async list(
      supplierId: number,
      status: PayoutStatus | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ rows: PayoutRow[]; total: number }> {
      const where = and(eq(payouts.supplierId, supplierId), status ? eq(payouts.status, status) : undefined);
      const [rows, [counted]] = await Promise.all([
        db.select().from(payouts).where(where).orderBy(desc(payouts.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(payouts).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type PayoutsRepository = ReturnType<typeof payoutsRepository>;

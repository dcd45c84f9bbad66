import { and, count, desc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from './identity.table';

export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type SmsPurpose = SmsCodeRow['purpose'];

export interface WindowStats {
  count: number;
  /** The oldest code inside the window: the limit lifts an hour after it. */
  oldest: Date | null;
}

export function smsCodesRepository(db: Db) {
  return {
    async windowStats(by: { telephone: string } | { ip: string }, since: Date): Promise<WindowStats> {
      const who = 'telephone' in by ? eq(smsCodes.telephone, by.telephone) : eq(smsCodes.ip, by.ip);
      const [row] = await db
        .select({ n: count(), oldest: min(smsCodes.createdAt) })
        .from(smsCodes)
        .where(and(who, gt(smsCodes.createdAt, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
    },

    async lastCreatedAt(telephone: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(eq(smsCodes.telephone, telephone))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** A new code replaces every code still open for the phone. */
    async supersede(telephone: string, now: Date): Promise<void> {
      await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.telephone, telephone), isNull(smsCodes.consumedAt)));
    },

    async insert(values: {
      telephone: string;
      purpose: SmsPurpose;
      codeHash: string;
      ip: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
      return row!.id;
    },

    /** A code that never reached the phone must not count toward the limits. */
    async delete(id: number): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    async findById(id: number): Promise<SmsCodeRow | null> {
      const [row] = await db.select().from(smsCodes).where(eq(smsCodes.id, id)).limit(1);
      return row ?? null;
    },

    /** The open code of one of these purposes for the phone (there is at most one). */
    async latestOpen(telephone: string, purposes: SmsPurpose[]): Promise<SmsCodeRow | null> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.telephone, telephone), inArray(smsCodes.purpose, purposes), isNull(smsCodes.consumedAt)))
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes one try before the code is compared, in one atomic UPDATE, so parallel guesses can
     * never get more than `maxAttempts` comparisons. Null: no try left (used, burnt or expired).
     */
    async claimAttempt(
      id: number,
      now: Date,
      maxAttempts: number,
    ): Promise<{ attempts: number; codeHash: string } | null> {
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, id),
            isNull(smsCodes.consumedAt),
            lt(smsCodes.attempts, maxAttempts),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .returning({ attempts: smsCodes.attempts, codeHash: smsCodes.codeHash });
      return row ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length > 0;
    },
  };
}

import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobRow } from './jobs.table';
import { transaction } from '../db/transaction';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it is due; now by default. */
  runAt?: Date;
  /** At most one job with this key exists; enqueueing another with it does nothing. */
  key?: string;
}

/**
 * Puts jobs on the queue, in the caller's transaction when `db` is one (the work is queued if and
 * only if the change that asks for it commits). The insert notifies the workers at commit.
 */
export async function enqueueJobs(db: Db, items: NewJob[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(jobs)
    .values(
      items.map((item) => ({ kind: item.kind, payload: item.payload ?? {}, key: item.key ?? null, runAt: item.runAt })),
    )
    .onConflictDoNothing();
}

export function jobsRepository(db: Db) {
  /** Only the worker holding the attempt it claimed may record the outcome (a fencing token). */
  const held = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

  return {
    /**
     * Claims the next due job of one of `kinds`: skips jobs another worker holds, counts the
     * attempt and leases it until `leaseUntil`.
     */
    async claim(kinds: string[], now: Date, leaseUntil: Date): Promise<JobRow | null> {
      if (kinds.length === 0) return null;
      return transaction(db, async (tx) => {
        const [due] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.status, 'pending'),
              lte(jobs.runAt, now),
              or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
              inArray(jobs.kind, kinds),
            ),
          )
          .orderBy(jobs.runAt, jobs.id)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const [claimed] = await tx
          .update(jobs)
          .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseUntil })
          .where(eq(jobs.id, due.id))
          .returning();
        return claimed ?? null;
      });
    },

    /** The heartbeat of a running job: answers whether this worker still holds it. */
    async extend(job: JobRow, leaseUntil: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: leaseUntil })
        .where(and(held(job), eq(jobs.status, 'pending')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async done(job: JobRow): Promise<void> {
      await db.delete(jobs).where(held(job));
    },

    /** A recurring job: due again at `at`, attempts counted afresh. */
    async reschedule(job: JobRow, at: Date, error: string | null): Promise<void> {
      await db.update(jobs).set({ runAt: at, attempts: 0, lockedUntil: null, lastError: error }).where(held(job));
    },

    async retry(job: JobRow, at: Date, error: string): Promise<void> {
      await db.update(jobs).set({ runAt: at, lockedUntil: null, lastError: error }).where(held(job));
    },

    async fail(job: JobRow, error: string): Promise<void> {
      await db.update(jobs).set({ status: 'failed', lockedUntil: null, lastError: error }).where(held(job));
    },

    /** When the next job of `kinds` may be claimed (due and not leased), or null when none waits. */
    async nextDueAt(kinds: string[]): Promise<Date | null> {
      if (kinds.length === 0) return null;
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(greatest(${jobs.runAt}, ${jobs.lockedUntil}))` })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, kinds)));
      return row?.at ? new Date(row.at) : null;
    },

    /** Failed jobs kept this long are forgotten (the recurring `jobs.cleanup`). */
    async forgetFailed(before: Date): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.status, 'failed'), lt(jobs.createdAt, before)));
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;

import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobStatuses = ['pending', 'failed'] as const;

/**
 * The one durable job queue (docs/adr/0009-job-runner.md). A row is work of one `kind` due at
 * `run_at`. A worker claims it (FOR UPDATE SKIP LOCKED), counts the attempt and holds it until
 * `locked_until` (the lease); a worker that dies leaves it to be claimed again once the lease ends.
 * Done one-off jobs are deleted, failed ones stay with their last error; a recurring job (a `key`
 * of `every:<kind>`) is moved to its next run. Inserting rows notifies `job_due` (migration), which
 * wakes the workers of every process.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per key (a recurring job, or work that must not be queued twice). */
    key: text('key'),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

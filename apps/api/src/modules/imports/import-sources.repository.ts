import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ImportStatus } from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { sourceCheckJob } from './imports.jobs';
import { importSources, productImports, type ImportSourceRow, type SourceCheckTrigger } from './imports.table';

/** Feed URLs kept in sync, with the status of their last run. */
export function importSourcesRepository(db: Db) {
  return {
    list: (supplierId: number) =>
      db
        .select({ source: importSources, lastImportStatus: productImports.status })
        .from(importSources)
        .leftJoin(productImports, eq(productImports.id, importSources.lastImportId))
        .where(eq(importSources.supplierId, supplierId))
        .orderBy(asc(importSources.id)),

    async find(
      supplierId: number,
      id: number,
    ): Promise<{ source: ImportSourceRow; lastImportStatus: ImportStatus | null } | null> {
      const [row] = await db
        .select({ source: importSources, lastImportStatus: productImports.status })
        .from(importSources)
        .leftJoin(productImports, eq(productImports.id, importSources.lastImportId))
        .where(and(eq(importSources.supplierId, supplierId), eq(importSources.id, id)));
      return row ?? null;
    },

    async count(supplierId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(importSources)
        .where(eq(importSources.supplierId, supplierId));
      return row?.count ?? 0;
    },

    /** A source by id alone (the check job); locked until the transaction ends when `tx` is given. */
    async byId(id: number, tx?: Db): Promise<ImportSourceRow | null> {
      const query = (tx ?? db).select().from(importSources).where(eq(importSources.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A new source with its first check queued; null when the supplier already has that URL. */
    async add(
      input: Pick<ImportSourceRow, 'supplierId' | 'url' | 'schedule' | 'deactivateMissing' | 'keyField'>,
      now: Date,
    ): Promise<ImportSourceRow | null> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .insert(importSources)
          .values({ ...input, nextCheckAt: now, checkQueuedAt: now, checkTrigger: 'check' })
          .onConflictDoNothing()
          .returning();
        if (row) await enqueueJobs(tx, [sourceCheckJob(row.id)]);
        return row ?? null;
      });
    },

    /**
     * Changes a source (a new URL forgets what the old one answered and is checked at once);
     * answers null when it is not the supplier's, 'taken' when the URL is another source's.
     */
    async update(
      supplierId: number,
      id: number,
      change: Pick<ImportSourceRow, 'url' | 'schedule' | 'deactivateMissing' | 'keyField'>,
      now: Date,
    ): Promise<ImportSourceRow | 'taken' | null> {
      return transaction(db, async (tx) => {
        const [current] = await tx
          .select()
          .from(importSources)
          .where(and(eq(importSources.supplierId, supplierId), eq(importSources.id, id)))
          .for('update');
        if (!current) return null;
        const moved = current.url !== change.url;
        if (moved) {
          const [taken] = await tx
            .select({ id: importSources.id })
            .from(importSources)
            .where(and(eq(importSources.supplierId, supplierId), eq(importSources.url, change.url)));
          if (taken) return 'taken';
        }
        const [row] = await tx
          .update(importSources)
          .set({
            ...change,
            updatedAt: now,
            ...(moved
              ? {
                  etag: null,
                  lastModified: null,
                  contentHash: null,
                  lastResult: null,
                  error: null,
                  checkedAt: null,
                  nextCheckAt: now,
                  checkQueuedAt: now,
                  checkTrigger: 'check' as const,
                }
              : {}),
          })
          .where(eq(importSources.id, id))
          .returning();
        if (moved) await enqueueJobs(tx, [sourceCheckJob(id)]);
        return row!;
      });
    },

    async remove(supplierId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(importSources)
        .where(and(eq(importSources.supplierId, supplierId), eq(importSources.id, id)))
        .returning({ id: importSources.id });
      return removed.length > 0;
    },

    /**
     * Queues a check of the source (once: a check already queued is the one), by the supplier or
     * the schedule; the supplier's asking wins over the schedule's for a check queued by both.
     */
    async queueCheck(id: number, now: Date, trigger: SourceCheckTrigger, tx?: Db): Promise<void> {
      const work = async (tx: Db) => {
        await tx
          .update(importSources)
          .set({ checkQueuedAt: now, checkTrigger: trigger })
          .where(eq(importSources.id, id));
        await enqueueJobs(tx, [sourceCheckJob(id)]);
      };
      await (tx ? work(tx) : transaction(db, work));
    },

    /**
     * Queues the checks of sources due by `now` (a check queued over `staleBefore` and never
     * done is queued again); answers how many.
     */
    async queueDueChecks(now: Date, staleBefore: Date, limit: number): Promise<number> {
      return transaction(db, async (tx) => {
        const due = await tx
          .select({ id: importSources.id })
          .from(importSources)
          .where(
            and(
              lte(importSources.nextCheckAt, now),
              or(isNull(importSources.checkQueuedAt), lt(importSources.checkQueuedAt, staleBefore)),
            ),
          )
          .orderBy(asc(importSources.nextCheckAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const { id } of due) await this.queueCheck(id, now, 'schedule', tx);
        return due.length;
      });
    },

    /** The source's next check comes at `now` (the local mode's /api/dev tool); false when there is no such source. */
    async dueNow(id: number, now: Date): Promise<boolean> {
      const moved = await db
        .update(importSources)
        .set({ nextCheckAt: now })
        .where(eq(importSources.id, id))
        .returning({ id: importSources.id });
      return moved.length > 0;
    },

    async save(tx: Db, id: number, change: Partial<ImportSourceRow>): Promise<void> {
      await tx.update(importSources).set(change).where(eq(importSources.id, id));
    },
  };
}

export type ImportSourcesRepository = ReturnType<typeof importSourcesRepository>;

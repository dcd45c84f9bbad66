import { enqueueJobs } from '../../../jobs/jobs.repository';
import { emitWebhookEvent } from '../../integrations';
import { listedKeys, dropStaged } from '../import-staging.repository';
import type { ImportsContext } from '../imports.context';
import { picturesJob } from '../imports.jobs';
import { presentImport } from '../imports.presenter';
import type { ProductImportRow } from '../imports.table';

/**
 * Ends a run still open (once: two workers at its end cannot both), deactivating what a full feed
 * does not list; a run done queues the fetch of its feed pictures. The supplier is told.
 */
export async function finishImport(
  ctx: ImportsContext,
  run: ProductImportRow,
  change: { status: 'done' | 'failed'; error?: string },
): Promise<void> {
  const { clock } = ctx;
  const saved = await ctx.transaction(async (tx) => {
    const locked = await ctx.runs.lock(tx, run.id);
    if (locked?.status !== 'queued' && locked?.status !== 'running') return null;
    const deactivated =
      change.status === 'done' && locked.deactivateMissing
        ? {
            deactivated: await ctx.catalog.deactivateUnlisted(
              tx,
              locked.supplierId,
              locked.keyField,
              listedKeys(locked.id),
            ),
          }
        : {};
    await dropStaged(tx, locked.id);
    const row = await ctx.runs.save(tx, run.id, { ...change, ...deactivated, fileUrl: null, finishedAt: clock.now() });
    // The products are all applied: now their feed pictures are fetched.
    if (change.status === 'done') await enqueueJobs(tx, [picturesJob(run.id, 1, 0)]);
    await emitWebhookEvent(
      tx,
      row.supplierId,
      'import.finished',
      {
        import_id: row.id,
        status: row.status,
        error: row.error ?? null,
        processed: row.processed,
        total: row.total,
        counts: row.counts,
        deactivated: row.deactivated,
        problems_total: row.problemsTotal,
      },
      clock.now(),
    );
    return row;
  });
  if (!saved) return;
  if (run.fileUrl) await ctx.storage.remove(run.fileUrl).catch(() => undefined);
  await ctx.events.importProgress(presentImport(saved));
  const { counts } = saved;
  await ctx.notifications
    .notify(run.supplierId, {
      type: 'product',
      key: 'import_finished',
      params: { rows: saved.processed, created: counts.create, updated: counts.update, skipped: counts.skip },
      data: { link: '/products/imports', import_id: run.id },
    })
    .catch((error: unknown) => ctx.log.warn({ err: error, importId: run.id }, 'import notification not sent'));
}

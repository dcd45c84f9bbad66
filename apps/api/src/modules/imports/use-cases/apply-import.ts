import type { Db } from '../../../db/client';
import { PermanentJobError } from '../../../jobs/job-runner';
import { enqueueJobs } from '../../../jobs/jobs.repository';
import { FeedPlan } from '../import-plan';
import { dropStaged, nextStagedBatch } from '../import-staging.repository';
import type { ImportsContext } from '../imports.context';
import { IMPORT_APPLY_JOB } from '../imports.jobs';
import { importsText } from '../imports.messages';
import { presentImport } from '../imports.presenter';
import type { ProductImportRow } from '../imports.table';
import { applyBatch } from './apply-batch';
import { finishImport } from './finish-import';
import { stageFeed, startRun } from './stage-feed';

/** A slice of a run stops taking batches after this long and queues the rest as a new job (a batch stays far inside the 50 s job timeout). */
export const IMPORT_SLICE_MS = 40_000;

/**
 * A slice of the `imports.apply` job: a run reads its stored feed once, whole, changing no product (a feed
 * broken half-way is refused before any product changes) and staging its batches
 * (`import-staging.repository.ts`); then applies the staged batches one by one, each in one transaction with
 * the run's progress, so a crash loses at most the batch in flight and the next try starts after
 * the last committed one. A slice takes batches for `sliceMs`, then
 * queues the rest (the job runner's lease stays short); a cancelled run stops at the next batch,
 * in either pass.
 */
export async function applyImport(
  ctx: ImportsContext,
  { importId }: { importId: number },
  { sliceMs = IMPORT_SLICE_MS }: { sliceMs?: number } = {},
): Promise<void> {
  const started = ctx.clock.now().getTime();
  let run = await ctx.transaction((tx) => ctx.runs.lock(tx, importId));
  if (!run) return;
  if (run.status !== 'queued' && run.status !== 'running') {
    await ctx.transaction((tx) => dropStaged(tx, importId)); // a run cancelled meanwhile
    return;
  }
  if (run.status === 'queued') {
    run = await startRun(ctx, run);
    if (!run) return;
  }

  const storeId = (await ctx.stores.primary(run.supplierId))?.id ?? null;
  const { supplierId } = run;
  const [mappings, attributes] = await Promise.all([
    ctx.mappings.of(supplierId),
    ctx.catalog.attributeDefs(supplierId),
  ]);
  // Staged rows are placed already: no marketplace categories needed.
  const plan = new FeedPlan([], ctx.locale, mappings, attributes);
  let restaged = false;
  for (;;) {
    const sliceOver = ctx.clock.now().getTime() - started >= sliceMs;
    let more = false;
    const saved: ProductImportRow | 'end' | 'unstaged' | null = await ctx.transaction(async (tx: Db) => {
      const locked = await ctx.runs.lock(tx, run!.id);
      if (locked?.status !== 'running') return null; // cancelled meanwhile
      // The batch after the run's progress as committed (another slice of the run, one that outlived its job's timeout, may go on too): never one twice.
      const batch = await nextStagedBatch(tx, locked.id, locked.processed);
      // None staged before the end: a run started before runs were staged (ADR 0030) stages its feed now.
      if (!batch) return locked.processed < (locked.total ?? 0) ? 'unstaged' : 'end';
      more = batch.offersEnd < (locked.total ?? 0);
      const change = await applyBatch(ctx, tx, { run: locked, batch, plan, storeId });
      if (more && sliceOver) {
        const key = `${IMPORT_APPLY_JOB}:${locked.id}:${batch.offersEnd}`;
        // Due since the run was made: the runner takes it before the pictures the run queued meanwhile.
        await enqueueJobs(tx, [
          { kind: IMPORT_APPLY_JOB, payload: { importId: locked.id }, key, runAt: locked.createdAt },
        ]);
      }
      return ctx.runs.save(tx, locked.id, change);
    });
    if (!saved) {
      await ctx.transaction((tx) => dropStaged(tx, importId)); // cancelled meanwhile
      return;
    }
    if (saved === 'end') break;
    if (saved === 'unstaged') {
      if (restaged) throw new PermanentJobError(`import ${importId}: its feed has no offers after ${run.processed}`);
      restaged = true;
      if (!(await stageFeed(ctx, run))) return;
      continue;
    }
    run = saved;
    await ctx.events.importProgress(presentImport(saved));
    if (more && sliceOver) return;
  }
  await finishImport(ctx, run, { status: 'done' });
}

/** The job will not be tried again (its tries failed, or ended with their process): the run fails with a text the supplier reads. */
export async function failImport(ctx: ImportsContext, { importId }: { importId: number }): Promise<void> {
  const run = await ctx.transaction((tx) => ctx.runs.lock(tx, importId));
  if (run) await finishImport(ctx, run, { status: 'failed', error: importsText(ctx.locale, 'apply_failed') });
}

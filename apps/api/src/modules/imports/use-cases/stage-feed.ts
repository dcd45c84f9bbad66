import { IMPORT_OPEN_STATUSES } from '@supplier/contracts/imports';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { PermanentJobError } from '../../../jobs/job-runner';
import { FeedPlan, type FeedBatch } from '../import-plan';
import { ProblemList } from '../import-problems';
import { offerCells } from '../import-row';
import { dropStaged, stagedBatch } from '../import-staging.repository';
import type { ImportsContext } from '../imports.context';
import { importsText } from '../imports.messages';
import type { ProductImportRow } from '../imports.table';
import { openFeed } from '../open-feed';
import type { FeedOffer } from '../yml-feed.reader';
import { finishImport } from './finish-import';

/** The supplier's own rows of the problems kept (those about an offer of the file). */
export function problemRowsOf(kept: { line: number | null }[], offers: Map<number, FeedOffer>) {
  const rows = new Map<number, [string, string][]>();
  for (const { line } of kept) {
    const offer = line === null ? undefined : offers.get(line);
    if (offer && !rows.has(offer.line)) rows.set(offer.line, offerCells(offer));
  }
  return [...rows].map(([line, cells]) => ({ line, cells }));
}

async function feedOf(ctx: ImportsContext, run: ProductImportRow) {
  const file = run.fileUrl ? await ctx.storage.get(run.fileUrl) : null;
  if (!file) throw new PermanentJobError(`import ${run.id}: its feed file is gone`);
  return { body: file.body, items: (await openFeed(file.body, ctx.locale)).items };
}

/**
 * A run's first pass: is the feed whole, how many offers, and what is wrong in it; its batches are
 * staged as they are read (with the mappings of now, one written while the next is read), for
 * the apply to take one by one; `each` sees every batch. A run cancelled meanwhile stops reading
 * at its next batch and forgets what it staged (null).
 */
export async function stageFeed(
  ctx: ImportsContext,
  run: ProductImportRow,
  each: (batch: FeedBatch) => void = () => undefined,
): Promise<FeedPlan | null> {
  const [leaves, mappings, attributes] = await Promise.all([
    ctx.catalog.leafCategories(),
    ctx.mappings.of(run.supplierId),
    ctx.catalog.attributeDefs(run.supplierId),
  ]);
  const plan = new FeedPlan(leaves, ctx.locale, mappings, attributes, run.keyField);
  /** Stages a batch while the run is open; answers whether it is. */
  const stageOne = (statement: SQL) =>
    ctx.transaction(async (tx) => {
      const status = (await ctx.runs.lock(tx, run.id))?.status;
      if (!status || !IMPORT_OPEN_STATUSES.includes(status)) return false;
      await tx.execute(statement);
      return true;
    });
  let staging = Promise.resolve(true);
  const feed = await feedOf(ctx, run);
  try {
    for await (const batch of plan.batches(feed.items)) {
      each(batch);
      const statement = plan.broken ? null : stagedBatch(run.id, plan, batch);
      if (!statement) continue;
      if (!(await staging)) break;
      staging = stageOne(statement);
      staging.catch(() => undefined); // awaited with the next batch or after the last
    }
  } finally {
    feed.body.destroy(); // read to its end, or left half-read by a cancel or an error
  }
  if (await staging) return plan;
  await ctx.transaction((tx) => dropStaged(tx, run.id));
  return null;
}

/**
 * Starts a queued run: its feed staged with its problems and total, then `running`; a feed
 * broken, refused or with no offers fails the run. Null when the run does not go on.
 */
export async function startRun(ctx: ImportsContext, run: ProductImportRow): Promise<ProductImportRow | null> {
  const problems = new ProblemList();
  let rows: { line: number; cells: [string, string][] }[] = [];
  let plan: FeedPlan | null;
  try {
    plan = await stageFeed(ctx, run, (batch) =>
      rows.push(...problemRowsOf(problems.add(batch.problems, batch.problemsTotal), batch.offers)),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The feed is refused as it is read (a workbook that inflates too far): the run fails with the refusal's text.
    await finishImport(ctx, run, { status: 'failed', error: error.message });
    return null;
  }
  if (!plan) return null; // cancelled while its feed was read
  const change = { problems: problems.shown, problemsTotal: problems.total, total: plan.offers };
  const keepRows = async (tx: Db) => {
    await ctx.runs.keepProblemRows(tx, run.id, rows);
    rows = [];
  };
  if (plan.broken || plan.offers === 0) {
    await ctx.transaction(async (tx) => {
      await keepRows(tx);
      await ctx.runs.save(tx, run.id, change);
    });
    const error = plan.broken ? importsText(ctx.locale, 'broken', plan.broken) : importsText(ctx.locale, 'not_a_feed');
    await finishImport(ctx, run, { status: 'failed', error });
    return null;
  }
  return ctx.transaction(async (tx) => {
    const locked = await ctx.runs.lock(tx, run.id);
    if (locked?.status !== 'queued') {
      if (locked?.status === 'cancelled') await dropStaged(tx, run.id);
      return null;
    }
    await keepRows(tx);
    return ctx.runs.save(tx, run.id, { ...change, status: 'running', startedAt: ctx.clock.now() });
  });
}

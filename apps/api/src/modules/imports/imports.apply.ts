import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { ATTRIBUTE_OPTIONS_MAX, type AttributeValue } from '@supplier/contracts/attributes';
import { IMPORT_OPEN_STATUSES, type ImportCounts } from '@supplier/contracts/imports';
import { PRODUCT_IMAGES_MAX } from '@supplier/contracts/products';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import { PermanentJobError } from '../../jobs/job-runner';
import { enqueueJobs } from '../../jobs/jobs.repository';
import type { FileStorage } from '../../lib/storage';
import type { RealtimeEvents } from '../broadcasting/realtime-events';
import type { NotificationsService } from '../notifications/notifications.service';
import type { StoresRepository } from '../stores/stores.repository';
import { paramKey } from './import-mapping';
import { FeedPlan, type FeedBatch, type RowAction } from './import-plan';
import { offerCells } from './import-row';
import { deactivateUnlisted, dropStaged, nextStagedBatch, stagedBatch } from './import-staging.repository';
import { openFeed } from './open-feed';
import { ProblemList } from './imports.check';
import { importsText } from './imports.messages';
import { presentImport } from './imports.presenter';
import { emitWebhookEvent } from '../integrations/webhooks/webhook-events.repository';
import { IMPORT_APPLY_JOB, picturesJob, type ImportsRepository } from './imports.repository';
import type { ImportRow } from './import-row';
import type { ProductImportRow } from './imports.table';
import type { FeedOffer } from './yml-feed.reader';

/** The supplier's own rows of the problems kept (those about an offer of the file). */
function rowsOf(kept: { line: number | null }[], offers: Map<number, FeedOffer>) {
  const rows = new Map<number, [string, string][]>();
  for (const { line } of kept) {
    const offer = line === null ? undefined : offers.get(line);
    if (offer && !rows.has(offer.line)) rows.set(offer.line, offerCells(offer));
  }
  return [...rows].map(([line, cells]) => ({ line, cells }));
}

/** A slice of a run stops taking batches after this long and queues the rest as a new job (a batch stays far inside the 50 s job timeout). */
export const IMPORT_SLICE_MS = 40_000;

export interface ImportApplyDeps {
  repo: ImportsRepository;
  stores: StoresRepository;
  storage: FileStorage;
  events: RealtimeEvents;
  notifications: NotificationsService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Messages of a run are written in the panel's language. */
  locale?: Locale;
  sliceMs?: number;
}

/**
 * Makes sure every param of the rows has its attribute: the remembered one, the supplier's of the
 * same name, or one made for it (a select); and remembers which it is for the next runs.
 */
async function attributesFor(
  repo: ImportsRepository,
  tx: Db,
  plan: FeedPlan,
  supplierId: number,
  rows: ImportRow[],
): Promise<void> {
  const learnt: { key: string; id: number }[] = [];
  for (const row of rows) {
    for (const param of row.params) {
      const key = paramKey(param.name, param.unit);
      if (plan.remembered.params.has(key)) continue;
      let attribute = plan.attributeFor(param);
      if (attribute === 'new') {
        attribute = await repo.attributeNamed(tx, supplierId, param.name, param.unit);
        plan.learnAttribute(attribute);
      }
      if (!attribute) continue;
      plan.remembered.params.set(key, attribute.id);
      learnt.push({ key, id: attribute.id });
    }
  }
  await repo.rememberParams(tx, supplierId, learnt);
}

/**
 * Writes the attribute values of the rows created or updated (a select's new value becomes one
 * of its options); answers the rows whose value found no room among the options.
 */
async function writeValues(
  repo: ImportsRepository,
  tx: Db,
  plan: FeedPlan,
  supplierId: number,
  placed: { productId: number; row: ImportRow; writes: boolean }[],
): Promise<{ line: number; offerId: string; offer: FeedOffer; name: string }[]> {
  const values: { productId: number; attributeId: number; value: AttributeValue }[] = [];
  const grown = new Set<number>();
  const full: { line: number; offerId: string; offer: FeedOffer; name: string }[] = [];
  for (const { productId, row, writes } of placed) {
    if (!writes || row.params.length === 0) continue;
    for (const [attributeId, value] of plan.rowValues(row).values) {
      const attribute = plan.attribute(attributeId)!;
      if (attribute.type === 'select' || attribute.type === 'multiselect') {
        const known = new Set(attribute.options.map((option) => option.toLowerCase()));
        const missing = [
          ...new Set(
            (Array.isArray(value) ? value : [String(value)]).filter((option) => !known.has(option.toLowerCase())),
          ),
        ];
        if (attribute.options.length + missing.length > ATTRIBUTE_OPTIONS_MAX) {
          full.push({ line: row.line, offerId: row.offerId, offer: row.offer, name: attribute.name });
          continue;
        }
        if (missing.length > 0) {
          attribute.options.push(...missing);
          grown.add(attributeId);
        }
      }
      values.push({ productId, attributeId, value });
    }
  }
  for (const id of grown) await repo.addOptions(tx, supplierId, id, plan.attribute(id)!.options);
  await repo.writeValues(tx, values);
  return full;
}

/** Queues the rows' feed pictures the products do not have yet (by source URL), up to the images a product may have. */
async function queuePictures(
  repo: ImportsRepository,
  tx: Db,
  importId: number,
  placed: { productId: number; row: ImportRow; made: boolean }[],
): Promise<void> {
  const withPictures = placed.filter(({ row }) => row.pictures.length > 0);
  // A product made by this batch has no pictures yet: only the others are asked about.
  const stored = await repo.storedPictures(
    tx,
    withPictures.flatMap(({ productId, made }) => (made ? [] : [productId])),
  );
  const fetches: Parameters<ImportsRepository['queuePictures']>[2] = [];
  for (const { productId, row } of withPictures) {
    const have = stored.get(productId);
    let room = PRODUCT_IMAGES_MAX - (have?.count ?? 0);
    [...new Set(row.pictures)].slice(0, PRODUCT_IMAGES_MAX).forEach((url, position) => {
      if (room <= 0 || have?.sources.has(url)) return;
      room -= 1;
      fetches.push({ productId, line: row.line, offerId: row.offerId, url, position });
    });
  }
  await repo.queuePictures(tx, importId, fetches);
}

/**
 * The `imports.apply` job's handler: a run reads its stored feed once, whole, changing no product (a feed
 * broken half-way is refused before any product changes) and staging its batches
 * (`import-staging.ts`); then applies the staged batches one by one, each in one transaction with
 * the run's progress, so a crash loses at most the batch in flight and the next try starts after
 * the last committed one. A slice takes batches for `sliceMs`, then
 * queues the rest (the job runner's lease stays short); a cancelled run stops at the next batch,
 * in either pass. When the job gives up (`failed`), its run fails with a text the supplier reads.
 */
export function importApplier(deps: ImportApplyDeps) {
  const { repo, storage, events, clock, log } = deps;
  const locale = deps.locale ?? 'uk';
  const sliceMs = deps.sliceMs ?? IMPORT_SLICE_MS;

  async function feedOf(run: ProductImportRow) {
    const file = run.fileUrl ? await storage.get(run.fileUrl) : null;
    if (!file) throw new PermanentJobError(`import ${run.id}: its feed file is gone`);
    return { body: file.body, items: (await openFeed(file.body, locale)).items };
  }

  /** Ends a run still open (once: two workers at its end cannot both), deactivating what a full feed does not list. */
  async function finish(run: ProductImportRow, change: { status: 'done' | 'failed'; error?: string }) {
    const saved = await repo.transaction(async (tx) => {
      const locked = await repo.lock(tx, run.id);
      if (locked?.status !== 'queued' && locked?.status !== 'running') return null;
      const deactivated =
        change.status === 'done' && locked.deactivateMissing
          ? { deactivated: await deactivateUnlisted(tx, locked.supplierId, locked.id) }
          : {};
      await dropStaged(tx, locked.id);
      const row = await repo.save(tx, run.id, { ...change, ...deactivated, fileUrl: null, finishedAt: clock.now() });
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
    if (run.fileUrl) await storage.remove(run.fileUrl).catch(() => undefined);
    await events.importProgress(presentImport(saved));
    const { counts } = saved;
    await deps.notifications
      .notify(run.supplierId, {
        type: 'product',
        key: 'import_finished',
        params: { rows: saved.processed, created: counts.create, updated: counts.update, skipped: counts.skip },
        data: { link: '/products/imports', import_id: run.id },
      })
      .catch((error: unknown) => log.warn({ err: error, importId: run.id }, 'import notification not sent'));
  }

  /**
   * The first pass: is the feed whole, how many offers, and what is wrong in it; its batches are
   * staged as they are read (with the mappings of now, one written while the next is read), for
   * the apply to take one by one; `each` sees every batch. A run cancelled meanwhile stops reading
   * at its next batch and forgets what it staged (null).
   */
  async function stage(
    run: ProductImportRow,
    each: (batch: FeedBatch) => void = () => undefined,
  ): Promise<FeedPlan | null> {
    const [leaves, mappings, attributes] = await Promise.all([
      repo.leafCategories(),
      repo.mappings(run.supplierId),
      repo.attributesOf(run.supplierId),
    ]);
    const plan = new FeedPlan(leaves, locale, mappings, attributes);
    /** Stages a batch while the run is open; answers whether it is. */
    const stageOne = (statement: SQL) =>
      repo.transaction(async (tx) => {
        const status = (await repo.lock(tx, run.id))?.status;
        if (!status || !IMPORT_OPEN_STATUSES.includes(status)) return false;
        await tx.execute(statement);
        return true;
      });
    let staging = Promise.resolve(true);
    const feed = await feedOf(run);
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
    await repo.transaction((tx) => dropStaged(tx, run.id));
    return null;
  }

  async function check(run: ProductImportRow): Promise<ProductImportRow | null> {
    const problems = new ProblemList();
    let rows: { line: number; cells: [string, string][] }[] = [];
    let plan: FeedPlan | null;
    try {
      plan = await stage(run, (batch) =>
        rows.push(...rowsOf(problems.add(batch.problems, batch.problemsTotal), batch.offers)),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The feed is refused as it is read (a workbook that inflates too far): the run fails with the refusal's text.
      await finish(run, { status: 'failed', error: error.message });
      return null;
    }
    if (!plan) return null; // cancelled while its feed was read
    const change = { problems: problems.shown, problemsTotal: problems.total, total: plan.offers };
    const keepRows = async (tx: Db) => {
      await repo.keepProblemRows(tx, run.id, rows);
      rows = [];
    };
    if (plan.broken || plan.offers === 0) {
      await repo.transaction(async (tx) => {
        await keepRows(tx);
        await repo.save(tx, run.id, change);
      });
      const error = plan.broken ? importsText(locale, 'broken', plan.broken) : importsText(locale, 'not_a_feed');
      await finish(run, { status: 'failed', error });
      return null;
    }
    return repo.transaction(async (tx) => {
      const locked = await repo.lock(tx, run.id);
      if (locked?.status !== 'queued') {
        if (locked?.status === 'cancelled') await dropStaged(tx, run.id);
        return null;
      }
      await keepRows(tx);
      return repo.save(tx, run.id, { ...change, status: 'running', startedAt: clock.now() });
    });
  }

  async function applyImport({ importId }: { importId: number }): Promise<void> {
    const started = clock.now().getTime();
    let run = await repo.transaction((tx) => repo.lock(tx, importId));
    if (!run) return;
    if (run.status !== 'queued' && run.status !== 'running') {
      await repo.transaction((tx) => dropStaged(tx, importId)); // a run cancelled meanwhile
      return;
    }
    if (run.status === 'queued') {
      run = await check(run);
      if (!run) return;
    }

    const storeId = (await deps.stores.primary(run.supplierId))?.id ?? null;
    const { supplierId } = run;
    const [mappings, attributes] = await Promise.all([repo.mappings(supplierId), repo.attributesOf(supplierId)]);
    // Staged rows are placed already: no marketplace categories needed.
    const plan = new FeedPlan([], locale, mappings, attributes);
    let restaged = false;
    for (;;) {
      const sliceOver = clock.now().getTime() - started >= sliceMs;
      let more = false;
      const saved: ProductImportRow | 'end' | 'unstaged' | null = await repo.transaction(async (tx: Db) => {
        const locked = await repo.lock(tx, run!.id);
        if (locked?.status !== 'running') return null; // cancelled meanwhile
        // The batch after the run's progress as committed (another slice of the run, one that outlived its job's timeout, may go on too): never one twice.
        const batch = await nextStagedBatch(tx, locked.id, locked.processed);
        // None staged before the end: a run started before runs were staged (ADR 0030) stages its feed now.
        if (!batch) return locked.processed < (locked.total ?? 0) ? 'unstaged' : 'end';
        more = batch.offersEnd < (locked.total ?? 0);
        await attributesFor(repo, tx, plan, supplierId, batch.rows);
        const existing = await repo.existing(supplierId, batch.rows, run!.keyField, tx);
        const counts: ImportCounts = { ...locked.counts, skip: locked.counts.skip + batch.skipped };
        const creates: Parameters<typeof repo.insertProducts>[3] = [];
        const updates: Parameters<typeof repo.updateProducts>[2] = [];
        const problems = new ProblemList([...locked.problems], locked.problemsTotal);
        const offers = new Map<number, FeedOffer>();
        const kept: { line: number | null }[] = [];
        const written: { productId: number | null; action: RowAction }[] = [];
        for (const action of plan.actions(batch.rows, existing, run!.keyField)) {
          counts[action.kind] += 1;
          if (action.kind === 'create') {
            creates.push(action);
            written.push({ productId: null, action });
          } else if (action.kind === 'skip') {
            kept.push(...problems.add([action.problem]));
            offers.set(action.row.line, action.row.offer);
          } else {
            if (action.kind === 'update') updates.push({ id: action.product.id, row: action.row });
            written.push({ productId: action.product.id, action });
          }
        }
        await repo.updateProducts(tx, supplierId, updates);
        const made = await repo.insertProducts(tx, supplierId, storeId, creates);
        const placed = written.map(({ productId, action }) => ({
          productId: productId ?? made.get(action.row.sku)!,
          row: action.row,
          writes: action.kind !== 'unchanged',
          made: productId === null,
        }));
        const full = await writeValues(repo, tx, plan, supplierId, placed);
        for (const row of full) {
          const message = importsText(locale, 'param_options_full', { max: ATTRIBUTE_OPTIONS_MAX, name: row.name });
          kept.push(
            ...problems.add([{ line: row.line, offer_id: row.offerId, field: 'param', severity: 'warning', message }]),
          );
          offers.set(row.line, row.offer);
        }
        await repo.keepProblemRows(tx, locked.id, rowsOf(kept, offers));
        await queuePictures(repo, tx, locked.id, placed);
        if (more && sliceOver) {
          const key = `${IMPORT_APPLY_JOB}:${locked.id}:${batch.offersEnd}`;
          // Due since the run was made: the runner takes it before the pictures the run queued meanwhile.
          await enqueueJobs(tx, [
            { kind: IMPORT_APPLY_JOB, payload: { importId: locked.id }, key, runAt: locked.createdAt },
          ]);
        }
        return repo.save(tx, locked.id, {
          processed: batch.offersEnd,
          counts,
          problems: problems.shown,
          problemsTotal: problems.total,
        });
      });
      if (!saved) {
        await repo.transaction((tx) => dropStaged(tx, importId)); // cancelled meanwhile
        return;
      }
      if (saved === 'end') break;
      if (saved === 'unstaged') {
        if (restaged) throw new PermanentJobError(`import ${importId}: its feed has no offers after ${run.processed}`);
        restaged = true;
        if (!(await stage(run))) return;
        continue;
      }
      run = saved;
      await events.importProgress(presentImport(saved));
      if (more && sliceOver) return;
    }
    await finish(run, { status: 'done' });
  }

  /** The job will not be tried again (its tries failed, or ended with their process): the run fails with a text the supplier reads. */
  async function failed({ importId }: { importId: number }): Promise<void> {
    const run = await repo.transaction((tx) => repo.lock(tx, importId));
    if (run) await finish(run, { status: 'failed', error: importsText(locale, 'apply_failed') });
  }

  return { run: applyImport, failed };
}

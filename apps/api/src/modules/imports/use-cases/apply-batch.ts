import { ATTRIBUTE_OPTIONS_MAX, type AttributeValue } from '@supplier/contracts/attributes';
import type { ImportCounts } from '@supplier/contracts/imports';
import { PRODUCT_IMAGES_MAX } from '@supplier/contracts/products';
import type { Db } from '../../../db/client';
import { newAttributeOf, paramKey } from '../import-mapping';
import type { FeedPlan, RowAction } from '../import-plan';
import { ProblemList, problemOf } from '../import-problems';
import type { ImportRow } from '../import-row';
import type { StagedBatch } from '../import-staging.repository';
import type { ImportsContext } from '../imports.context';
import { importsText } from '../imports.messages';
import type { RunChange } from '../import-runs.repository';
import type { ProductImportRow } from '../imports.table';
import type { FeedOffer } from '../yml-feed.reader';
import { problemRowsOf } from './stage-feed';

/**
 * Makes sure every param of the rows has its attribute: the remembered one, the supplier's of the
 * same name, or one made for it (a select); and remembers which it is for the next runs.
 */
async function attributesFor(ctx: ImportsContext, tx: Db, plan: FeedPlan, supplierId: number, rows: ImportRow[]) {
  const learnt: { key: string; id: number }[] = [];
  for (const row of rows) {
    for (const param of row.params) {
      const key = paramKey(param.name, param.unit);
      if (plan.remembered.params.has(key)) continue;
      let attribute = plan.attributeFor(param);
      if (attribute === 'new') {
        attribute = await ctx.catalog.attributeNamed(tx, supplierId, newAttributeOf(param.name, param.unit));
        plan.learnAttribute(attribute);
      }
      if (!attribute) continue;
      plan.remembered.params.set(key, attribute.id);
      learnt.push({ key, id: attribute.id });
    }
  }
  await ctx.mappings.rememberParams(tx, supplierId, learnt);
}

/**
 * Writes the attribute values of the rows created or updated (a select's new value becomes one
 * of its options); answers the rows whose value found no room among the options.
 */
async function writeValues(
  ctx: ImportsContext,
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
  for (const id of grown) await ctx.catalog.setAttributeOptions(tx, supplierId, id, plan.attribute(id)!.options);
  await ctx.catalog.writeValues(tx, values);
  return full;
}

/** Queues the rows' feed pictures the products do not have yet (by source URL), up to the images a product may have. */
async function queuePictures(
  ctx: ImportsContext,
  tx: Db,
  importId: number,
  placed: { productId: number; row: ImportRow; made: boolean }[],
): Promise<void> {
  const withPictures = placed.filter(({ row }) => row.pictures.length > 0);
  // A product made by this batch has no pictures yet: only the others are asked about.
  const stored = await ctx.catalog.storedPictures(
    tx,
    withPictures.flatMap(({ productId, made }) => (made ? [] : [productId])),
  );
  const fetches: Parameters<ImportsContext['pictures']['queue']>[2] = [];
  for (const { productId, row } of withPictures) {
    const have = stored.get(productId);
    let room = PRODUCT_IMAGES_MAX - (have?.count ?? 0);
    [...new Set(row.pictures)].slice(0, PRODUCT_IMAGES_MAX).forEach((url, position) => {
      if (room <= 0 || have?.sources.has(url)) return;
      room -= 1;
      fetches.push({ productId, line: row.line, offerId: row.offerId, url, position });
    });
  }
  await ctx.pictures.queue(tx, importId, fetches);
}

/**
 * Applies one staged batch of a locked run in its transaction: the products created and updated,
 * their attribute values and pictures queued, the problems kept; answers the run's change.
 */
export async function applyBatch(
  ctx: ImportsContext,
  tx: Db,
  input: { run: ProductImportRow; batch: StagedBatch; plan: FeedPlan; storeId: number | null },
): Promise<RunChange> {
  const { run, batch, plan } = input;
  const { supplierId, keyField } = run;
  await attributesFor(ctx, tx, plan, supplierId, batch.rows);
  const existing = await ctx.catalog.existingProducts(supplierId, batch.rows, keyField, tx);
  const counts: ImportCounts = { ...run.counts, skip: run.counts.skip + batch.skipped };
  const creates: { row: ImportRow; categoryId: number; draft: boolean }[] = [];
  const updates: { id: number; row: ImportRow }[] = [];
  const problems = new ProblemList([...run.problems], run.problemsTotal);
  const offers = new Map<number, FeedOffer>();
  const kept: { line: number | null }[] = [];
  const written: { productId: number | null; action: RowAction }[] = [];
  for (const action of plan.actions(batch.rows, existing, keyField)) {
    counts[action.kind] += 1;
    if (action.kind === 'create') {
      creates.push({ row: action.row, categoryId: action.categoryId, draft: action.problem !== null });
      written.push({ productId: null, action });
    }
    const problem = problemOf(action);
    if (problem) kept.push(...problems.add([problem]));
    // A skipped offer's own row goes into the error file; a product made a draft is in, its note alone.
    if (problem && action.kind === 'skip') offers.set(action.row.line, action.row.offer);
    if (action.kind === 'update' || action.kind === 'unchanged') {
      if (action.kind === 'update') updates.push({ id: action.product.id, row: action.row });
      written.push({ productId: action.product.id, action });
    }
  }
  await ctx.catalog.updateProducts(tx, supplierId, updates);
  const made = await ctx.catalog.insertProducts(tx, supplierId, input.storeId, creates);
  const placed = written.map(({ productId, action }) => ({
    productId: productId ?? made.get(action.row.sku)!,
    row: action.row,
    writes: action.kind !== 'unchanged',
    made: productId === null,
  }));
  const full = await writeValues(ctx, tx, plan, supplierId, placed);
  for (const row of full) {
    const message = importsText(ctx.locale, 'param_options_full', { max: ATTRIBUTE_OPTIONS_MAX, name: row.name });
    kept.push(
      ...problems.add([{ line: row.line, offer_id: row.offerId, field: 'param', severity: 'warning', message }]),
    );
    offers.set(row.line, row.offer);
  }
  await ctx.runs.keepProblemRows(tx, run.id, problemRowsOf(kept, offers));
  await queuePictures(ctx, tx, run.id, placed);
  return { processed: batch.offersEnd, counts, problems: problems.shown, problemsTotal: problems.total };
}

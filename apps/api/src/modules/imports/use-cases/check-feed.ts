import type { Readable } from 'node:stream';
import type { Locale } from '@supplier/contracts/constants';
import type { ImportCheck, ImportCounts, ImportKeyField } from '@supplier/contracts/imports';
import { httpErrors } from '../../../errors';
import { FeedPlan } from '../import-plan';
import { ProblemList, problemOf } from '../import-problems';
import { importsText } from '../imports.messages';
import { openFeed } from '../open-feed';
import type { ImportsContext } from '../imports.context';

/**
 * The dry run of a feed (YML, Prom's XLSX/CSV or our template) against the supplier's catalogue: what applying it would create,
 * update, leave unchanged and skip, with every problem of every offer. It reads the feed as it
 * streams and writes nothing.
 */
export async function checkFeed(
  ctx: ImportsContext,
  input: { supplierId: number; feed: Readable; fileName: string; locale: Locale; keyField?: ImportKeyField },
): Promise<ImportCheck> {
  const { supplierId, locale, keyField = 'sku' } = input;
  const [leaves, mappings, attributes] = await Promise.all([
    ctx.catalog.leafCategories(),
    ctx.mappings.of(supplierId),
    ctx.catalog.attributeDefs(supplierId),
  ]);
  const plan = new FeedPlan(leaves, locale, mappings, attributes, keyField);
  const { format, items } = await openFeed(input.feed, locale);
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skip: 0 };
  const problems = new ProblemList();
  // Offers of each feed category no product has yet: the panel recounts by them as the supplier maps.
  const newOffers = new Map<string, number>();
  for await (const batch of plan.batches(items)) {
    problems.add(batch.problems, batch.problemsTotal);
    counts.skip += batch.skipped;
    const existing = await ctx.catalog.existingProducts(supplierId, batch.rows, keyField);
    for (const action of plan.actions(batch.rows, existing, keyField)) {
      counts[action.kind] += 1;
      const problem = problemOf(action);
      if (problem) problems.add([problem]);
      const placed = action.kind === 'create' || (action.kind === 'skip' && action.problem.field === 'categoryId');
      const { categoryId } = action.row;
      if (placed && categoryId !== null) newOffers.set(categoryId, (newOffers.get(categoryId) ?? 0) + 1);
    }
  }
  if (plan.offers === 0 && plan.categories.size === 0 && !plan.broken) {
    throw httpErrors.unprocessable('not_a_feed', importsText(locale, 'not_a_feed'));
  }
  return {
    format,
    file_name: input.fileName,
    offers: plan.offers,
    counts,
    categories: plan.categoryReport(newOffers),
    params: plan.paramReport(),
    problems: problems.shown,
    problems_total: problems.total,
    broken: plan.broken,
  };
}

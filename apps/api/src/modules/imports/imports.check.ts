import type { Readable } from 'node:stream';
import type { Locale } from '@supplier/contracts/constants';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportCheck,
  type ImportCounts,
  type ImportKeyField,
  type ImportProblem,
} from '@supplier/contracts/imports';
import { httpErrors } from '../../errors';
import { FeedPlan } from './import-plan';
import { openFeed } from './open-feed';
import { importsText } from './imports.messages';
import type { ImportsRepository } from './imports.repository';

/** Problems kept in full (the first ones) and how many there were. */
export class ProblemList {
  /** Starts from the problems kept so far (a run's next batch), or from none. */
  constructor(
    readonly shown: ImportProblem[] = [],
    public total = 0,
  ) {}

  /** Counts the problems (`count`: those of a batch that kept the details of only its first ones) and keeps the first ones; answers those it kept. */
  add(found: ImportProblem[], count = found.length): ImportProblem[] {
    this.total += count;
    const kept = found.slice(0, Math.max(0, IMPORT_PROBLEMS_SHOWN - this.shown.length));
    this.shown.push(...kept);
    return kept;
  }
}

/**
 * The dry run of a feed (YML, Prom's XLSX/CSV or our template) against the supplier's catalogue: what applying it would create,
 * update, leave unchanged and skip, with every problem of every offer. It reads the feed as it
 * streams and writes nothing.
 */
export async function checkFeed(
  repo: ImportsRepository,
  supplierId: number,
  feed: Readable,
  fileName: string,
  locale: Locale,
  keyField: ImportKeyField = 'sku',
): Promise<ImportCheck> {
  const [leaves, mappings, attributes] = await Promise.all([
    repo.leafCategories(),
    repo.mappings(supplierId),
    repo.attributesOf(supplierId),
  ]);
  const plan = new FeedPlan(leaves, locale, mappings, attributes);
  const { format, items } = await openFeed(feed, locale);
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skip: 0 };
  const problems = new ProblemList();
  for await (const batch of plan.batches(items)) {
    problems.add(batch.problems, batch.problemsTotal);
    counts.skip += batch.skipped;
    const existing = await repo.existing(supplierId, batch.rows, keyField);
    for (const action of plan.actions(batch.rows, existing, keyField)) {
      counts[action.kind] += 1;
      if (action.kind === 'skip') problems.add([action.problem]);
    }
  }
  if (plan.offers === 0 && plan.categories.size === 0 && !plan.broken) {
    throw httpErrors.unprocessable('not_a_feed', importsText(locale, 'not_a_feed'));
  }
  return {
    format,
    file_name: fileName,
    offers: plan.offers,
    counts,
    categories: plan.categoryReport(),
    params: plan.paramReport(),
    problems: problems.shown,
    problems_total: problems.total,
    broken: plan.broken,
  };
}

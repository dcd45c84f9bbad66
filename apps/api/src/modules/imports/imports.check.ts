import type { Readable } from 'node:stream';
import type { Locale } from '@supplier/contracts/constants';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportCheck,
  type ImportCounts,
  type ImportProblem,
} from '@supplier/contracts/imports';
import { AppError } from '../../errors';
import { feedId, rowOfOffer, type ImportRow } from './import-row';
import { importsText } from './imports.messages';
import type { ExistingProduct, ImportsRepository } from './imports.repository';
import { readYmlFeed, type FeedCategory } from './yml-feed.reader';

/** Offers looked up in the catalogue at once. */
const BATCH = 500;

/** Whether applying `row` would change `product`: only what the feed gives is compared. */
function differs(row: ImportRow, product: ExistingProduct): boolean {
  return (
    row.name !== product.name ||
    row.description !== product.description ||
    row.price !== product.price ||
    row.oldPrice !== product.oldPrice ||
    (row.stock !== null && row.stock !== product.stock) ||
    row.availability !== product.availability ||
    (row.barcode !== null && row.barcode !== product.barcode) ||
    (row.brand !== null && row.brand !== product.brand)
  );
}

/** A feed category's names from its root, joined as the marketplace's paths are. */
function feedPath(id: string, feed: Map<string, FeedCategory>): string {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let at = feed.get(id); at && !seen.has(at.id); at = at.parentId ? feed.get(at.parentId) : undefined) {
    seen.add(at.id);
    names.unshift(at.name);
  }
  return names.join(' / ');
}

/**
 * The dry run of a YML feed against the supplier's catalogue: what applying it would create,
 * update, leave unchanged and skip, with every problem of every offer. It reads the feed as it
 * streams and writes nothing.
 */
export async function checkYmlFeed(
  repo: ImportsRepository,
  supplierId: number,
  feed: Readable,
  fileName: string,
  locale: Locale,
): Promise<ImportCheck> {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skip: 0 };
  const problems: ImportProblem[] = [];
  let problemsTotal = 0;
  const report = (found: ImportProblem[]) => {
    problemsTotal += found.length;
    problems.push(...found.slice(0, Math.max(0, IMPORT_PROBLEMS_SHOWN - problems.length)));
  };

  const marketplace = new Map<string, { id: number; path: string }>();
  for (const category of await repo.leafCategories()) {
    const name = category.name.toLowerCase();
    if (!marketplace.has(name)) marketplace.set(name, { id: category.id, path: category.path });
  }
  const feedCategories = new Map<string, FeedCategory>();
  const offersIn = new Map<string, number>();
  const offerLines = new Map<string, number>();
  const skuLines = new Map<string, number>();
  let offers = 0;
  let broken: ImportCheck['broken'] = null;
  let batch: ImportRow[] = [];

  const mapped = (categoryId: string | null) => {
    const category = categoryId === null ? undefined : feedCategories.get(categoryId);
    return category ? (marketplace.get(category.name.toLowerCase()) ?? null) : null;
  };
  const flush = async () => {
    const rows = batch;
    batch = [];
    const existing = await repo.existing(
      supplierId,
      rows.map((row) => row.sku),
    );
    for (const row of rows) {
      const product = existing.get(row.sku);
      if (product) {
        counts[differs(row, product) ? 'update' : 'unchanged'] += 1;
      } else if (mapped(row.categoryId)) {
        counts.create += 1;
      } else {
        counts.skip += 1;
        const category = row.categoryId === null ? undefined : feedCategories.get(row.categoryId);
        report([
          {
            line: row.line,
            offer_id: row.offerId,
            field: 'categoryId',
            severity: 'error',
            message: category
              ? importsText(locale, 'category_unmapped', { category: category.name })
              : importsText(locale, 'category_missing'),
          },
        ]);
      }
    }
  };

  for await (const item of readYmlFeed(feed)) {
    if (item.kind === 'category') {
      const id = feedId(item.category.id);
      feedCategories.set(id, {
        ...item.category,
        id,
        parentId: item.category.parentId === null ? null : feedId(item.category.parentId),
      });
    } else if (item.kind === 'entity') {
      report([
        {
          line: item.line,
          offer_id: null,
          field: null,
          severity: 'warning',
          message: importsText(locale, 'entity', item),
        },
      ]);
    } else if (item.kind === 'broken') {
      broken = { line: item.line, reason: item.reason };
    } else {
      offers += 1;
      const { offer } = item;
      const id = feedId(offer.id);
      const skip = (key: 'offer_id_missing' | 'offer_id_duplicate' | 'sku_duplicate', params = {}) => {
        counts.skip += 1;
        report([
          {
            line: offer.line,
            offer_id: id || null,
            field: key === 'sku_duplicate' ? 'vendorCode' : 'id',
            severity: 'error',
            message: importsText(locale, key, params),
          },
        ]);
      };
      if (id === '') {
        skip('offer_id_missing');
        continue;
      }
      const seenAt = offerLines.get(id);
      if (seenAt !== undefined) {
        skip('offer_id_duplicate', { id, line: seenAt });
        continue;
      }
      offerLines.set(id, offer.line);
      const { row, problems: found } = rowOfOffer(offer, locale);
      report(found);
      if (!row) {
        counts.skip += 1;
        continue;
      }
      const skuAt = skuLines.get(row.sku);
      if (skuAt !== undefined) {
        skip('sku_duplicate', { sku: row.sku, line: skuAt });
        continue;
      }
      skuLines.set(row.sku, row.line);
      if (row.categoryId !== null) offersIn.set(row.categoryId, (offersIn.get(row.categoryId) ?? 0) + 1);
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();

  if (offers === 0 && feedCategories.size === 0 && !broken) {
    throw new AppError(422, 'not_a_feed', importsText(locale, 'not_a_feed'));
  }
  if (broken) {
    report([
      {
        line: broken.line,
        offer_id: null,
        field: null,
        severity: 'error',
        message: importsText(locale, 'broken', broken),
      },
    ]);
  }
  return {
    format: 'yml',
    file_name: fileName,
    offers,
    counts,
    categories: [...feedCategories.values()].map((category) => ({
      id: category.id,
      name: category.name,
      path: feedPath(category.id, feedCategories),
      offers: offersIn.get(category.id) ?? 0,
      category: mapped(category.id),
    })),
    problems,
    problems_total: problemsTotal,
    broken,
  };
}

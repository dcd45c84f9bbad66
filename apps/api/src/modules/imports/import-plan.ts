import type { Locale } from '@supplier/contracts/constants';
import type { ImportCategory, ImportKeyField, ImportProblem } from '@supplier/contracts/imports';
import { feedId, rowOfOffer, type ImportRow } from './import-row';
import { importsText } from './imports.messages';
import type { ExistingProduct, ExistingProducts } from './imports.repository';
import type { FeedCategory, FeedItem, FeedOffer } from './yml-feed.reader';

/** Offers handled together: one catalogue lookup, and in a run one transaction. */
export const IMPORT_BATCH = 500;

/** Consecutive offers of the feed: the rows to apply and what was wrong with the others. */
export interface FeedBatch {
  rows: ImportRow[];
  problems: ImportProblem[];
  /** Offers refused while reading (no id, duplicates, an error in a field). */
  skipped: number;
  /** Offers of the feed up to the end of this batch. */
  offersEnd: number;
  /** The offers `problems` are about, by line (the supplier's own rows of the error file). */
  offers: Map<number, FeedOffer>;
}

/** What applying one row would do to the catalogue. */
export type RowAction =
  | { kind: 'create'; row: ImportRow; categoryId: number }
  | { kind: 'update' | 'unchanged'; row: ImportRow; product: ExistingProduct }
  | { kind: 'skip'; row: ImportRow; problem: ImportProblem };

/**
 * A copy of a short text kept for the whole run. V8 keeps a substring as a slice of the string it
 * was cut from, so an id kept as cut from a parsed chunk keeps the chunk, and one id per chunk the
 * whole feed (bench/import-parse.ts: live heap after 100,000 offers 99 MB without, 18 MB with).
 */
const own = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/**
 * Whether applying `row` would change `product`: only what the feed gives is compared (the link
 * to the feed's offer id too when it is the key; by SKU an update still keeps the link).
 */
function differs(row: ImportRow, product: ExistingProduct, keyField: ImportKeyField): boolean {
  return (
    row.sku !== product.sku ||
    (keyField === 'offer_id' && row.offerId !== product.feedOfferId) ||
    row.name !== product.name ||
    (row.description !== null && row.description !== product.description) ||
    row.price !== product.price ||
    row.oldPrice !== product.oldPrice ||
    (row.stock !== null && row.stock !== product.stock) ||
    row.availability !== product.availability ||
    (row.barcode !== null && row.barcode !== product.barcode) ||
    (row.brand !== null && row.brand !== product.brand)
  );
}

/**
 * A feed (YML or a table) read as a plan, batch by batch, in file order (so a run that stopped can skip what it
 * applied): categories are collected and matched to the marketplace's by name, offers turned into
 * rows, duplicates refused. The feed's state after the last batch (categories, a break) is read
 * from the plan itself.
 */
export class FeedPlan {
  readonly categories = new Map<string, FeedCategory>();
  readonly offersIn = new Map<string, number>();
  broken: { line: number; reason: string } | null = null;
  offers = 0;
  /** Every SKU the feed lists, its refused offers' too (a full feed keeps those products active). */
  readonly listedSkus = new Set<string>();
  readonly #marketplace = new Map<string, { id: number; path: string }>();

  constructor(
    marketplaceCategories: { id: number; name: string; path: string }[],
    private readonly locale: Locale,
  ) {
    for (const category of marketplaceCategories) {
      const name = category.name.toLowerCase();
      if (!this.#marketplace.has(name)) this.#marketplace.set(name, { id: category.id, path: category.path });
    }
  }

  /** The marketplace category the feed category `id` maps to, if any. */
  mapped(id: string | null): { id: number; path: string } | null {
    const category = id === null ? undefined : this.categories.get(id);
    return category ? (this.#marketplace.get(category.name.toLowerCase()) ?? null) : null;
  }

  /** The feed's categories with their offers and match, for the report. */
  categoryReport(): ImportCategory[] {
    return [...this.categories.values()].map((category) => {
      const names: string[] = [];
      const seen = new Set<string>();
      for (let at: FeedCategory | undefined = category; at && !seen.has(at.id);) {
        seen.add(at.id);
        names.unshift(at.name);
        at = at.parentId ? this.categories.get(at.parentId) : undefined;
      }
      return {
        id: category.id,
        name: category.name,
        path: names.join(' / '),
        offers: this.offersIn.get(category.id) ?? 0,
        category: this.mapped(category.id),
      };
    });
  }

  /**
   * What each row would do, given the supplier's products found by SKU or (`keyField`
   * `offer_id`) by the feed's offer id. With the offer-id key a product no offer is linked to yet
   * is found by its SKU (the first run of a feed of products made by hand or by SKU); a product
   * whose new SKU another product of the supplier has is skipped.
   */
  actions(rows: ImportRow[], existing: ExistingProducts, keyField: ImportKeyField = 'sku'): RowAction[] {
    const claimed = keyField === 'offer_id' ? new Set(rows.map((row) => row.offerId)) : null;
    return rows.map((row) => {
      let product: ExistingProduct | undefined;
      if (!claimed) product = existing.bySku.get(row.sku);
      else {
        product = existing.byOffer.get(row.offerId);
        const bySku = existing.bySku.get(row.sku);
        if (!product && bySku && !(bySku.feedOfferId !== null && claimed.has(bySku.feedOfferId))) product = bySku;
        if (product && bySku && bySku.id !== product.id) {
          const message = importsText(this.locale, 'sku_taken', { sku: row.sku });
          return {
            kind: 'skip',
            row,
            problem: { line: row.line, offer_id: row.offerId, field: 'vendorCode', severity: 'error', message },
          };
        }
      }
      if (product) return { kind: differs(row, product, keyField) ? 'update' : 'unchanged', row, product };
      const mapped = this.mapped(row.categoryId);
      if (mapped) return { kind: 'create', row, categoryId: mapped.id };
      const category = row.categoryId === null ? undefined : this.categories.get(row.categoryId);
      const message = category
        ? importsText(this.locale, 'category_unmapped', { category: category.name })
        : importsText(this.locale, 'category_missing');
      return {
        kind: 'skip',
        row,
        problem: { line: row.line, offer_id: row.offerId, field: 'categoryId', severity: 'error', message },
      };
    });
  }

  /** The feed's batches, read as it streams. */
  async *batches(items: AsyncIterable<FeedItem>): AsyncGenerator<FeedBatch> {
    const { locale } = this;
    const offerLines = new Map<string, number>();
    const skuLines = new Map<string, number>();
    const empty = (): FeedBatch => ({ rows: [], problems: [], skipped: 0, offersEnd: 0, offers: new Map() });
    let batch = empty();
    const next = () => {
      const done = { ...batch, offersEnd: this.offers };
      batch = empty();
      return done;
    };

    for await (const item of items) {
      if (item.kind === 'category') {
        const id = feedId(item.category.id);
        const parentId = item.category.parentId === null ? null : feedId(item.category.parentId);
        this.categories.set(id, { ...item.category, id, parentId });
      } else if (item.kind === 'entity') {
        const message = importsText(locale, 'entity', item);
        batch.problems.push({ line: item.line, offer_id: null, field: null, severity: 'warning', message });
      } else if (item.kind === 'broken') {
        this.broken = { line: item.line, reason: item.reason };
        const message = importsText(locale, 'broken', this.broken);
        batch.problems.push({ line: item.line, offer_id: null, field: null, severity: 'error', message });
      } else {
        this.offers += 1;
        const { offer } = item;
        const listed = offer.fields.get('vendorCode') ?? offer.fields.get('article');
        if (listed) this.listedSkus.add(own(listed));
        const id = feedId(offer.id);
        const refuse = (key: 'offer_id_missing' | 'offer_id_duplicate' | 'sku_duplicate', params = {}) => {
          batch.skipped += 1;
          batch.offers.set(offer.line, offer);
          batch.problems.push({
            line: offer.line,
            offer_id: id || null,
            field: key === 'sku_duplicate' ? 'vendorCode' : 'id',
            severity: 'error',
            message: importsText(locale, key, params),
          });
        };
        if (id === '') {
          refuse('offer_id_missing');
          continue;
        }
        const seenAt = offerLines.get(id);
        if (seenAt !== undefined) {
          refuse('offer_id_duplicate', { id, line: seenAt });
          continue;
        }
        offerLines.set(own(id), offer.line);
        const { row, problems } = rowOfOffer(offer, locale);
        batch.problems.push(...problems);
        if (problems.length > 0) batch.offers.set(offer.line, offer);
        if (!row) {
          batch.skipped += 1;
          continue;
        }
        const skuAt = skuLines.get(row.sku);
        if (skuAt !== undefined) {
          refuse('sku_duplicate', { sku: row.sku, line: skuAt });
          continue;
        }
        skuLines.set(own(row.sku), row.line);
        if (row.categoryId !== null) this.offersIn.set(row.categoryId, (this.offersIn.get(row.categoryId) ?? 0) + 1);
        batch.rows.push(row);
        if (batch.rows.length >= IMPORT_BATCH) yield next();
      }
    }
    yield next();
  }
}

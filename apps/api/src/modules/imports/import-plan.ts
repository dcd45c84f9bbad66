import type { Locale } from '@supplier/contracts/constants';
import type { AttributeValue } from '@supplier/contracts/attributes';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportCategory,
  type ImportKeyField,
  type ImportParam,
  type ImportProblem,
} from '@supplier/contracts/imports';
import {
  asOptions,
  categoryKey,
  noMappings,
  paramKey,
  paramValue,
  type AttributeDef,
  type MarketplaceCategory,
  type RememberedMappings,
} from './import-mapping';
import { httpErrors } from '../../errors';
import { CategorySuggestions, suggestionOf, type Suggested } from './category-suggestions';
import { FirstLines } from './first-lines';
import { feedId, nameKey, rowOfOffer, type ExistingProducts, type ImportRow, type RowValues } from './import-row';
import { importsText } from './imports.messages';
import { rowActions, type RowAction } from './import-actions';
import type { FeedCategory, FeedItem, FeedOffer, FeedParam } from './yml-feed.reader';

/** Distinct feed params reported (a messy feed may name thousands). */
const PARAMS_REPORTED = 1000;

/** Offers read together, accepted or refused: one catalogue lookup, and in a run one transaction. */
export const IMPORT_BATCH = 500;

/**
 * The most offers and categories one feed may hold: what the plan keeps of each (the first line of
 * every offer id and SKU, every category) stays within the process's memory. Past either the feed
 * is refused whole, before any product changes.
 */
export const IMPORT_OFFERS_MAX = 1_000_000;
export const IMPORT_CATEGORIES_MAX = 100_000;

const feedTooLarge = (locale: Locale) =>
  httpErrors.unprocessable(
    'feed_too_many',
    importsText(locale, 'feed_too_many', {
      offers: IMPORT_OFFERS_MAX.toLocaleString('uk-UA'),
      categories: IMPORT_CATEGORIES_MAX.toLocaleString('uk-UA'),
    }),
  );

/** Consecutive offers of the feed: the rows to apply and what was wrong with the others. */
export interface FeedBatch {
  rows: ImportRow[];
  /** The details of the batch's first problems (at most `IMPORT_PROBLEMS_SHOWN`). */
  problems: ImportProblem[];
  /** Every problem of the batch, counted. */
  problemsTotal: number;
  /** Offers refused while reading (no id, duplicates, an error in a field). */
  skipped: number;
  /** Offers of the feed up to the end of this batch. */
  offersEnd: number;
  /** The offers `problems` are about, by line (the supplier's own rows of the error file). */
  offers: Map<number, FeedOffer>;
  /** Every SKU the batch's offers list, refused offers' too (a full feed keeps those products active). */
  listed: string[];
}

export type { RowAction } from './import-actions';

/**
 * A copy of a short text kept for the whole run. V8 keeps a substring as a slice of the string it
 * was cut from, so an id kept as cut from a parsed chunk keeps the chunk, and one id per chunk the
 * whole feed (bench/import-parse.ts: live heap after 100,000 offers 99 MB without, 18 MB with).
 */
const own = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/**
 * A feed (YML or a table) read as a plan, batch by batch, in file order (so a run that stopped can skip what it
 * applied): categories are collected and matched to the marketplace's by name, offers turned into
 * rows, duplicates refused. The feed's state after the last batch (categories, a break) is read
 * from the plan itself.
 */
export class FeedPlan {
  readonly categories = new Map<string, FeedCategory>();
  readonly offersIn = new Map<string, number>();
  /** The feed's params (by key), with how many offers give each. */
  readonly params = new Map<string, { name: string; unit: string | null; offers: number }>();
  broken: { line: number; reason: string } | null = null;
  offers = 0;
  readonly #suggestions: CategorySuggestions;
  /** Feed categories read whose path other sellers' choices were not asked for yet. */
  readonly #unasked = new Set<string>();
  /** Feed categories some other one is under. */
  readonly #parents = new Set<string>();
  readonly #resolved = new Map<
    string,
    { key: string; category: MarketplaceCategory | null; confirmed: boolean; suggested: Suggested | null }
  >();
  readonly #attributesById = new Map<number, AttributeDef>();
  readonly #attributesByName = new Map<string, AttributeDef>();

  constructor(
    marketplaceCategories: MarketplaceCategory[],
    readonly locale: Locale,
    readonly remembered: RememberedMappings = noMappings(),
    attributes: AttributeDef[] = [],
    /** What finds the supplier's product of an offer: by offer id an offer needs no SKU. */
    readonly keyField: ImportKeyField = 'sku',
  ) {
    this.#suggestions = new CategorySuggestions(marketplaceCategories, remembered.others);
    for (const attribute of attributes) this.learnAttribute(attribute);
  }

  /** An attribute of the supplier (one made for a param while the run goes, too). */
  learnAttribute(attribute: AttributeDef): void {
    this.#attributesById.set(attribute.id, attribute);
    this.#attributesByName.set(nameKey(attribute.name), attribute);
  }

  attribute(id: number): AttributeDef | undefined {
    return this.#attributesById.get(id);
  }

  /** The feed category's names from its root to itself. */
  #names(category: FeedCategory): string[] {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at: FeedCategory | undefined = category; at && !seen.has(at.id);) {
      seen.add(at.id);
      names.unshift(at.name);
      at = at.parentId ? this.categories.get(at.parentId) : undefined;
    }
    return names;
  }

  /**
   * The feed category's mapping: the supplier's confirmed choice, else the suggestion (what other
   * sellers confirmed, its name and path, its offers' names read so far).
   */
  #resolve(category: FeedCategory) {
    let resolved = this.#resolved.get(category.id);
    if (resolved) return resolved;
    const names = this.#names(category);
    const key = categoryKey(names);
    const chosen = this.remembered.categories.get(key);
    const confirmedCategory = chosen == null ? null : (this.#suggestions.matcher.byId.get(chosen) ?? undefined);
    if (chosen === null) resolved = { key, category: null, confirmed: true, suggested: null };
    else if (confirmedCategory) resolved = { key, category: confirmedCategory, confirmed: true, suggested: null };
    else {
      // A group of the feed's categories with no offers of its own is mapped through its children.
      const group = this.#parents.has(category.id) && !this.offersIn.has(category.id);
      const suggested = group ? null : this.#suggestions.suggest(key, names, category.id);
      resolved = { key, category: suggested?.category ?? null, confirmed: false, suggested };
    }
    this.#resolved.set(category.id, resolved);
    return resolved;
  }

  /** The marketplace category the feed category `id` maps to, if any. */
  mapped(id: string | null): { id: number; path: string } | null {
    const category = id === null ? undefined : this.categories.get(id);
    const found = category ? this.#resolve(category).category : null;
    return found && { id: found.id, path: found.path };
  }

  /** The feed's categories with their offers (`newOffers`: those no product has yet) and match, for the report. */
  categoryReport(newOffers: ReadonlyMap<string, number> = new Map()): ImportCategory[] {
    return [...this.categories.values()].map((category) => {
      const resolved = this.#resolve(category);
      return {
        id: category.id,
        parent_id: category.parentId,
        name: category.name,
        path: this.#names(category).join(' / '),
        key: resolved.key,
        offers: this.offersIn.get(category.id) ?? 0,
        new_offers: newOffers.get(category.id) ?? 0,
        category: resolved.category && { id: resolved.category.id, path: resolved.category.path },
        confirmed: resolved.confirmed,
        suggestion: resolved.suggested && suggestionOf(resolved.suggested, this.locale),
      };
    });
  }

  /**
   * The attribute a param fills: the remembered one, else the supplier's attribute of its name;
   * null when it is not imported, `new` when an attribute is to be made for it.
   */
  attributeFor(param: Pick<FeedParam, 'name' | 'unit'>): AttributeDef | null | 'new' {
    const key = paramKey(param.name, param.unit);
    const chosen = this.remembered.params.get(key);
    if (chosen === null) return null;
    const remembered = chosen === undefined ? undefined : this.#attributesById.get(chosen);
    return remembered ?? this.#attributesByName.get(nameKey(param.name)) ?? 'new';
  }

  /** The feed's params with the attribute each fills, for the report. */
  paramReport(): ImportParam[] {
    return [...this.params].map(([key, param]) => {
      const attribute = this.attributeFor(param);
      const chosen = this.remembered.params.get(key);
      return {
        key,
        name: param.name,
        unit: param.unit,
        offers: param.offers,
        attribute: attribute && attribute !== 'new' ? { id: attribute.id, name: attribute.name } : null,
        confirmed: chosen !== undefined && (chosen === null || this.#attributesById.has(chosen)),
      };
    });
  }

  /** The attribute values a row's params give (a value that does not fit its attribute's type is left out). */
  rowValues(row: ImportRow): RowValues {
    const values = new Map<number, AttributeValue>();
    let pending = false;
    for (const param of row.params) {
      const attribute = this.attributeFor(param);
      if (attribute === 'new') pending = true;
      else if (attribute && !values.has(attribute.id)) {
        const value = paramValue(attribute, param.value);
        if (value !== undefined) values.set(attribute.id, asOptions(attribute, value));
      }
    }
    return { values, pending };
  }

  /**
   * What each row would do, given the supplier's products found by SKU or (`keyField`
   * `offer_id`) by the feed's offer id (`rowActions`).
   */
  actions(rows: ImportRow[], existing: ExistingProducts, keyField: ImportKeyField = 'sku'): RowAction[] {
    return rowActions(this, rows, existing, keyField);
  }

  /** Whether the row's feed category is one the supplier confirmed not to import. */
  excluded({ categoryId }: Pick<ImportRow, 'categoryId'>): boolean {
    const resolved = categoryId === null ? undefined : this.#resolved.get(categoryId);
    return resolved !== undefined && resolved.confirmed && resolved.category === null;
  }

  /** Where a new product of the row goes: the marketplace category id, or why the offer is skipped. */
  placement(row: ImportRow): number | string {
    const mapped = this.mapped(row.categoryId);
    if (mapped) return mapped.id;
    const category = row.categoryId === null ? undefined : this.categories.get(row.categoryId);
    if (!category) return importsText(this.locale, 'category_missing');
    return this.#resolve(category).confirmed
      ? importsText(this.locale, 'category_excluded', { category: category.name })
      : importsText(this.locale, 'category_unmapped', { category: category.name });
  }

  /**
   * The feed's batches, read as it streams: each ends after `IMPORT_BATCH` offers read, refused
   * ones too, and keeps the details of its first `IMPORT_PROBLEMS_SHOWN` problems (no run shows
   * more), so a feed of refused offers is held a batch at a time like any other.
   */
  async *batches(items: AsyncIterable<FeedItem>): AsyncGenerator<FeedBatch> {
    const { locale } = this;
    const seen: SeenLines = { offers: new FirstLines(), skus: new FirstLines() };
    const empty = (): FeedBatch => ({
      rows: [],
      problems: [],
      problemsTotal: 0,
      skipped: 0,
      offersEnd: 0,
      offers: new Map(),
      listed: [],
    });
    let batch = empty();
    let batchStart = 0;
    const next = () => {
      const done = { ...batch, offersEnd: this.offers };
      batch = empty();
      batchStart = this.offers;
      return done;
    };

    for await (const item of items) {
      if (item.kind === 'category') {
        const id = feedId(item.category.id);
        const parentId = item.category.parentId === null ? null : feedId(item.category.parentId);
        this.categories.set(id, { ...item.category, id, parentId });
        this.#unasked.add(id);
        if (parentId !== null) this.#parents.add(parentId);
        if (this.categories.size > IMPORT_CATEGORIES_MAX) throw feedTooLarge(locale);
        this.#resolved.clear();
      } else if (item.kind === 'entity') {
        const message = importsText(locale, 'entity', item);
        note(batch, [{ line: item.line, offer_id: null, field: null, severity: 'warning', message }]);
      } else if (item.kind === 'broken') {
        this.broken = { line: item.line, reason: item.reason };
        const message = importsText(locale, 'broken', this.broken);
        note(batch, [{ line: item.line, offer_id: null, field: null, severity: 'error', message }]);
      } else {
        this.offers += 1;
        if (this.offers > IMPORT_OFFERS_MAX) throw feedTooLarge(locale);
        this.#read(item.offer, batch, seen);
        if (this.offers - batchStart >= IMPORT_BATCH) {
          await this.#askOthers();
          yield next();
        }
      }
    }
    await this.#askOthers();
    yield next();
  }

  /** Asks, before a batch is placed, what other sellers confirmed for the feed categories read since the last one. */
  async #askOthers(): Promise<void> {
    const keys = [...this.#unasked].map((id) => categoryKey(this.#names(this.categories.get(id)!)));
    this.#unasked.clear();
    await this.#suggestions.learn(keys);
  }

  /** One offer of the feed into `batch`: a row, or refused with its problems. */
  #read(offer: FeedOffer, batch: FeedBatch, seen: SeenLines): void {
    const { locale } = this;
    // What a full feed's end compares the supplier's products with: the key that finds them.
    const listed =
      this.keyField === 'offer_id'
        ? feedId(offer.id) || undefined
        : (offer.fields.get('vendorCode') ?? offer.fields.get('article'));
    if (listed) batch.listed.push(listed);
    const id = feedId(offer.id);
    const refuse = (key: 'offer_id_missing' | 'offer_id_duplicate' | 'sku_duplicate', params = {}) => {
      batch.skipped += 1;
      note(
        batch,
        [
          {
            line: offer.line,
            offer_id: id || null,
            field: key === 'sku_duplicate' ? 'vendorCode' : 'id',
            severity: 'error',
            message: importsText(locale, key, params),
          },
        ],
        offer,
      );
    };
    if (id === '') return refuse('offer_id_missing');
    const seenAt = seen.offers.get(id);
    if (seenAt !== undefined) return refuse('offer_id_duplicate', { id, line: seenAt });
    seen.offers.add(id, offer.line);
    const { row, problems } = rowOfOffer(offer, locale, this.keyField);
    note(batch, problems, offer);
    if (!row) {
      batch.skipped += 1;
      return;
    }
    const skuAt = seen.skus.get(row.sku);
    if (skuAt !== undefined) return refuse('sku_duplicate', { sku: row.sku, line: skuAt });
    seen.skus.add(row.sku, row.line);
    if (row.categoryId !== null) {
      this.offersIn.set(row.categoryId, (this.offersIn.get(row.categoryId) ?? 0) + 1);
      this.#suggestions.sample(row.categoryId, row.name);
    }
    for (const param of row.params) {
      const key = paramKey(param.name, param.unit);
      const counted = this.params.get(key);
      if (counted) counted.offers += 1;
      else if (this.params.size < PARAMS_REPORTED) {
        this.params.set(own(key), { name: own(param.name), unit: param.unit && own(param.unit), offers: 1 });
      }
    }
    batch.rows.push(row);
  }
}

/** The line each offer id and SKU of the feed was first seen on (a later one is a duplicate). */
interface SeenLines {
  offers: FirstLines;
  skus: FirstLines;
}

/** Counts `found` in the batch and keeps its details while the batch has room, with the offer they are about. */
function note(batch: FeedBatch, found: ImportProblem[], offer?: FeedOffer): void {
  batch.problemsTotal += found.length;
  const kept = found.slice(0, Math.max(0, IMPORT_PROBLEMS_SHOWN - batch.problems.length));
  batch.problems.push(...kept);
  if (offer && kept.length > 0) batch.offers.set(offer.line, offer);
}

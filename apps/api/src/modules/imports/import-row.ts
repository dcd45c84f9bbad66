import type { Locale } from '@supplier/contracts/constants';
import type { AttributeValue } from '@supplier/contracts/attributes';
import type { ImportKeyField, ImportProblem } from '@supplier/contracts/imports';
import type { ProductAvailability } from '@supplier/contracts/products-constants';
import {
  PRODUCT_BRAND_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX_HRYVNIAS,
  PRODUCT_SKU_MAX,
  PRODUCT_STOCK_MAX,
  SKU_PATTERN,
  isValidEan13,
} from '@supplier/contracts/products';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { sameValue } from './import-mapping';
import { importsText } from './imports.messages';
import type { FeedOffer, FeedParam } from './yml-feed.reader';

/** An offer as a product would take it: money in kopiyky, texts trimmed and sanitized. */
export interface ImportRow {
  line: number;
  offerId: string;
  sku: string;
  /** The feed gives no SKU: `sku` is the offer id (an import keyed by offer id), a found product keeps its own. */
  skuDerived?: boolean;
  name: string;
  /** null when the feed gives none: the product keeps its own. */
  description: string | null;
  price: number;
  oldPrice: number | null;
  /** null when the feed does not say. */
  stock: number | null;
  availability: ProductAvailability;
  barcode: string | null;
  brand: string | null;
  /** The feed's category id. */
  categoryId: string | null;
  pictures: string[];
  params: FeedParam[];
  /** The offer as read (its own cells go into the error file when it has a problem). */
  offer: FeedOffer;
  /**
   * Where a new product of it goes, decided when a run's first pass staged it: the marketplace
   * category id, or why the offer is skipped (`FeedPlan.placement`).
   */
  place?: number | string;
  /** Staged with `place`: the offer is skipped because the supplier chose not to import its category. */
  excluded?: boolean;
}

/**
 * What an import compares of a product it finds by SKU or by the feed's offer id (as catalog's
 * face reads it; the feed's code keeps its own shape, so it loads without the API's modules).
 */
export interface ExistingProduct {
  id: number;
  sku: string;
  feedOfferId: string | null;
  name: string;
  description: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  availability: ProductAvailability;
  barcode: string | null;
  brand: string | null;
}

/** The supplier's products a batch's rows may be: by SKU, and (an import keyed by offer id) by the feed's offer id. */
export interface ExistingProducts {
  bySku: Map<string, ExistingProduct>;
  byOffer: Map<string, ExistingProduct>;
  /** Their attribute values (read when the rows have params). */
  values?: Map<number, Map<number, AttributeValue>>;
}

/**
 * An offer's own cells as the supplier wrote them: a table row under its own headers; a YML
 * offer as its attributes and tags (pictures one per line, each `param` under its name and unit).
 */
export function offerCells(offer: FeedOffer): [string, string][] {
  if (offer.cells) return offer.cells;
  const cells: [string, string][] = [['id', offer.id]];
  if (offer.available !== null) cells.push(['available', offer.available]);
  if (offer.groupId !== null) cells.push(['group_id', offer.groupId]);
  for (const [name, value] of offer.fields) cells.push([name, value]);
  if (offer.pictures.length > 0) cells.push(['picture', offer.pictures.join('\n')]);
  for (const param of offer.params) {
    cells.push([`param ${param.name}${param.unit ? ` (${param.unit})` : ''}`, param.value]);
  }
  return cells;
}

/** Descriptions kept sanitized: a feed's variants of one model (`group_id`) usually share theirs. */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 256;
/** Longer descriptions are rarely repeated word for word: not kept. */
const SANITIZED_TEXT_MAX = 8192;

function sanitizedOnce(html: string): string {
  if (html.length > SANITIZED_TEXT_MAX) return sanitizeRichText(html);
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeRichText(html);
    if (sanitized.size >= SANITIZED_KEPT) sanitized.clear();
    // A copy: the text as read may be a slice of a whole chunk of the file, which the key would keep.
    sanitized.set(Buffer.from(html, 'utf8').toString('utf8'), clean);
  }
  return clean;
}

/** Ids as shop engines write them: `105454.0` is offer 105454. */
export function feedId(value: string): string {
  return value.trim().replace(/^(\d+)\.0+$/, '$1');
}

/** An amount in hryvnias as feeds write it (`1 299,50`, `12.345`) in kopiyky; null when it is none. */
function kopiyky(value: string): { kopiyky: number; rounded: boolean } | null {
  const plain = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(plain)) return null;
  const exact = Number(plain) * 100;
  return { kopiyky: Math.round(exact), rounded: (plain.split('.')[1]?.length ?? 0) > 2 };
}

/** A param name's language tag as Rozetka's feeds write it: `Колір;UA`, `Цвет;RU`. */
const PARAM_LANGUAGE = /\s*;\s*(ua|uk|ru)\s*$/i;

/** A name as compared with the supplier's (attributes, params): spaces collapsed, case aside. */
export const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The offer's params with names as the supplier's attributes are named: `;UA`/`;RU` tags taken
 * off, spaces collapsed. A feed tagging params gives each twice, in Ukrainian and in Russian, in
 * the same order: the Ukrainian ones are kept, and a Russian one only past them (a param the feed
 * gives in Russian alone). Empty names and values are left out.
 */
export function offerParams(params: FeedParam[]): FeedParam[] {
  let ukrainian = 0;
  for (const param of params) if (/^(ua|uk)$/i.exec(PARAM_LANGUAGE.exec(param.name)?.[1] ?? '')) ukrainian += 1;
  let russian = 0;
  const kept: FeedParam[] = [];
  for (const param of params) {
    const tag = PARAM_LANGUAGE.exec(param.name);
    if (tag && tag[1]!.toLowerCase() === 'ru' && (russian += 1) <= ukrainian) continue;
    const name = (tag ? param.name.slice(0, tag.index) : param.name).replace(/\s+/g, ' ').trim();
    if (name !== '' && param.value !== '') kept.push(name === param.name ? param : { ...param, name });
  }
  return kept;
}

/**
 * The product an offer describes, with every problem found on the way. An error leaves no row
 * (the offer is skipped); a warning drops or mends one field and keeps the row. Keyed by the
 * feed's offer id (`keyField`), an offer without a SKU takes its offer id as one.
 */
export function rowOfOffer(
  offer: FeedOffer,
  locale: Locale,
  keyField: ImportKeyField = 'sku',
): { row: ImportRow | null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const offerId = feedId(offer.id);
  const problem = (
    severity: ImportProblem['severity'],
    field: string | null,
    key: Parameters<typeof importsText>[1],
    params?: Record<string, string | number>,
  ) =>
    problems.push({
      line: offer.line,
      offer_id: offerId || null,
      field,
      severity,
      message: importsText(locale, key, params),
    });
  const field = (...names: string[]) => {
    for (const name of names) {
      const value = offer.fields.get(name);
      if (value) return { name, value };
    }
    return null;
  };

  const derived = keyField === 'offer_id' && !field('vendorCode', 'article');
  const sku = derived ? { name: 'id', value: offerId } : field('vendorCode', 'article');
  if (!sku) problem('error', 'vendorCode', 'sku_missing');
  else if (sku.value.length > PRODUCT_SKU_MAX || !SKU_PATTERN.test(sku.value)) {
    problem('error', sku.name, 'sku_invalid', { sku: sku.value, max: PRODUCT_SKU_MAX });
  }

  const name = field('name_ua', 'name');
  if (!name) problem('error', 'name', 'name_missing');
  else if (name.value.length > PRODUCT_NAME_MAX)
    problem('error', name.name, 'name_too_long', { max: PRODUCT_NAME_MAX });

  const priceText = field('price');
  const price = priceText ? kopiyky(priceText.value) : null;
  if (!priceText) problem('error', 'price', 'price_missing');
  else if (!price || price.kopiyky <= 0 || price.kopiyky > PRODUCT_PRICE_MAX_HRYVNIAS * 100) {
    problem('error', 'price', 'price_invalid', { price: priceText.value });
  } else if (price.rounded) problem('warning', 'price', 'price_rounded', { price: priceText.value });

  const currency = field('currencyId')?.value.toUpperCase();
  if (currency && currency !== 'UAH' && currency !== 'UAN') problem('error', 'currencyId', 'currency', { currency });

  let oldPrice: number | null = null;
  const oldText = field('oldprice', 'price_old');
  if (oldText && price) {
    const old = kopiyky(oldText.value);
    if (old && old.kopiyky > price.kopiyky && old.kopiyky <= PRODUCT_PRICE_MAX_HRYVNIAS * 100) oldPrice = old.kopiyky;
    else problem('warning', oldText.name, 'old_price_ignored', { price: oldText.value });
  }

  let stock: number | null = null;
  const stockText = field('stock_quantity', 'quantity_in_stock', 'quantity');
  if (stockText) {
    const amount = Number(stockText.value.replace(/[\s\u00a0]/g, '').replace(/\.0+$/, ''));
    if (Number.isInteger(amount) && amount >= 0 && amount <= PRODUCT_STOCK_MAX) stock = amount;
    else problem('warning', stockText.name, 'stock_invalid', { stock: stockText.value });
  }

  const available = offer.available?.toLowerCase();
  const availability: ProductAvailability =
    available === 'false' || (available !== 'true' && stock === 0) ? 'out_of_stock' : 'in_stock';

  let barcode = field('barcode')?.value ?? null;
  if (barcode && !isValidEan13(barcode)) {
    problem('warning', 'barcode', 'barcode_invalid', { barcode });
    barcode = null;
  }

  let brand = field('vendor')?.value ?? null;
  if (brand && brand.length > PRODUCT_BRAND_MAX) {
    problem('warning', 'vendor', 'brand_too_long', { max: PRODUCT_BRAND_MAX });
    brand = brand.slice(0, PRODUCT_BRAND_MAX);
  }

  const descriptionText = field('description_ua', 'description');
  let description = descriptionText ? sanitizedOnce(descriptionText.value) : null;
  if (description !== null && description.length > PRODUCT_DESCRIPTION_MAX) {
    problem('warning', descriptionText!.name, 'description_too_long', { max: PRODUCT_DESCRIPTION_MAX });
    description = null;
  }

  const pictures = offer.pictures.filter((url) => {
    const fine = /^https?:\/\/[^\s]+$/i.test(url);
    if (!fine) problem('warning', 'picture', 'picture_invalid', { url: url.slice(0, 200) });
    return fine;
  });

  if (problems.some((p) => p.severity === 'error')) return { row: null, problems };
  return {
    row: {
      line: offer.line,
      offerId,
      sku: sku!.value,
      ...(derived && { skuDerived: true }),
      name: name!.value,
      description,
      price: price!.kopiyky,
      oldPrice,
      stock,
      availability,
      barcode,
      brand,
      categoryId: field('categoryId') ? feedId(field('categoryId')!.value) : null,
      pictures,
      params: offerParams(offer.params),
      offer,
    },
    problems,
  };
}

/** The attribute values a row gives, and whether some param waits for an attribute to be made. */
export interface RowValues {
  values: Map<number, AttributeValue>;
  pending: boolean;
}

/**
 * Whether applying `row` would change `product`: only what the feed gives is compared (the link
 * to the feed's offer id too when it is the key; by SKU an update still keeps the link).
 */
export function differs(
  row: ImportRow,
  product: ExistingProduct,
  keyField: ImportKeyField,
  values: RowValues | null,
  stored: Map<number, AttributeValue> | undefined,
): boolean {
  if (values?.pending) return true;
  if (values) for (const [id, value] of values.values) if (!sameValue(stored?.get(id), value)) return true;
  return (
    (!row.skuDerived && row.sku !== product.sku) ||
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

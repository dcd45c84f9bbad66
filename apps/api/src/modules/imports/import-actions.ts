import type { ImportKeyField, ImportProblem } from '@supplier/contracts/imports';
import type { FeedPlan } from './import-plan';
import { differs, type ExistingProduct, type ExistingProducts, type ImportRow } from './import-row';
import { importsText } from './imports.messages';

/** What applying one row would do to the catalogue. */
export type RowAction =
  /** `problem`: a note on it (no pictures: it is made a draft). */
  | { kind: 'create'; row: ImportRow; categoryId: number; problem: ImportProblem | null }
  | { kind: 'update' | 'unchanged'; row: ImportRow; product: ExistingProduct }
  /** `excluded`: its category is one the supplier chose not to import (counted as skipped, not a problem). */
  | { kind: 'skip'; row: ImportRow; problem: ImportProblem; excluded: boolean };

const problemOfRow = (
  row: ImportRow,
  field: string,
  severity: ImportProblem['severity'],
  message: string,
): ImportProblem => ({ line: row.line, offer_id: row.offerId, field, severity, message });

/**
 * What each row would do, given the supplier's products found by SKU or (`keyField` `offer_id`)
 * by the feed's offer id. With the offer-id key a product no offer is linked to yet is found by
 * its SKU (the first run of a feed of products made by hand or by SKU); a product whose new SKU
 * another product of the supplier has is skipped. A row whose SKU is its offer id (the feed gives
 * none) is found by the offer id alone, and a product found keeps its own SKU. A new product
 * without pictures is made a draft, with a note saying so.
 */
export function rowActions(
  plan: FeedPlan,
  rows: ImportRow[],
  existing: ExistingProducts,
  keyField: ImportKeyField,
): RowAction[] {
  const { locale } = plan;
  const claimed = keyField === 'offer_id' ? new Set(rows.map((row) => row.offerId)) : null;
  return rows.map((row): RowAction => {
    let product: ExistingProduct | undefined;
    if (!claimed) product = existing.bySku.get(row.sku);
    else {
      product = existing.byOffer.get(row.offerId);
      const bySku = existing.bySku.get(row.sku);
      const taken = row.skuDerived ? !product && bySku : product && bySku && bySku.id !== product.id;
      if (taken) {
        const message = importsText(locale, 'sku_taken', { sku: row.sku });
        return { kind: 'skip', row, problem: problemOfRow(row, 'vendorCode', 'error', message), excluded: false };
      }
      if (!product && !row.skuDerived && bySku && !(bySku.feedOfferId !== null && claimed.has(bySku.feedOfferId))) {
        product = bySku;
      }
    }
    if (product) {
      const compared = row.skuDerived ? { ...row, sku: product.sku } : row;
      const values = compared.params.length > 0 ? plan.rowValues(compared) : null;
      const changed = differs(compared, product, keyField, values, existing.values?.get(product.id));
      return { kind: changed ? 'update' : 'unchanged', row: compared, product };
    }
    const place = row.place ?? plan.placement(row);
    if (typeof place === 'number') {
      const draft = row.pictures.length === 0 && importsText(locale, 'no_pictures_draft');
      const problem = draft ? problemOfRow(row, 'picture', 'warning', draft) : null;
      return { kind: 'create', row, categoryId: place, problem };
    }
    const excluded = row.place === undefined ? plan.excluded(row) : row.excluded === true;
    return { kind: 'skip', row, problem: problemOfRow(row, 'categoryId', 'error', place), excluded };
  });
}

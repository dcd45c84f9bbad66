/** Columns of the products table the supplier can show or hide (kept in localStorage). */
export const PRODUCT_COLUMNS = [
  'image',
  'name',
  'sku',
  'barcode',
  'brand',
  'category',
  'price',
  'stock',
  'availability',
  'status',
  'shelving',
  'created_at',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Always shown: the name (the row's link). */
export const FIXED_COLUMNS: readonly ProductColumn[] = ['name'];
export const DEFAULT_HIDDEN: readonly ProductColumn[] = ['barcode', 'brand', 'created_at'];

export const COLUMNS_STORAGE_KEY = 'products.columns';

export function readHiddenColumns(): ProductColumn[] {
  try {
    const raw = localStorage.getItem(COLUMNS_STORAGE_KEY);
    if (!raw) return [...DEFAULT_HIDDEN];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((c): c is ProductColumn => PRODUCT_COLUMNS.includes(c) && !FIXED_COLUMNS.includes(c))
      : [...DEFAULT_HIDDEN];
  } catch {
    return [...DEFAULT_HIDDEN];
  }
}

export function writeHiddenColumns(hidden: ProductColumn[]): void {
  try {
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(hidden));
  } catch {
    // storage full or blocked: the choice lasts for this visit only
  }
}

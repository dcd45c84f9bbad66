/** Columns of the products table the supplier can show, hide and order (kept per seller in localStorage). */
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
/** Hidden until chosen: what is left fits at 1440 px without sideways scroll (issue 17, item 7). */
export const DEFAULT_HIDDEN: readonly ProductColumn[] = ['barcode', 'brand', 'created_at'];

/** Which columns show, and in which order. */
export interface ColumnLayout {
  order: ProductColumn[];
  hidden: ProductColumn[];
}

export const DEFAULT_LAYOUT: ColumnLayout = { order: [...PRODUCT_COLUMNS], hidden: [...DEFAULT_HIDDEN] };

/** One choice per seller on a shared browser. */
export const columnsStorageKey = (userId: number | undefined) => `products.columns.${userId ?? 'guest'}`;

const isColumn = (value: unknown): value is ProductColumn => PRODUCT_COLUMNS.includes(value as ProductColumn);

/** The stored layout; unknown names are dropped and columns added since are appended in their default place. */
export function readColumnLayout(userId: number | undefined): ColumnLayout {
  try {
    const raw = localStorage.getItem(columnsStorageKey(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<Record<keyof ColumnLayout, unknown>>) : null;
    if (!parsed || !Array.isArray(parsed.order) || !Array.isArray(parsed.hidden)) return DEFAULT_LAYOUT;
    const order = [...new Set(parsed.order.filter(isColumn))];
    return {
      order: [...order, ...PRODUCT_COLUMNS.filter((column) => !order.includes(column))],
      hidden: parsed.hidden.filter((c): c is ProductColumn => isColumn(c) && !FIXED_COLUMNS.includes(c)),
    };
  } catch {
    return DEFAULT_LAYOUT;
  }
}

export function writeColumnLayout(userId: number | undefined, layout: ColumnLayout): void {
  try {
    localStorage.setItem(columnsStorageKey(userId), JSON.stringify(layout));
  } catch {
    // storage full or blocked: the choice lasts for this visit only
  }
}

/** The order with `column` moved one place earlier (-1) or later (+1); unchanged at either end. */
export function moveColumn(order: ProductColumn[], column: ProductColumn, by: -1 | 1): ProductColumn[] {
  const from = order.indexOf(column);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ProductListItem, ProductSort, SortOrder } from '@supplier/contracts/products';
import { Badge } from '@/components/ui/badge';
import type { DataColumn } from '@/components/ui/data-table';
import { ItemImage } from '@/components/ui/item-image';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date-format';
import type { ColumnLayout, ProductColumn } from '../lib/columns';
import { formatHryvnias } from '@/lib/money-format';

export const SORTABLE: Partial<Record<ProductColumn, ProductSort>> = {
  name: 'name',
  price: 'price',
  stock: 'stock',
  created_at: 'created_at',
};

export const statusVariant = {
  active: 'default',
  draft: 'secondary',
  inactive: 'outline',
  archived: 'outline',
} as const;

/**
 * Column widths in px for the table's fixed layout: the layout does not depend on the rows in the
 * DOM, so scrolling a virtualised page neither moves the columns nor lays out the whole table.
 * The name takes what is left, at least NAME_MIN_WIDTH.
 */
const COLUMN_WIDTH: Record<Exclude<ProductColumn, 'name'>, number> = {
  image: 40,
  sku: 110,
  barcode: 130,
  brand: 110,
  category: 140,
  price: 150,
  stock: 72,
  availability: 124,
  status: 112,
  shelving: 110,
  created_at: 104,
};
/** The default columns fit beside the side menu at 1440 px (about 1090 px for the table). */
const NAME_MIN_WIDTH = 200;

type Cells = Record<ProductColumn, Pick<DataColumn<ProductListItem>, 'cell' | 'cellClassName'>>;

/** Each column's cell; contents keep every row one height (ROW_HEIGHT in products-grid). */
function useCells(): Cells {
  const { t } = useTranslation('products');
  return useMemo<Cells>(
    () => ({
      image: { cell: (product) => <ItemImage src={product.image} className="size-7" /> },
      name: {
        cell: (product) => (
          <Link
            to={`/products/edit/${product.id}`}
            className="block truncate font-medium hover:underline"
            title={product.name}
            data-testid="product-link"
          >
            {product.name}
          </Link>
        ),
      },
      sku: {
        cellClassName: 'truncate font-mono text-xs',
        cell: (product) => <span title={product.sku}>{product.sku}</span>,
      },
      barcode: {
        cellClassName: 'truncate font-mono text-xs',
        cell: (product) => <span title={product.barcode ?? undefined}>{product.barcode ?? '—'}</span>,
      },
      brand: {
        cellClassName: 'truncate',
        cell: (product) => <span title={product.brand ?? undefined}>{product.brand ?? '—'}</span>,
      },
      category: {
        cellClassName: 'truncate text-muted-foreground',
        cell: (product) => <span title={product.category.name}>{product.category.name}</span>,
      },
      price: {
        cell: (product) => (
          <div className="flex items-baseline gap-1.5 truncate" data-testid="product-price-cell">
            <span>{formatHryvnias(product.price)}</span>
            {product.old_price !== null && (
              <span className="text-xs text-muted-foreground line-through">{formatHryvnias(product.old_price)}</span>
            )}
          </div>
        ),
      },
      stock: { cellClassName: 'truncate', cell: (product) => product.stock },
      availability: { cellClassName: 'truncate', cell: (product) => t(`availability.${product.availability}`) },
      status: {
        cell: (product) => (
          <Badge variant={statusVariant[product.status]} data-testid="product-status">
            {t(`status.${product.status}`)}
          </Badge>
        ),
      },
      shelving: {
        cellClassName: 'truncate font-mono text-xs',
        cell: (product) => (product.shelving ? `${product.shelving.code} × ${product.shelving_quantity}` : '—'),
      },
      created_at: { cellClassName: 'truncate', cell: (product) => formatDate(product.created_at) },
    }),
    [t],
  );
}

const HEADER_KEYS = {
  image: 'columns.image',
  name: 'columns.name',
  sku: 'columns.sku',
  barcode: 'columns.barcode',
  brand: 'columns.brand',
  category: 'columns.category',
  price: 'columns.price',
  stock: 'columns.stock',
  availability: 'columns.availability',
  status: 'columns.status',
  shelving: 'columns.shelving',
  created_at: 'columns.createdAt',
} as const satisfies Record<ProductColumn, string>;

/**
 * The table's shown columns in the seller's order, at fixed widths (the name takes what is left);
 * the sortable ones' headers sort the list (again: the other way).
 */
export function useProductColumns(
  layout: ColumnLayout,
  { sort, order, onSort }: { sort: ProductSort; order: SortOrder; onSort(sort: ProductSort): void },
): DataColumn<ProductListItem>[] {
  const { t } = useTranslation('products');
  const cells = useCells();
  return useMemo(
    () =>
      layout.order
        .filter((id) => !layout.hidden.includes(id))
        .map((id): DataColumn<ProductListItem> => {
          const sortKey = SORTABLE[id];
          const active = sortKey !== undefined && sortKey === sort;
          const name = t(HEADER_KEYS[id]);
          const SortIcon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
          return {
            id,
            className: 'px-2',
            ...cells[id],
            ...(id === 'name' ? { minWidth: NAME_MIN_WIDTH } : { width: COLUMN_WIDTH[id] }),
            sorted: active ? (order === 'asc' ? 'ascending' : 'descending') : undefined,
            header:
              id === 'image' ? (
                <span className="sr-only">{name}</span>
              ) : sortKey ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 uppercase hover:text-foreground"
                  onClick={() => onSort(sortKey)}
                  data-testid={`sort-${sortKey}`}
                >
                  {name}
                  <SortIcon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden />
                </button>
              ) : (
                name
              ),
          };
        }),
    [layout, sort, order, onSort, cells, t],
  );
}

import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { ImageOff } from 'lucide-react';
import type { ProductListItem, ProductSort } from '@supplier/contracts/products';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date-format';
import type { ProductColumn } from '../lib/columns';
import { formatHryvnias } from '@/lib/money-format';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merges into TanStack's generic interface
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the cell itself, so plain-text cells need no wrapping element. */
    cellClassName?: string;
  }
}

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

export function Thumb({ src, className }: { src: string | null; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('size-10 max-w-none shrink-0 rounded-md object-cover', className)}
    />
  ) : (
    <span
      className={cn('flex size-10 items-center justify-center rounded-md bg-muted text-muted-foreground', className)}
    >
      <ImageOff className="size-4" aria-hidden />
    </span>
  );
}

/**
 * Column widths in px for the table's fixed layout: the layout does not depend on the rows in the
 * DOM, so scrolling a virtualised page neither moves the columns nor lays out the whole table.
 * The name takes what is left, at least NAME_MIN_WIDTH.
 */
export const COLUMN_WIDTH: Record<'select' | Exclude<ProductColumn, 'name'>, number> = {
  select: 40,
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
export const NAME_MIN_WIDTH = 200;

/** The table's columns; cell contents keep every row one height (ROW_HEIGHT in products-grid). */
export function useProductColumns(): ColumnDef<ProductListItem>[] {
  const { t } = useTranslation('products');
  return useMemo<ColumnDef<ProductListItem>[]>(
    () => [
      {
        id: 'select',
        // rendered by ProductsTableHeader: the page's select-all box
        header: () => null,
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('list.selectRow', { name: row.original.name })}
            checked={row.getIsSelected()}
            onCheckedChange={(checked) => row.toggleSelected(checked === true)}
            data-testid="select-row"
          />
        ),
      },
      {
        id: 'image',
        header: () => <span className="sr-only">{t('columns.image')}</span>,
        cell: ({ row }) => <Thumb src={row.original.image} className="size-7" />,
      },
      {
        id: 'name',
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <Link
            to={`/products/edit/${row.original.id}`}
            className="block truncate font-medium hover:underline"
            title={row.original.name}
            data-testid="product-link"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'sku',
        header: () => t('columns.sku'),
        meta: { cellClassName: 'truncate font-mono text-xs' },
        cell: ({ row }) => <span title={row.original.sku}>{row.original.sku}</span>,
      },
      {
        id: 'barcode',
        header: () => t('columns.barcode'),
        meta: { cellClassName: 'truncate font-mono text-xs' },
        cell: ({ row }) => <span title={row.original.barcode ?? undefined}>{row.original.barcode ?? '—'}</span>,
      },
      {
        id: 'brand',
        header: () => t('columns.brand'),
        meta: { cellClassName: 'truncate' },
        cell: ({ row }) => <span title={row.original.brand ?? undefined}>{row.original.brand ?? '—'}</span>,
      },
      {
        id: 'category',
        header: () => t('columns.category'),
        meta: { cellClassName: 'truncate text-muted-foreground' },
        cell: ({ row }) => <span title={row.original.category.name}>{row.original.category.name}</span>,
      },
      {
        id: 'price',
        header: () => t('columns.price'),
        cell: ({ row }) => (
          <div className="flex items-baseline gap-1.5 truncate" data-testid="product-price-cell">
            <span>{formatHryvnias(row.original.price)}</span>
            {row.original.old_price !== null && (
              <span className="text-xs text-muted-foreground line-through">
                {formatHryvnias(row.original.old_price)}
              </span>
            )}
          </div>
        ),
      },
      {
        id: 'stock',
        header: () => t('columns.stock'),
        meta: { cellClassName: 'truncate' },
        cell: ({ row }) => row.original.stock,
      },
      {
        id: 'availability',
        header: () => t('columns.availability'),
        meta: { cellClassName: 'truncate' },
        cell: ({ row }) => t(`availability.${row.original.availability}`),
      },
      {
        id: 'status',
        header: () => t('columns.status'),
        cell: ({ row }) => (
          <Badge variant={statusVariant[row.original.status]} data-testid="product-status">
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'shelving',
        header: () => t('columns.shelving'),
        meta: { cellClassName: 'truncate font-mono text-xs' },
        cell: ({ row }) =>
          row.original.shelving ? `${row.original.shelving.code} × ${row.original.shelving_quantity}` : '—',
      },
      {
        id: 'created_at',
        header: () => t('columns.createdAt'),
        meta: { cellClassName: 'truncate' },
        cell: ({ row }) => formatDate(row.original.created_at),
      },
    ],
    [t],
  );
}

import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, ImageOff } from 'lucide-react';
import type { ProductListItem, ProductSort, SortOrder } from '@supplier/contracts/products';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date-format';
import type { ProductColumn } from '../lib/columns';

const SORTABLE: Partial<Record<ProductColumn, ProductSort>> = {
  name: 'name',
  price: 'price',
  stock: 'stock',
  created_at: 'created_at',
};

const statusVariant = {
  active: 'default',
  draft: 'secondary',
  inactive: 'outline',
  archived: 'outline',
} as const;

function Thumb({ src, className }: { src: string | null; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn('size-10 max-w-none shrink-0 rounded-md object-cover', className)}
    />
  ) : (
    <span
      className={cn(
        'flex size-10 items-center justify-center rounded-md bg-muted text-muted-foreground dark:bg-zinc-800',
        className,
      )}
    >
      <ImageOff className="size-4" aria-hidden />
    </span>
  );
}

/**
 * The products of one page: a table on wide screens, cards on narrow ones; rows are virtualised
 * (a 500-row page keeps only the visible rows in the DOM). Selection is by product id.
 */
export function ProductsGrid({
  rows,
  hidden,
  sort,
  order,
  onSort,
  selection,
  onSelectionChange,
  narrow,
}: {
  rows: ProductListItem[];
  hidden: ProductColumn[];
  sort: ProductSort;
  order: SortOrder;
  onSort: (sort: ProductSort) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  narrow: boolean;
}) {
  const { t } = useTranslation('products');
  const scroller = useRef<HTMLDivElement>(null);

  const columns = useMemo<ColumnDef<ProductListItem>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label={t('list.selectPage')}
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
            onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
            data-testid="select-page"
          />
        ),
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
        cell: ({ row }) => <Thumb src={row.original.image} />,
      },
      {
        id: 'name',
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <Link
            to={`/products/edit/${row.original.id}`}
            className="line-clamp-2 font-medium hover:underline"
            data-testid="product-link"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'sku',
        header: () => t('columns.sku'),
        cell: ({ row }) => <span className="font-mono text-xs whitespace-nowrap">{row.original.sku}</span>,
      },
      {
        id: 'barcode',
        header: () => t('columns.barcode'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.barcode ?? '—'}</span>,
      },
      { id: 'brand', header: () => t('columns.brand'), cell: ({ row }) => row.original.brand ?? '—' },
      {
        id: 'category',
        header: () => t('columns.category'),
        cell: ({ row }) => <span className="text-muted-foreground">{row.original.category.name}</span>,
      },
      {
        id: 'price',
        header: () => t('columns.price'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap" data-testid="product-price-cell">
            {row.original.price_format}
            {row.original.old_price_format && (
              <span className="ml-1 text-xs text-muted-foreground line-through">{row.original.old_price_format}</span>
            )}
          </span>
        ),
      },
      { id: 'stock', header: () => t('columns.stock'), cell: ({ row }) => row.original.stock },
      {
        id: 'availability',
        header: () => t('columns.availability'),
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
        cell: ({ row }) =>
          row.original.shelving ? (
            <span className="font-mono text-xs whitespace-nowrap">
              {row.original.shelving.code} × {row.original.shelving_quantity}
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'created_at',
        header: () => t('columns.createdAt'),
        cell: ({ row }) => formatDate(row.original.created_at),
      },
    ],
    [t],
  );

  const columnVisibility: VisibilityState = Object.fromEntries(hidden.map((id) => [id, false]));
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render; this component is not memoised
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: true,
    state: { rowSelection: selection, columnVisibility },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (narrow ? 132 : 57),
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  if (narrow) {
    return (
      <div ref={scroller} className="max-h-[70vh] overflow-y-auto" data-testid="products-cards">
        <div className="flex items-center gap-2 px-1 pb-2 text-sm">
          <Checkbox
            id="select-page-cards"
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
            onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
          />
          <label htmlFor="select-page-cards">{t('list.selectPage')}</label>
        </div>
        <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = tableRows[item.index]!;
            const product = row.original;
            return (
              <li
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute inset-x-0 pb-2"
                style={{ transform: `translateY(${item.start}px)` }}
                data-testid="product-card"
              >
                <div
                  className={cn(
                    'flex gap-3 rounded-xl border border-border bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900',
                    row.getIsSelected() && 'border-primary',
                  )}
                >
                  <Checkbox
                    aria-label={t('list.selectRow', { name: product.name })}
                    checked={row.getIsSelected()}
                    onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                  />
                  <Thumb src={product.image} className="size-16" />
                  <div className="grid min-w-0 flex-1 gap-1 text-sm">
                    <Link to={`/products/edit/${product.id}`} className="line-clamp-2 font-medium hover:underline">
                      {product.name}
                    </Link>
                    <span className="font-mono text-xs text-muted-foreground">{product.sku}</span>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{product.price_format}</span>
                      <Badge variant={statusVariant[product.status]}>{t(`status.${product.status}`)}</Badge>
                      <span className="text-xs text-muted-foreground">
                        {t('list.stockShort', { stock: product.stock })}
                      </span>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  const visibleCount = table.getVisibleLeafColumns().length;
  return (
    <div
      ref={scroller}
      className="max-h-[70vh] overflow-auto rounded-xl border border-border bg-white dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="products-table-scroll"
    >
      <table className="w-full text-sm" data-testid="products-table" aria-rowcount={tableRows.length + 1}>
        <thead className="sticky top-0 z-10 bg-white text-left text-xs text-muted-foreground uppercase shadow-[0_1px_0_var(--color-border)] dark:bg-zinc-900">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortKey = SORTABLE[header.column.id as ProductColumn];
                const active = sortKey === sort;
                return (
                  <th
                    key={header.id}
                    className="px-3 py-2 font-medium whitespace-nowrap"
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortKey ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-foreground"
                        onClick={() => onSort(sortKey)}
                        data-testid={`sort-${sortKey}`}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {active ? (
                          order === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowDown className="size-3.5" aria-hidden />
                          )
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                        )}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden>
              <td colSpan={visibleCount} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => {
            const row = tableRows[item.index]!;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                aria-selected={row.getIsSelected()}
                className={cn(
                  'border-b border-border last:border-b-0 dark:border-zinc-800',
                  row.getIsSelected() && 'bg-primary/5',
                )}
                data-testid="product-row"
                data-sku={row.original.sku}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden>
              <td colSpan={visibleCount} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

import { memo, useDeferredValue, useMemo, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnOrderState,
  type Row,
  type RowSelectionState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ProductListItem, ProductSort, SortOrder } from '@supplier/contracts/products';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { RowSelection } from '@/lib/use-row-selection';
import type { ColumnLayout } from '../lib/columns';
import { COLUMN_WIDTH, NAME_MIN_WIDTH, statusVariant, Thumb, useProductColumns } from './product-columns';
import { ProductsTableHeader } from './products-table-header';
import { formatHryvnias } from '@/lib/money-format';

/**
 * A compact table row: one line of text beside a 28 px thumbnail, 3 px above and below, and the
 * border; at 1440 × 900 the table shows at least 15 rows (issue 17, item 7). Rows are placed at
 * index × ROW_HEIGHT, so every cell keeps to one line (long texts are clamped, full on hover).
 */
const ROW_HEIGHT = 35;
const CARD_HEIGHT_ESTIMATE = 132;

/** The CSS grid template of the visible columns, and the width below which the table scrolls sideways. */
function gridColumns(ids: string[]): { template: string; minWidth: number } {
  const widths = ids.map((id) => (id === 'name' ? undefined : COLUMN_WIDTH[id as keyof typeof COLUMN_WIDTH]));
  return {
    template: widths
      .map((width) => (width === undefined ? `minmax(${NAME_MIN_WIDTH}px, 1fr)` : `${width}px`))
      .join(' '),
    minWidth: widths.reduce<number>((sum, width) => sum + (width ?? NAME_MIN_WIDTH), 0),
  };
}

/**
 * One table row, placed absolutely at its offset: rows entering or leaving the window do not move
 * the others, so a scroll step lays out and paints only the new rows. Memoised: `cells` keeps its
 * identity until the row's data, the columns or their visibility change.
 */
const ProductTableRow = memo(function ProductTableRow({
  row,
  cells,
  index,
  start,
  selected,
  template,
}: {
  row: Row<ProductListItem>;
  cells: Cell<ProductListItem, unknown>[];
  index: number;
  start: number;
  selected: boolean;
  template: string;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={cn(
        'absolute inset-x-0 top-0 grid items-center border-b border-border contain-strict',
        selected && 'bg-primary/5',
      )}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)`, gridTemplateColumns: template }}
      data-testid="product-row"
      data-sku={row.original.sku}
    >
      {cells.map((cell) => (
        <div role="cell" key={cell.id} className={cn('min-w-0 px-2', cell.column.columnDef.meta?.cellClassName)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
});

const ProductCard = memo(function ProductCard({ row, selected }: { row: Row<ProductListItem>; selected: boolean }) {
  const { t } = useTranslation('products');
  const product = row.original;
  return (
    <div className={cn('flex gap-3 rounded-xl border border-border bg-card p-3', selected && 'border-primary')}>
      <Checkbox
        aria-label={t('list.selectRow', { name: product.name })}
        checked={selected}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
      <Thumb src={product.image} className="size-16" />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <Link to={`/products/edit/${product.id}`} className="line-clamp-2 font-medium hover:underline">
          {product.name}
        </Link>
        <span className="font-mono text-xs text-muted-foreground">{product.sku}</span>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{formatHryvnias(product.price)}</span>
          <Badge variant={statusVariant[product.status]}>{t(`status.${product.status}`)}</Badge>
          <span className="text-xs text-muted-foreground">{t('list.stockShort', { stock: product.stock })}</span>
        </div>
      </div>
    </div>
  );
});

/** Options shared by both windows: only the rows near the viewport are in the DOM. */
const WINDOW = { overscan: 12, useFlushSync: false } as const;

/**
 * The table's rows that are in or near view. Scrolling re-renders only this component (and the
 * rows that enter), not the table around it.
 */
const VirtualTableRows = memo(function VirtualTableRows({
  rows,
  selection,
  scroller,
  template,
}: {
  rows: Row<ProductListItem>[];
  /** Passed so that a selection change renders the rows again. */
  selection: RowSelectionState;
  scroller: RefObject<HTMLDivElement | null>;
  template: string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer renders this component again on scroll; none of its functions is memoised elsewhere
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // the first render already holds the rows of a window's height, before the scroller is measured
    initialRect: { width: 0, height: window.innerHeight },
    ...WINDOW,
  });
  // Rows entering the window render in an interruptible pass: a fast fling spreads their work over
  // frames instead of stalling one (the overscan keeps them ready before they come into view).
  const items = useDeferredValue(virtualizer.getVirtualItems());
  return (
    <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        // the deferred window may still hold indexes of a longer page than the new one
        const row = rows[item.index];
        if (!row) return null;
        return (
          <ProductTableRow
            key={row.id}
            row={row}
            cells={row.getVisibleCells()}
            index={item.index}
            start={item.start}
            selected={Boolean(selection[row.id])}
            template={template}
          />
        );
      })}
    </div>
  );
});

/** The cards that are in or near view; cards are measured, as their text may wrap. */
const VirtualCards = memo(function VirtualCards({
  rows,
  selection,
  scroller,
}: {
  rows: Row<ProductListItem>[];
  selection: RowSelectionState;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer renders this component again on scroll; none of its functions is memoised elsewhere
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT_ESTIMATE,
    // as the table's rows: the first render holds a window's height of cards, before the scroller
    // (a parent, whose ref is set after this component's first layout effect) is measured
    initialRect: { width: 0, height: window.innerHeight },
    ...WINDOW,
  });
  return (
    <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <li
            key={row.id}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 pb-2"
            style={{ transform: `translateY(${item.start}px)` }}
            data-testid="product-card"
          >
            <ProductCard row={row} selected={Boolean(selection[row.id])} />
          </li>
        );
      })}
    </ul>
  );
});

/**
 * The products of one page: a table on wide screens, cards on narrow ones; rows are virtualised
 * (a 500-row page keeps only the visible rows in the DOM). Selection is by product id.
 */
export function ProductsGrid({
  rows,
  layout,
  sort,
  order,
  onSort,
  selection: ticked,
  narrow,
  busy,
}: {
  rows: ProductListItem[];
  layout: ColumnLayout;
  sort: ProductSort;
  order: SortOrder;
  onSort: (sort: ProductSort) => void;
  selection: RowSelection;
  narrow: boolean;
  /** Another page is loading: the rows dim. */
  busy: boolean;
}) {
  const { t } = useTranslation('products');
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useProductColumns();
  const selection = useMemo<RowSelectionState>(
    () => Object.fromEntries(ticked.ids.map((id) => [String(id), true])),
    [ticked.ids],
  );

  // Stable while the layout is: TanStack memoises each row's visible cells on these objects.
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(layout.hidden.map((id) => [id, false])),
    [layout.hidden],
  );
  const columnOrder = useMemo<ColumnOrderState>(() => ['select', ...layout.order], [layout.order]);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render; rows are memoised on its cached row and cell objects
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: true,
    state: { rowSelection: selection, columnVisibility, columnOrder },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(selection) : updater;
      ticked.set(
        Object.keys(next)
          .filter((id) => next[id])
          .map(Number),
      );
    },
  });
  const tableRows = table.getRowModel().rows;

  const allSelected = useMemo(() => {
    const count = rows.reduce((sum, product) => sum + (selection[String(product.id)] ? 1 : 0), 0);
    return count === 0 ? false : count === rows.length ? true : ('indeterminate' as const);
  }, [rows, selection]);

  if (narrow) {
    return (
      <div
        ref={scroller}
        className={cn('max-h-[70vh] overflow-y-auto', busy && 'opacity-60')}
        data-testid="products-cards"
      >
        <div className="flex items-center gap-2 px-1 pb-2 text-sm">
          <Checkbox
            id="select-page-cards"
            checked={allSelected}
            onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
          />
          <label htmlFor="select-page-cards">{t('list.selectPage')}</label>
        </div>
        <VirtualCards rows={tableRows} selection={selection} scroller={scroller} />
      </div>
    );
  }

  const visibleColumns = table.getVisibleLeafColumns();
  const { template, minWidth } = gridColumns(visibleColumns.map((column) => column.id));
  return (
    <div
      ref={scroller}
      className={cn('max-h-[70vh] overflow-auto rounded-xl border border-border bg-card', busy && 'opacity-60')}
      data-testid="products-table-scroll"
    >
      <div
        role="table"
        aria-label={t('list.table')}
        aria-rowcount={tableRows.length + 1}
        className="text-sm"
        style={{ minWidth }}
        data-testid="products-table"
      >
        <ProductsTableHeader
          headerGroups={table.getHeaderGroups()}
          template={template}
          sort={sort}
          order={order}
          onSort={onSort}
          allSelected={allSelected}
          onSelectAll={table.toggleAllRowsSelected}
        />
        <VirtualTableRows rows={tableRows} selection={selection} scroller={scroller} template={template} />
      </div>
    </div>
  );
}

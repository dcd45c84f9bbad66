import { memo, useCallback, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductListItem, ProductSort, SortOrder } from '@supplier/contracts/products';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable } from '@/components/ui/data-table';
import { ItemImage } from '@/components/ui/item-image';
import { cn } from '@/lib/cn';
import type { RowSelection } from '@/lib/use-row-selection';
import { ROW_WINDOW_BOX, useRowWindow } from '@/lib/use-row-window';
import type { ColumnLayout } from '../lib/columns';
import { statusVariant, useProductColumns } from './product-columns';
import { formatHryvnias } from '@/lib/money-format';

/**
 * A compact table row: one line of text beside a 28 px thumbnail, 3 px above and below, and the
 * border; at 1440 × 900 the table shows at least 15 rows (issue 17, item 7). Every cell keeps to
 * one line (long texts are clamped, full on hover).
 */
const VIRTUAL_ROWS = { rowHeight: 35, maxHeight: ROW_WINDOW_BOX };
const CARD_HEIGHT_ESTIMATE = 132;

const ProductCard = memo(function ProductCard({
  product,
  selected,
  onSelect,
}: {
  product: ProductListItem;
  selected: boolean;
  onSelect(id: number, on: boolean): void;
}) {
  const { t } = useTranslation('products');
  return (
    <div className={cn('flex gap-3 rounded-xl border border-border bg-card p-3', selected && 'border-primary')}>
      <Checkbox
        aria-label={t('list.selectRow', { name: product.name })}
        checked={selected}
        onCheckedChange={(checked) => onSelect(product.id, checked === true)}
      />
      <ItemImage src={product.image} className="size-16" />
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

/** The cards that are in or near view; cards are measured, as their text may wrap. */
function VirtualCards({
  rows,
  selection,
  scroller,
}: {
  rows: ProductListItem[];
  selection: RowSelection;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  const virtualizer = useRowWindow(rows.length, scroller, CARD_HEIGHT_ESTIMATE);
  return (
    <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const product = rows[item.index]!;
        return (
          <li
            key={product.id}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 pb-2"
            style={{ transform: `translateY(${item.start}px)` }}
            data-testid="product-card"
          >
            <ProductCard product={product} selected={selection.has(product.id)} onSelect={selection.toggle} />
          </li>
        );
      })}
    </ul>
  );
}

/** The page's cards on a narrow screen, under a box that ticks them all. */
function ProductCards({ rows, selection, busy }: { rows: ProductListItem[]; selection: RowSelection; busy: boolean }) {
  const { t } = useTranslation('products');
  const scroller = useRef<HTMLDivElement>(null);
  const ids = rows.map((product) => product.id);
  const ticked = ids.filter((id) => selection.has(id)).length;
  return (
    <div
      ref={scroller}
      className={cn(ROW_WINDOW_BOX, 'overflow-y-auto', busy && 'opacity-60')}
      data-testid="products-cards"
    >
      <div className="flex items-center gap-2 px-1 pb-2 text-sm">
        <Checkbox
          id="select-page-cards"
          checked={ticked === 0 ? false : ticked === ids.length ? true : 'indeterminate'}
          onCheckedChange={() => selection.toggleAll(ids)}
        />
        <label htmlFor="select-page-cards">{t('list.selectPage')}</label>
      </div>
      <VirtualCards rows={rows} selection={selection} scroller={scroller} />
    </div>
  );
}

/**
 * The products of one page: the house's table on wide screens, cards on narrow ones; both
 * virtualised (a 500-row page keeps only the visible rows in the DOM). Selection is by product id.
 */
export function ProductsGrid({
  rows,
  layout,
  sort,
  order,
  onSort,
  selection,
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
  const columns = useProductColumns(layout, { sort, order, onSort });
  const { ids } = selection;
  const rowProps = useCallback(
    (product: ProductListItem) => {
      const selected = ids.includes(product.id);
      return {
        'aria-selected': selected,
        className: selected ? 'bg-primary/5' : undefined,
        'data-testid': 'product-row',
        'data-sku': product.sku,
      };
    },
    [ids],
  );
  if (narrow) return <ProductCards rows={rows} selection={selection} busy={busy} />;
  return (
    <DataTable
      caption={t('list.table')}
      columns={columns}
      rows={rows}
      rowKey={productId}
      rowProps={rowProps}
      busy={busy}
      selection={{
        selection,
        label: (product) => t('list.selectRow', { name: product.name }),
        pageLabel: t('list.selectPage'),
        testId: 'select-row',
        pageTestId: 'select-page',
      }}
      virtualRows={VIRTUAL_ROWS}
      testId="products-table"
      scrollTestId="products-table-scroll"
    />
  );
}

const productId = (product: ProductListItem) => product.id;

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, type HeaderGroup } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ProductListItem, ProductSort, SortOrder } from '@supplier/contracts/products';
import { Checkbox } from '@/components/ui/checkbox';
import type { ProductColumn } from '../lib/columns';
import { SORTABLE } from './product-columns';

/**
 * The sticky header row of the products table: sort buttons and the page's select-all box.
 * Memoised, so scrolling the rows does not render it again.
 */
export const ProductsTableHeader = memo(function ProductsTableHeader({
  headerGroups,
  template,
  sort,
  order,
  onSort,
  allSelected,
  onSelectAll,
}: {
  headerGroups: HeaderGroup<ProductListItem>[];
  template: string;
  sort: ProductSort;
  order: SortOrder;
  onSort: (sort: ProductSort) => void;
  allSelected: boolean | 'indeterminate';
  onSelectAll: (selected: boolean) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <div role="rowgroup" className="sticky top-0 z-10">
      {headerGroups.map((group) => (
        <div
          role="row"
          aria-rowindex={1}
          key={group.id}
          className="grid items-center bg-card text-left text-xs text-muted-foreground uppercase shadow-[0_1px_0_var(--color-border)]"
          style={{ gridTemplateColumns: template }}
        >
          {group.headers.map((header) => {
            const sortKey = SORTABLE[header.column.id as ProductColumn];
            const active = sortKey === sort;
            let content;
            if (header.column.id === 'select') {
              content = (
                <Checkbox
                  aria-label={t('list.selectPage')}
                  checked={allSelected}
                  onCheckedChange={(checked) => onSelectAll(checked === true)}
                  data-testid="select-page"
                />
              );
            } else if (sortKey) {
              content = (
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
              );
            } else {
              content = flexRender(header.column.columnDef.header, header.getContext());
            }
            return (
              <div
                role="columnheader"
                key={header.id}
                className="truncate px-2 py-2 font-medium"
                aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {content}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});

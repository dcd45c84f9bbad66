import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PackageSearch, Plus } from 'lucide-react';
import type { ProductSort, SortOrder } from '@supplier/contracts/products';
import { Button } from '@/components/ui/button';
import { KeysetPager } from '@/components/ui/keyset-pager';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { cn } from '@/lib/cn';
import { useAddressParams } from '@/lib/use-address-params';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useKeysetPaging } from '@/lib/use-keyset-paging';
import { useMediaQuery } from '@/lib/use-media-query';
import { useProducts } from '../api/get-products';
import { useColumnLayout } from '../hooks/use-column-layout';
import { useListQuery } from '../hooks/use-list-query';
import { usePageSelection } from '../hooks/use-page-selection';
import { SORT_CHOICES, filtersActive, readParams, writeParams, type ListParams } from '../lib/list-params';
import { BulkActionsBar } from './bulk-actions-bar';
import { ColumnChooser } from './column-chooser';
import { PerPageSelect } from './per-page-select';
import type { ProductFormOption } from './product-form';
import { ProductsExport } from './products-export';
import { ProductsFeedDialog } from './products-feed-dialog';
import { ProductsFilters, type CategoryFilterSlot } from './products-filters';
import { ProductsGrid } from './products-grid';
import { ProductsStatusTabs } from './products-status-tabs';

export type { CategoryFilterSlot } from './products-filters';

/**
 * `Продукти`: the supplier's products page by page (keyset: Next follows the server's cursor,
 * Previous goes back the way it came), with sort, filters, search, a column chooser (shown and
 * ordered columns, kept per seller in localStorage), selection and bulk actions; cards on narrow screens.
 */
export function ProductsList({
  title,
  shelvings,
  categoryFilter,
}: {
  title: string;
  shelvings: ProductFormOption[];
  categoryFilter: CategoryFilterSlot;
}) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useAddressParams();
  const params = readParams(search);
  const paramsKey = writeParams(params).toString();
  const update = (patch: Partial<ListParams>) =>
    setSearch((current) => writeParams({ ...readParams(current), ...patch }), { replace: true });
  const [q, setQ] = useDebouncedSearch(
    params.q,
    useCallback(
      (text: string) => setSearch((current) => writeParams({ ...readParams(current), q: text }), { replace: true }),
      [setSearch],
    ),
  );
  const paging = useKeysetPaging(paramsKey);
  const selection = usePageSelection(`${paramsKey}|${paging.cursor ?? ''}`);
  const [layout, changeLayout] = useColumnLayout();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const { wanted, badRange, query } = useListQuery(params, paging.cursor);
  const products = useProducts(query);
  const filters = filtersActive(params);

  const sortBy = (sort: ProductSort) =>
    update({
      sort,
      order: params.sort === sort ? (params.order === 'asc' ? 'desc' : 'asc') : sort === 'created_at' ? 'desc' : 'asc',
    });
  const filtered = Boolean(params.q || params.status || filters);

  return (
    <section className="flex flex-col gap-4" data-testid="products-page">
      <PageHeader
        title={title}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/products/shelvings">{t('list.toShelvings')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/products/attributes">{t('list.toAttributes')}</Link>
            </Button>
            <Button asChild>
              <Link to="/products/panel" data-testid="products-add">
                <Plus aria-hidden />
                {t('list.add')}
              </Link>
            </Button>
          </>
        }
      />

      <ProductsStatusTabs value={params.status} onChange={(status) => update({ status })} />

      <ListToolbar
        testIdPrefix="products"
        search={{ value: q, onChange: setQ, placeholder: t('list.search'), label: t('list.search') }}
        filters={{
          active: filters,
          open: filtersOpen,
          onToggle: () => setFiltersOpen((open) => !open),
          label: t('filters.title'),
        }}
        sort={{
          value: `${params.sort}:${params.order}`,
          onChange: (choice) => {
            const [sort, order] = choice.split(':') as [ProductSort, SortOrder];
            update({ sort, order });
          },
          label: t('list.sort'),
          options: SORT_CHOICES.map(([sort, order]) => ({
            value: `${sort}:${order}`,
            label: t(`sort.${sort}_${order}`),
          })),
        }}
      >
        <ColumnChooser layout={layout} onChange={changeLayout} />
        <PerPageSelect value={params.per_page} onChange={(per_page) => update({ per_page })} />
        <ProductsExport query={wanted} disabled={badRange !== null} />
        <ProductsFeedDialog />
      </ListToolbar>

      {filtersOpen && (
        <ProductsFilters
          params={params}
          active={filters}
          badRange={badRange}
          shelvings={shelvings}
          categoryFilter={categoryFilter}
          onChange={update}
        />
      )}

      {selection.ids.length > 0 && (
        <BulkActionsBar ids={selection.ids} shelvings={shelvings} onDone={selection.clear} />
      )}
      <ListStates
        result={products}
        loading={{ rows: 5, className: 'h-14 rounded-lg', testId: 'products-loading' }}
        error={{ title: t('list.loadError') }}
        empty={
          <EmptyState
            icon={PackageSearch}
            title={filtered ? t('list.emptyFiltered') : t('list.empty')}
            action={
              !filtered && (
                <Button asChild>
                  <Link to="/products/panel">{t('list.add')}</Link>
                </Button>
              )
            }
            testId="products-empty"
          />
        }
      >
        {(data) => (
          <div className={cn('grid gap-3', products.isPlaceholderData && 'opacity-60')}>
            <ProductsGrid
              rows={data.data}
              layout={layout}
              sort={params.sort}
              order={params.order}
              onSort={sortBy}
              selection={selection.rows}
              onSelectionChange={selection.change}
              narrow={!wide}
            />
            <KeysetPager
              paging={paging}
              nextCursor={data.meta.next_cursor}
              busy={products.isFetching}
              label={t('list.pages')}
              testIdPrefix="page"
              summary={
                <span data-testid="products-total">
                  {data.meta.total_exact
                    ? t('list.total', { count: data.meta.total, formatted: data.meta.total.toLocaleString('uk-UA') })
                    : t('list.totalMore', { formatted: data.meta.total.toLocaleString('uk-UA') })}
                  {paging.page > 1 && ` · ${t('list.pageNumber', { page: paging.page })}`}
                </span>
              }
            />
          </div>
        )}
      </ListStates>
    </section>
  );
}

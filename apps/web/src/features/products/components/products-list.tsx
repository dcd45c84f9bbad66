import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Columns3, Ellipsis, PackageSearch, Plus } from 'lucide-react';
import type { ProductSort, SortOrder } from '@supplier/contracts/products';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { useFirstPageShown } from '@/lib/first-page-shown';
import { useCan } from '@/lib/permissions';
import { useListAddress } from '@/lib/use-list-address';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRowSelection } from '@/lib/use-row-selection';
import { useProducts } from '../api/get-products';
import { useColumnLayout } from '../hooks/use-column-layout';
import { useListQuery } from '../hooks/use-list-query';
import { PRODUCTS_ADDRESS, SORT_CHOICES, filtersActive } from '../lib/list-params';
import { PerPageSelect } from './per-page-select';
import type { ProductFormOption } from './product-form';
import { ProductsExport } from './products-export';
import { ProductsFeedDialog } from './products-feed-dialog';
import { ProductsFilters, type CategoryFilterSlot } from './products-filters';
import { ProductsGrid } from './products-grid';
import { ProductsStatusTabs } from './products-status-tabs';
import { formatNumber } from '@/lib/number-format';

export type { CategoryFilterSlot } from './products-filters';

// Not needed for the first row (issue 36): the bulk actions load with the first tick, the column
// chooser (a popover and its positioning) once the first page has shown (lib/first-page-shown).
const BulkActionsBar = lazy(() => import('./bulk-actions-bar').then((module) => ({ default: module.BulkActionsBar })));
const ColumnChooser = lazy(() => import('./column-chooser').then((module) => ({ default: module.ColumnChooser })));

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
  const list = useListAddress({ codec: PRODUCTS_ADDRESS, search: 'q' });
  const { params, paging, update } = list;
  const selection = useRowSelection(`${list.key}|${paging.cursor ?? ''}`);
  const [layout, changeLayout] = useColumnLayout();
  const wide = useMediaQuery('(min-width: 768px)');
  const firstPageShown = useFirstPageShown();
  // On a phone the list's own actions (page size, export, the feed's address) wait behind one button,
  // so the first product is on the first screen (issue 37).
  const [moreOpen, setMoreOpen] = useState(false);
  // the shelvings are the warehouse's (ADR 0041): the catalogue role is not sent there
  const placesOnShelvings = useCan('shelvings');
  const { wanted, badRange, query } = useListQuery(params, paging.cursor);
  const products = useProducts(query);
  const active = filtersActive(params);

  // the chooser's button's place until its code comes, so the toolbar does not move
  const columnChooserPlace = (
    <Button variant="outline" disabled aria-hidden>
      <Columns3 aria-hidden />
      <span className="hidden sm:inline">{t('columns.choose')}</span>
    </Button>
  );

  const sortBy = (sort: ProductSort) =>
    update({
      sort,
      order: params.sort === sort ? (params.order === 'asc' ? 'desc' : 'asc') : sort === 'created_at' ? 'desc' : 'asc',
    });

  return (
    <ListPage
      list={list}
      testId="products-page"
      title={title}
      actions={
        <>
          {/* on a phone the side menu's «Продукти» group leads there */}
          {placesOnShelvings && (
            <Button asChild variant="outline" className="max-sm:hidden">
              <Link to="/products/shelvings">{t('list.toShelvings')}</Link>
            </Button>
          )}
          <Button asChild variant="outline" className="max-sm:hidden">
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
      above={<ProductsStatusTabs value={params.status} onChange={(status) => update({ status })} />}
      toolbar={{
        testIdPrefix: 'products',
        search: { placeholder: t('list.search'), label: t('list.search') },
        filters: {
          active,
          label: t('filters.title'),
          panel: (
            <ProductsFilters
              params={params}
              active={active}
              badRange={badRange}
              shelvings={shelvings}
              categoryFilter={categoryFilter}
              onChange={update}
            />
          ),
        },
        sort: {
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
        },
        actions: (
          <>
            {wide &&
              (firstPageShown ? (
                <Suspense fallback={columnChooserPlace}>
                  <ColumnChooser layout={layout} onChange={changeLayout} />
                </Suspense>
              ) : (
                columnChooserPlace
              ))}
            {!wide && (
              <Button
                variant="outline"
                size="icon"
                aria-label={t('list.moreActions')}
                aria-expanded={moreOpen}
                onClick={() => setMoreOpen((open) => !open)}
                data-testid="products-more-actions"
              >
                <Ellipsis aria-hidden />
              </Button>
            )}
            {(wide || moreOpen) && (
              <div id="products-more-actions" className="flex flex-wrap items-center gap-2 max-md:basis-full">
                <PerPageSelect value={params.per_page} onChange={(per_page) => update({ per_page })} />
                <ProductsExport query={wanted} disabled={badRange !== null} />
                <ProductsFeedDialog />
              </div>
            )}
          </>
        ),
      }}
      bulkBar={
        selection.ids.length > 0 && (
          <Suspense fallback={null}>
            <BulkActionsBar ids={selection.ids} shelvings={shelvings} onDone={selection.clear} />
          </Suspense>
        )
      }
      result={products}
      loading={{ rows: 5, className: 'h-14 rounded-lg', testId: 'products-loading' }}
      error={{ title: t('list.loadError') }}
      empty={{
        filtered: Boolean(params.q || params.status || active),
        icon: PackageSearch,
        title: t('list.empty'),
        filteredTitle: t('list.emptyFiltered'),
        action: (
          <Button asChild>
            <Link to="/products/panel">{t('list.add')}</Link>
          </Button>
        ),
        testId: 'products-empty',
      }}
      pager={{
        label: t('list.pages'),
        testIdPrefix: 'page',
        summary: (data) => (
          <span data-testid="products-total">
            {data.meta.total_exact
              ? t('list.total', { count: data.meta.total, formatted: formatNumber(data.meta.total) })
              : t('list.totalMore', { formatted: formatNumber(data.meta.total) })}
            {paging.page > 1 && ` · ${t('list.pageNumber', { page: paging.page })}`}
          </span>
        ),
      }}
    >
      {(rows, { busy }) => (
        <ProductsGrid
          rows={rows}
          layout={layout}
          sort={params.sort}
          order={params.order}
          onSort={sortBy}
          selection={selection}
          narrow={!wide}
          busy={busy}
        />
      )}
    </ListPage>
  );
}

import { useCallback, useState, type ReactNode } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowSelectionState } from '@tanstack/react-table';
import { CircleAlert, PackageSearch, Plus, RotateCw, SlidersHorizontal, X } from 'lucide-react';
import { productAvailabilities, productStatuses, type ProductSort } from '@supplier/contracts/products';
import { Button } from '@/components/ui/button';
import { KeysetPager } from '@/components/ui/keyset-pager';
import { Input, inputClassName } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useProducts } from '../api/get-products';
import { readColumnLayout, writeColumnLayout, type ColumnLayout } from '../lib/columns';
import {
  PER_PAGE_CHOICES,
  contradictoryRange,
  queryOf,
  readParams,
  writeParams,
  type ListParams,
} from '../lib/list-params';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useKeysetPaging } from '@/lib/use-keyset-paging';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAddressParams } from '@/lib/use-address-params';
import { BulkActionsBar } from './bulk-actions-bar';
import { ColumnChooser } from './column-chooser';
import { ProductsExport } from './products-export';
import { ProductsFeedDialog } from './products-feed-dialog';
import type { ProductFormOption } from './product-form';
import { ProductsGrid } from './products-grid';

/** Lets the page put a category picker in the filters (categories are another feature). */
export type CategoryFilterSlot = (props: {
  value: { id: number; name: string } | null;
  onChange: (category: { id: number; name: string } | null) => void;
}) => ReactNode;

const SORT_CHOICES: [ProductSort, 'asc' | 'desc'][] = [
  ['created_at', 'desc'],
  ['created_at', 'asc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['name', 'asc'],
  ['name', 'desc'],
  ['stock', 'asc'],
  ['stock', 'desc'],
];

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
  const { t } = useTranslation(['products', 'common']);
  const [search, setSearch] = useAddressParams();
  const params = readParams(search);
  const paramsKey = writeParams(params).toString();
  const [q, setQ] = useDebouncedSearch(
    params.q,
    useCallback(
      (text: string) => setSearch((current) => writeParams({ ...readParams(current), q: text }), { replace: true }),
      [setSearch],
    ),
  );
  const paging = useKeysetPaging(paramsKey);
  const [selected, setSelected] = useState<{ key: string; rows: RowSelectionState }>({ key: '', rows: {} });
  const pageKey = `${paramsKey}|${paging.cursor ?? ''}`;
  const selection = selected.key === pageKey ? selected.rows : {};
  const userId = useSession((state) => state.user?.data.id);
  const [layout, setLayout] = useState<ColumnLayout>(() => readColumnLayout(userId));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');

  const update = (patch: Partial<ListParams>) =>
    setSearch((current) => writeParams({ ...readParams(current), ...patch }), { replace: true });

  const wanted = queryOf(params, paging.cursor);
  const badRange = contradictoryRange(params);
  // While a range contradicts itself the list keeps the last answer it showed (no request).
  const [shown, setShown] = useState(wanted);
  if (!badRange && JSON.stringify(wanted) !== JSON.stringify(shown)) setShown(wanted);
  const query = badRange ? shown : wanted;
  const { data, isPending, isError, refetch, isRefetching, isPlaceholderData, isFetching } = useProducts(query);
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);

  const changeLayout = (next: ColumnLayout) => {
    setLayout(next);
    writeColumnLayout(userId, next);
  };
  const sortBy = (sort: ProductSort) =>
    update({
      sort,
      order: params.sort === sort ? (params.order === 'asc' ? 'desc' : 'asc') : sort === 'created_at' ? 'desc' : 'asc',
    });
  const filtersActive = [
    params.availability,
    params.category_id,
    params.shelving_id,
    params.price_min,
    params.price_max,
    params.stock_min,
    params.stock_max,
  ].some(Boolean);

  const totalText = data
    ? data.meta.total_exact
      ? t('list.total', { count: data.meta.total, formatted: data.meta.total.toLocaleString('uk-UA') })
      : t('list.totalMore', { formatted: data.meta.total.toLocaleString('uk-UA') })
    : '';

  let body;
  if (isPending) {
    body = (
      <div className="grid gap-2" aria-busy="true" data-testid="products-loading">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  } else if (isError || !data) {
    body = (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl border border-destructive/40 bg-card p-4 text-sm text-destructive"
      >
        <CircleAlert className="size-4" aria-hidden />
        {t('list.loadError')}
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
          <RotateCw className={cn(isRefetching && 'animate-spin')} aria-hidden />
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (data.data.length === 0) {
    const filtered = Boolean(params.q || params.status || filtersActive);
    body = (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
        data-testid="products-empty"
      >
        <PackageSearch className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{filtered ? t('list.emptyFiltered') : t('list.empty')}</p>
        {!filtered && (
          <Button asChild>
            <Link to="/products/panel">{t('list.add')}</Link>
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <div className={cn('grid gap-3', isPlaceholderData && 'opacity-60')}>
        <ProductsGrid
          rows={data.data}
          layout={layout}
          sort={params.sort}
          order={params.order}
          onSort={sortBy}
          selection={selection}
          onSelectionChange={(rows) => setSelected({ key: pageKey, rows })}
          narrow={!wide}
        />
        <KeysetPager
          paging={paging}
          nextCursor={data.meta.next_cursor}
          busy={isFetching}
          label={t('list.pages')}
          testIdPrefix="page"
          summary={
            <span data-testid="products-total">
              {totalText}
              {paging.page > 1 && ` · ${t('list.pageNumber', { page: paging.page })}`}
            </span>
          }
        />
      </div>
    );
  }

  const rangeErrorId = 'products-filter-range-error';
  const numberFilter = (name: 'price_min' | 'price_max' | 'stock_min' | 'stock_max') => {
    const invalid = badRange !== null && name.startsWith(badRange);
    return (
      <Input
        inputMode="decimal"
        value={params[name]}
        onChange={(event) => update({ [name]: event.target.value })}
        placeholder={t(`filters.${name}`)}
        aria-label={t(`filters.${name}`)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? rangeErrorId : undefined}
        className="w-32"
        data-testid={`filter-${name}`}
      />
    );
  };

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

      <div role="tablist" aria-label={t('list.statusTabs')} className="flex flex-wrap gap-1 border-b border-border">
        {(['', ...productStatuses] as const).map((status) => (
          <button
            key={status || 'all'}
            type="button"
            role="tab"
            aria-selected={params.status === status}
            onClick={() => update({ status })}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm',
              params.status === status
                ? 'border-primary font-medium text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
            data-testid={`status-tab-${status || 'all'}`}
          >
            {status ? t(`statusTabs.${status}`) : t('statusTabs.all')}
          </button>
        ))}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className="min-w-60 flex-1"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          data-testid="products-search"
        />
        <select
          value={`${params.sort}:${params.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [ProductSort, 'asc' | 'desc'];
            update({ sort, order });
          }}
          aria-label={t('list.sort')}
          className={cn(inputClassName, 'w-auto')}
          data-testid="products-sort"
        >
          {SORT_CHOICES.map(([sort, order]) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`sort.${sort}_${order}`)}
            </option>
          ))}
        </select>
        <Button
          variant={filtersActive ? 'secondary' : 'outline'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          data-testid="filters-toggle"
        >
          <SlidersHorizontal aria-hidden />
          {t('filters.title')}
        </Button>
        <ColumnChooser layout={layout} onChange={changeLayout} />
        <select
          value={params.per_page}
          onChange={(event) => update({ per_page: Number(event.target.value) })}
          aria-label={t('list.perPage')}
          className={cn(inputClassName, 'w-auto')}
          data-testid="products-per-page"
        >
          {PER_PAGE_CHOICES.map((size) => (
            <option key={size} value={size}>
              {t('list.perPageOption', { count: size })}
            </option>
          ))}
        </select>
        <ProductsExport query={wanted} disabled={badRange !== null} />
        <ProductsFeedDialog />
      </div>

      {filtersOpen && (
        <div
          className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card p-3"
          data-testid="filters"
        >
          {categoryFilter({
            value: params.category_id ? { id: Number(params.category_id), name: params.category_name } : null,
            onChange: (category) =>
              update({ category_id: category ? String(category.id) : '', category_name: category?.name ?? '' }),
          })}
          <select
            value={params.availability}
            onChange={(event) => update({ availability: event.target.value })}
            aria-label={t('fields.availability')}
            className={cn(inputClassName, 'w-auto')}
          >
            <option value="">{t('filters.anyAvailability')}</option>
            {productAvailabilities.map((value) => (
              <option key={value} value={value}>
                {t(`availability.${value}`)}
              </option>
            ))}
          </select>
          <select
            value={params.shelving_id}
            onChange={(event) => update({ shelving_id: event.target.value })}
            aria-label={t('fields.shelving')}
            className={cn(inputClassName, 'w-auto')}
            data-testid="filter-shelving"
          >
            <option value="">{t('filters.anyShelving')}</option>
            <option value="none">{t('filters.noShelving')}</option>
            {shelvings.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          {numberFilter('price_min')}
          {numberFilter('price_max')}
          {numberFilter('stock_min')}
          {numberFilter('stock_max')}
          {filtersActive && (
            <Button
              variant="ghost"
              onClick={() =>
                update({
                  availability: '',
                  category_id: '',
                  category_name: '',
                  shelving_id: '',
                  price_min: '',
                  price_max: '',
                  stock_min: '',
                  stock_max: '',
                })
              }
            >
              <X aria-hidden />
              {t('filters.reset')}
            </Button>
          )}
          {badRange && (
            <p
              id={rangeErrorId}
              role="alert"
              className="basis-full text-sm text-destructive"
              data-testid="filter-range-error"
            >
              {t(`filters.${badRange}Range`)}
            </p>
          )}
        </div>
      )}

      {selectedIds.length > 0 && (
        <BulkActionsBar
          ids={selectedIds}
          shelvings={shelvings}
          onDone={() => setSelected({ key: pageKey, rows: {} })}
        />
      )}
      {body}
    </section>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle } from 'lucide-react';
import { ORDERS_PATHS } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { KeysetPager } from '@/components/ui/keyset-pager';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { apiDownload } from '@/lib/api-client';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useKeysetPaging } from '@/lib/use-keyset-paging';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAddressParams } from '@/lib/use-address-params';
import { useOrderCounts } from '../api/get-order-counts';
import { useOrders } from '../api/get-orders';
import { useOrderSelection } from '../hooks/use-order-selection';
import { useOrdersLive } from '../hooks/use-orders-live';
import {
  ORDER_SORT_OPTIONS,
  exportQueryOf,
  filtersActive,
  queryOf,
  rangeInvalid,
  readParams,
  writeParams,
  type OrdersParams,
} from '../lib/list-params';
import { OrderTabs } from './order-tabs';
import { OrdersBulkBar } from './orders-bulk-bar';
import { OrdersFilters, type StoreOption } from './orders-filters';
import { OrdersCards, OrdersTable } from './orders-table';

/**
 * `Замовлення`: the supplier's orders by status tab (with live counts), page by page (keyset:
 * Next follows the server's cursor, Previous goes back the way it came), with search and
 * filters kept in the address; a table on wide screens, cards on narrow ones.
 */
export function OrdersList({ title, stores }: { title: string; stores: StoreOption[] }) {
  const { t } = useTranslation('orders');
  useOrdersLive();
  const [address, setAddress] = useAddressParams();
  const params = readParams(address);
  const paramsKey = writeParams(params).toString();
  const [text, setText] = useDebouncedSearch(
    params.search,
    useCallback(
      (search: string) => setAddress((current) => writeParams({ ...readParams(current), search }), { replace: true }),
      [setAddress],
    ),
  );
  const paging = useKeysetPaging(paramsKey);
  const [filtersOpen, setFiltersOpen] = useState(filtersActive(params));
  const wide = useMediaQuery('(min-width: 768px)');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    apiDownload(ORDERS_PATHS.export, exportQueryOf(params, format) as Record<string, string | undefined>)
      .catch(() => undefined) // the refusal is shown as a toast
      .finally(() => setExporting(null));
  };

  const update = (patch: Partial<OrdersParams>) =>
    setAddress((current) => writeParams({ ...readParams(current), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });

  const badRange = rangeInvalid(params);
  const counts = useOrderCounts();
  const orders = useOrders(queryOf(params, paging.cursor), !badRange);
  const selection = useOrderSelection(`${paramsKey}|${paging.page}`);
  const filtered = Boolean(params.search.trim() || filtersActive(params) || params.tab !== 'all');

  return (
    <section className="flex min-w-0 flex-col gap-4" data-testid="orders-page">
      <PageHeader title={title} />
      <OrderTabs value={params.tab} counts={counts.data} onChange={(tab) => update({ tab })} />
      <ListToolbar
        testIdPrefix="orders"
        search={{ value: text, onChange: setText, placeholder: t('list.search'), label: t('list.searchLabel') }}
        filters={{
          active: filtersActive(params),
          open: filtersOpen,
          onToggle: () => setFiltersOpen((open) => !open),
          label: t('list.filters'),
        }}
        sort={{
          value: params.sort,
          onChange: (sort) => update({ sort }),
          label: t('list.sort'),
          options: [
            { value: '', label: t('sort.created_at.desc') },
            ...ORDER_SORT_OPTIONS.filter((option) => option !== 'created_at.desc').map((option) => ({
              value: option,
              label: t(`sort.${option}`),
            })),
          ],
        }}
      >
        <div role="group" aria-label={t('list.export')} className="flex gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={exporting !== null || badRange}
              onClick={() => download(format)}
              data-testid={`orders-export-${format}`}
            >
              {exporting === format ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
              {t(`list.export_${format}`)}
            </Button>
          ))}
        </div>
      </ListToolbar>
      {filtersOpen && (
        <OrdersFilters
          params={params}
          stores={stores}
          active={filtersActive(params)}
          rangeInvalid={badRange}
          onChange={update}
        />
      )}
      <ListStates
        result={orders}
        loading={{ rows: 6, className: 'h-16 rounded-xl', testId: 'orders-loading' }}
        error={{ title: t('list.loadError'), testId: 'orders-error' }}
        empty={
          <EmptyState
            title={filtered ? t('list.emptyFiltered') : t('list.empty')}
            description={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')}
            testId="orders-empty"
          />
        }
      >
        {(data) => (
          <div className="grid gap-3">
            <OrdersBulkBar selection={selection} />
            {wide ? (
              <OrdersTable rows={data.data} busy={orders.isPlaceholderData} selection={selection} />
            ) : (
              <OrdersCards rows={data.data} busy={orders.isPlaceholderData} selection={selection} />
            )}
            <KeysetPager
              paging={paging}
              nextCursor={data.meta.next_cursor}
              busy={orders.isFetching}
              label={t('list.pages')}
              testIdPrefix="orders"
            />
          </div>
        )}
      </ListStates>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle } from 'lucide-react';
import { ORDERS_PATHS } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { apiDownload } from '@/lib/api-client';
import { useListAddress } from '@/lib/use-list-address';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRowSelection } from '@/lib/use-row-selection';
import { useOrderCounts } from '../api/get-order-counts';
import { useOrders } from '../api/get-orders';
import { useOrdersLive } from '../hooks/use-orders-live';
import {
  ORDER_SORT_OPTIONS,
  ORDERS_ADDRESS,
  exportQueryOf,
  filtersActive,
  queryOf,
  rangeInvalid,
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
  const list = useListAddress({ codec: ORDERS_ADDRESS, search: 'search', filtersOpen: filtersActive });
  const { params, paging, update } = list;
  const wide = useMediaQuery('(min-width: 768px)');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    apiDownload(ORDERS_PATHS.export, exportQueryOf(params, format) as Record<string, string | undefined>)
      .catch(() => undefined) // the refusal is shown as a toast
      .finally(() => setExporting(null));
  };

  const badRange = rangeInvalid(params);
  const counts = useOrderCounts();
  const orders = useOrders(queryOf(params, paging.cursor), !badRange);
  const selection = useRowSelection(`${list.key}|${paging.page}`);
  const active = filtersActive(params);

  return (
    <ListPage
      list={list}
      testId="orders-page"
      title={title}
      above={<OrderTabs value={params.tab} counts={counts.data} onChange={(tab) => update({ tab })} />}
      toolbar={{
        testIdPrefix: 'orders',
        search: { placeholder: t('list.search'), label: t('list.searchLabel') },
        filters: {
          active,
          label: t('list.filters'),
          panel: (
            <OrdersFilters params={params} stores={stores} active={active} rangeInvalid={badRange} onChange={update} />
          ),
        },
        sort: {
          value: params.sort,
          onChange: (sort) => update({ sort: sort as typeof params.sort }),
          label: t('list.sort'),
          options: [
            { value: '', label: t('sort.created_at.desc') },
            ...ORDER_SORT_OPTIONS.filter((option) => option !== 'created_at.desc').map((option) => ({
              value: option,
              label: t(`sort.${option}`),
            })),
          ],
        },
        actions: (
          <div role="group" aria-label={t('list.export')} className="flex gap-2">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                disabled={exporting !== null || badRange}
                onClick={() => download(format)}
                data-testid={`orders-export-${format}`}
              >
                {exporting === format ? (
                  <LoaderCircle className="animate-spin" aria-hidden />
                ) : (
                  <Download aria-hidden />
                )}
                {t(`list.export_${format}`)}
              </Button>
            ))}
          </div>
        ),
      }}
      bulkBar={<OrdersBulkBar selection={selection} />}
      result={orders}
      loading={{ rows: 6, className: 'h-16 rounded-xl', testId: 'orders-loading' }}
      error={{ title: t('list.loadError'), testId: 'orders-error' }}
      empty={{
        filtered: Boolean(params.search.trim() || active || params.tab !== 'all'),
        title: t('list.empty'),
        filteredTitle: t('list.emptyFiltered'),
        hint: t('list.emptyHint'),
        filteredHint: t('list.emptyFilteredHint'),
        testId: 'orders-empty',
      }}
      pager={{ label: t('list.pages'), testIdPrefix: 'orders' }}
    >
      {(rows, { busy }) =>
        wide ? (
          <OrdersTable rows={rows} busy={busy} selection={selection} />
        ) : (
          <OrdersCards rows={rows} busy={busy} selection={selection} />
        )
      }
    </ListPage>
  );
}

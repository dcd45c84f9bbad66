import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { useBulkOrders } from '../hooks/use-bulk-orders';
import { useOrdersKeyboard } from '../hooks/use-orders-keyboard';
import { useOrdersLive } from '../hooks/use-orders-live';
import {
  ORDER_SORT_OPTIONS,
  ORDERS_ADDRESS,
  exportQueryOf,
  filtersActive,
  queryOf,
  rangeInvalid,
} from '../lib/list-params';
import { BulkResultsDialog } from './bulk-results-dialog';
import { OrderTabs } from './order-tabs';
import { OrdersKeyboardButton, OrdersKeyboardSheet } from './orders-keyboard-sheet';
import { OrdersBulkBar } from './orders-bulk-bar';
import { OrdersFilters, type StoreOption } from './orders-filters';
import { OrdersCards, OrdersTable } from './orders-table';

/**
 * `Замовлення`: the supplier's orders by status tab (with live counts), page by page (keyset:
 * Next follows the server's cursor, Previous goes back the way it came), with search and
 * filters kept in the address; a table on wide screens, cards on narrow ones. Opened with no tab
 * named, it shows «Нові» while there are new orders (and «Усі» otherwise). Ticked orders take bulk
 * actions; the keyboard works it too (`useOrdersKeyboard`).
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
  // No tab in the address: the counts choose it (the first tab a supplier acts on), then it is written there.
  const tabNamed = useSearchParams()[0].has('tab');
  const newCount = counts.data?.new;
  const countsFailed = counts.isError;
  useEffect(() => {
    if (tabNamed) return;
    if (newCount !== undefined) update({ tab: newCount > 0 ? 'new' : 'all' });
    else if (countsFailed) update({ tab: 'all' });
  }, [tabNamed, newCount, countsFailed, update]);
  const orders = useOrders(queryOf(params, paging.cursor), !badRange && tabNamed);
  const rows = orders.data?.data ?? [];
  const selection = useRowSelection(`${list.key}|${paging.page}`);
  const bulk = useBulkOrders(selection);
  const container = useRef<HTMLDivElement>(null);
  const keyboard = useOrdersKeyboard({ container, rows, selection, bulk });
  const active = filtersActive(params);

  return (
    <div ref={container} className="contents">
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
              <OrdersFilters
                params={params}
                stores={stores}
                active={active}
                rangeInvalid={badRange}
                onChange={update}
              />
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
            <>
              <OrdersKeyboardButton onOpen={() => keyboard.setHelpOpen(true)} />
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
            </>
          ),
        }}
        bulkBar={<OrdersBulkBar selection={selection} rows={rows} bulk={bulk} />}
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
      <BulkResultsDialog outcome={bulk.outcome} onClose={bulk.closeOutcome} />
      <OrdersKeyboardSheet open={keyboard.helpOpen} onOpenChange={keyboard.setHelpOpen} />
    </div>
  );
}

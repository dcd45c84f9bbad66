import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import type { LedgerEntryType } from '@supplier/contracts/money-ledger';
import { Button } from '@/components/ui/button';
import type { EndpointResponse } from '@/lib/endpoint-client';
import type { useHistoryParams } from '../hooks/use-history-params';
import { HistoryFilters } from './history-filters';
import { HistoryTable } from './history-table';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ListStates } from '@/components/ui/page-states';

/** A history list with its filters, states and pages. */
export function HistorySection({
  title,
  types,
  params,
  result,
}: {
  title: string;
  types: readonly LedgerEntryType[];
  params: ReturnType<typeof useHistoryParams>;
  /** The main balance's answer or the services' transactions: both carry a history page. */
  result: UseQueryResult<EndpointResponse<typeof moneyBalancesEndpoints.listBalanceTransactions>>;
}) {
  const { t } = useTranslation('balances');

  const { isPlaceholderData, isFetching } = result;
  const body = params.rangeInvalid ? null : (
    <ListStates
      result={result}
      loading={{ testId: 'history-loading' }}
      error={{ title: t('history.loadError'), testId: 'history-error' }}
      empty={
        params.filtered ? (
          <EmptyState
            title={t('history.emptyFiltered')}
            testId="history-empty"
            action={
              <Button variant="outline" size="sm" onClick={params.reset}>
                {t('filters.reset')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('history.empty')} description={t('history.emptyHint')} testId="history-empty" />
        )
      }
    >
      {(data) => (
        <>
          <HistoryTable rows={data.data} busy={isPlaceholderData && isFetching} />
          <Pagination meta={data.meta} onPage={params.setPage} disabled={isPlaceholderData && isFetching} />
        </>
      )}
    </ListStates>
  );

  return (
    <section className="flex flex-col gap-3" aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        {title}
      </h2>
      <HistoryFilters
        filters={params.filters}
        types={types}
        filtered={params.filtered}
        rangeInvalid={params.rangeInvalid}
        onChange={params.setFilter}
        onReset={params.reset}
      />
      {body}
    </section>
  );
}

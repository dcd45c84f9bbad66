import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { returnTabs } from '@supplier/contracts/returns-constants';
import { ListPage } from '@/components/ui/list-page';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useListAddress } from '@/lib/use-list-address';
import { useMediaQuery } from '@/lib/use-media-query';
import { useReturnCounts, useReturns } from '../api/get-returns';
import { useReturnLabels } from '../hooks/use-return-labels';
import { useReturnsLive } from '../hooks/use-returns-live';
import { RETURNS_ADDRESS, filtersActive, queryOf, rangeInvalid } from '../lib/list-params';
import { ReturnsFilters } from './returns-filters';
import { ReturnsCards, ReturnsTable } from './returns-table';

/**
 * `Повернення`: the buyers' return and exchange requests by status tab (with live counts), page by
 * page (keyset), with search and filters kept in the address; a table on wide screens, cards on
 * narrow ones. A new request or another person's decision shows without a reload.
 */
export function ReturnsList({ title }: { title: string }) {
  const { t } = useTranslation('returns');
  const labels = useReturnLabels();
  useReturnsLive();
  const list = useListAddress({ codec: RETURNS_ADDRESS, search: 'search', filtersOpen: filtersActive });
  const { params, paging, update } = list;
  const wide = useMediaQuery('(min-width: 768px)');
  const badRange = rangeInvalid(params);
  const counts = useReturnCounts();
  const requests = useReturns(queryOf(params, paging.cursor), !badRange);
  const active = filtersActive(params);

  return (
    <ListPage
      list={list}
      testId="returns-page"
      title={title}
      above={
        <StatusTabs
          tabs={returnTabs}
          value={params.tab}
          counts={counts.data}
          label={t('tabs.label')}
          tabLabel={(tab) => (tab === 'all' ? t('tabs.all') : labels.status[tab])}
          onChange={(tab) => update({ tab })}
          testIdPrefix="returns"
        />
      }
      toolbar={{
        testIdPrefix: 'returns',
        search: { placeholder: t('list.search'), label: t('list.searchLabel') },
        filters: {
          active,
          label: t('list.filters'),
          panel: <ReturnsFilters params={params} active={active} rangeInvalid={badRange} onChange={update} />,
        },
        sort: {
          value: params.order,
          onChange: (order) => update({ order: order === 'asc' ? 'asc' : '' }),
          label: t('list.sort'),
          options: [
            { value: '', label: t('list.newest') },
            { value: 'asc', label: t('list.oldest') },
          ],
        },
      }}
      result={requests}
      loading={{ rows: 6, className: 'h-16 rounded-xl', testId: 'returns-loading' }}
      error={{ title: t('list.loadError'), testId: 'returns-error' }}
      empty={{
        filtered: Boolean(params.search.trim() || active),
        title: params.tab === 'all' ? t('list.empty') : t('list.emptyTab', { status: labels.status[params.tab] }),
        filteredTitle: t('list.emptyFiltered'),
        hint: t('list.emptyHint'),
        filteredHint: t('list.emptyFilteredHint'),
        icon: Undo2,
        testId: 'returns-empty',
      }}
      pager={{ label: t('list.pages'), testIdPrefix: 'returns' }}
    >
      {(rows, { busy }) =>
        wide ? <ReturnsTable rows={[...rows]} busy={busy} /> : <ReturnsCards rows={[...rows]} busy={busy} />
      }
    </ListPage>
  );
}

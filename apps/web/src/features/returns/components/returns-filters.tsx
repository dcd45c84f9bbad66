import { useTranslation } from 'react-i18next';
import { returnKinds, returnReasons } from '@supplier/contracts/returns-constants';
import { FilterBar } from '@/components/ui/filters-panel';
import { useReturnLabels } from '../hooks/use-return-labels';
import type { ReturnsParams } from '../lib/list-params';

type Filters = Pick<ReturnsParams, 'reason' | 'kind' | 'date_from' | 'date_to'>;

/** Reason, return or exchange, and the request's dates (native controls: keyboard and phones work). */
export function ReturnsFilters({
  params,
  active,
  rangeInvalid,
  onChange,
}: {
  params: Filters;
  active: boolean;
  rangeInvalid: boolean;
  onChange(next: Partial<Filters>): void;
}) {
  const { t } = useTranslation('returns');
  const labels = useReturnLabels();
  return (
    <FilterBar<Filters>
      legend={t('list.filters')}
      testId="returns-filters"
      params={params}
      active={active}
      rangeInvalid={rangeInvalid}
      texts={{ reset: t('list.reset'), dateRange: t('list.dateRange') }}
      onChange={onChange}
      fields={[
        {
          key: 'reason',
          label: t('list.reason'),
          anyLabel: t('list.anyReason'),
          options: returnReasons.map((reason) => ({ value: reason, label: labels.reason[reason] })),
          testId: 'returns-reason',
        },
        {
          key: 'kind',
          label: t('list.kind'),
          anyLabel: t('list.anyKind'),
          options: returnKinds.map((kind) => ({ value: kind, label: labels.kind[kind] })),
          testId: 'returns-kind',
        },
        {
          dates: { from: t('list.dateFrom'), to: t('list.dateTo') },
          testIds: { from: 'returns-date-from', to: 'returns-date-to' },
        },
      ]}
    />
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { returnKinds, returnReasons } from '@supplier/contracts/returns-constants';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFields, dateRangeErrorId, FiltersPanel } from '@/components/ui/filters-panel';
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
  const id = useId();
  return (
    <FiltersPanel legend={t('list.filters')} testId="returns-filters">
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <FilterSelect
          id={`${id}-reason`}
          label={t('list.reason')}
          anyLabel={t('list.anyReason')}
          value={params.reason}
          options={returnReasons.map((reason) => ({ value: reason, label: labels.reason[reason] }))}
          onChange={(reason) => onChange({ reason })}
          testId="returns-reason"
        />
        <FilterSelect
          id={`${id}-kind`}
          label={t('list.kind')}
          anyLabel={t('list.anyKind')}
          value={params.kind}
          options={returnKinds.map((kind) => ({ value: kind, label: labels.kind[kind] }))}
          onChange={(kind) => onChange({ kind })}
          testId="returns-kind"
        />
        <DateRangeFields
          id={id}
          labels={{ from: t('list.dateFrom'), to: t('list.dateTo') }}
          from={params.date_from}
          to={params.date_to}
          invalid={rangeInvalid}
          onChange={onChange}
          testIds={{ from: 'returns-date-from', to: 'returns-date-to' }}
        />
        {active && (
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => onChange({ reason: '', kind: '', date_from: '', date_to: '' })}
          >
            <X aria-hidden />
            {t('list.reset')}
          </Button>
        )}
      </div>
      {rangeInvalid && (
        <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
          {t('list.dateRange')}
        </p>
      )}
    </FiltersPanel>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { LedgerEntryType } from '@supplier/contracts/money-ledger';
import { Button } from '@/components/ui/button';
import { DateRangeFields, dateRangeErrorId } from '@/components/ui/filters-panel';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { HistoryFilters as Filters } from '../hooks/use-history-params';

/** Type and date-range filters of a balance history (native controls: keyboard and mobile pickers work). */
export function HistoryFilters({
  filters,
  types,
  filtered,
  rangeInvalid,
  onChange,
  onReset,
}: {
  filters: Filters;
  /** The entry types this balance can have, in menu order. */
  types: readonly LedgerEntryType[];
  filtered: boolean;
  rangeInvalid: boolean;
  onChange(next: Partial<Filters>): void;
  onReset(): void;
}) {
  const { t } = useTranslation('balances');
  const id = useId();
  return (
    <fieldset className="@container grid gap-3" data-testid="history-filters">
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-[minmax(12rem,16rem)_repeat(2,minmax(9rem,11rem))_auto] @2xl:items-end">
        <div className="col-span-2 grid gap-2 @2xl:col-span-1">
          <Label htmlFor={`${id}-type`}>{t('filters.type')}</Label>
          <NativeSelect
            id={`${id}-type`}
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value as Filters['type'] })}
            data-testid="history-type-filter"
          >
            <option value="">{t('filters.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DateRangeFields
          id={id}
          labels={{ from: t('filters.dateFrom'), to: t('filters.dateTo') }}
          from={filters.date_from}
          to={filters.date_to}
          invalid={rangeInvalid}
          onChange={onChange}
          testIds={{ from: 'history-date-from', to: 'history-date-to' }}
        />
        {filtered && (
          <Button variant="ghost" onClick={onReset} className="col-span-2 justify-self-start @2xl:col-span-1">
            <X aria-hidden />
            {t('filters.reset')}
          </Button>
        )}
      </div>
      {rangeInvalid && (
        <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
          {t('filters.dateRange')}
        </p>
      )}
    </fieldset>
  );
}

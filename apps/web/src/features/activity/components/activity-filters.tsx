import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { activityActionLabels, activityObjectLabels } from '@supplier/contracts/activity-actions';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFields, dateRangeErrorId, FiltersPanel } from '@/components/ui/filters-panel';
import { EMPTY_FILTERS, type ActivityParams } from '../lib/list-params';

/** A person to filter by: a member, or the owner's own sign-in (`id` null). */
export interface ActivityMember {
  id: number | null;
  name: string;
}

const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** Who, what kind of object, which action and which days (native controls: keyboard and phones work). */
export function ActivityFilters({
  params,
  members,
  active,
  rangeInvalid,
  onChange,
}: {
  params: ActivityParams;
  members: ActivityMember[];
  active: boolean;
  rangeInvalid: boolean;
  onChange(next: Partial<ActivityParams>): void;
}) {
  const { t, i18n } = useTranslation('activity');
  const locale = i18n.language === 'en' ? 'en' : 'uk';
  const id = useId();
  return (
    <FiltersPanel legend={t('list.filters')} testId="activity-filters">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_repeat(2,minmax(8rem,10rem))]">
        <FilterSelect
          id={`${id}-member`}
          label={t('list.member')}
          anyLabel={t('list.anyMember')}
          value={params.member}
          options={members.map((member) => ({
            value: member.id === null ? 'owner' : String(member.id),
            label: member.name || t('list.owner'),
          }))}
          onChange={(member) => onChange({ member })}
          testId="activity-member"
        />
        <FilterSelect
          id={`${id}-object`}
          label={t('list.object')}
          anyLabel={t('list.anyObject')}
          value={params.object_type}
          options={byLabel(activityObjectLabels[locale])}
          onChange={(object_type) => onChange({ object_type, object_id: '' })}
          testId="activity-object"
        />
        <FilterSelect
          id={`${id}-action`}
          label={t('list.action')}
          anyLabel={t('list.anyAction')}
          value={params.action}
          options={byLabel(activityActionLabels[locale])}
          onChange={(action) => onChange({ action })}
          testId="activity-action"
        />
        <DateRangeFields
          id={id}
          labels={{ from: t('list.dateFrom'), to: t('list.dateTo') }}
          from={params.date_from}
          to={params.date_to}
          invalid={rangeInvalid}
          onChange={onChange}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {rangeInvalid ? (
          <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
            {t('list.dateRange')}
          </p>
        ) : (
          <span />
        )}
        {active && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...EMPTY_FILTERS })} data-testid="activity-clear">
            <X aria-hidden />
            {t('list.clearFilters')}
          </Button>
        )}
      </div>
    </FiltersPanel>
  );
}

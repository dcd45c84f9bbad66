import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardPeriods, type DashboardPeriod } from '@supplier/contracts/dashboard-constants';
import { cn } from '@/lib/cn';
import type { PeriodParams } from '../lib/period';

const CustomPeriodForm = lazy(() =>
  import('./custom-period-form').then((module) => ({ default: module.CustomPeriodForm })),
);

/** Today, 7, 30 or 90 days as a segmented control, or a custom range of Kyiv days (at most 366). */
export function PeriodPicker({ value, onChange }: { value: PeriodParams; onChange(period: PeriodParams): void }) {
  const { t } = useTranslation('dashboard');
  const [custom, setCustom] = useState(value.period === 'custom');
  const selected: DashboardPeriod = custom ? 'custom' : value.period;

  return (
    <div className="flex flex-col gap-3" data-testid="dashboard-period">
      <div
        role="group"
        aria-label={t('period.label')}
        className="flex w-full flex-wrap gap-1 rounded-lg border border-border bg-card p-1 sm:w-fit"
      >
        {dashboardPeriods.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={selected === period}
            data-testid={`dashboard-period-${period}`}
            onClick={() => {
              if (period === 'custom') {
                setCustom(true);
                return;
              }
              setCustom(false);
              onChange({ period });
            }}
            className={cn(
              'h-8 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:flex-none',
              selected === period ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
            )}
          >
            {t(`period.${period}`)}
          </button>
        ))}
      </div>
      {custom && (
        <Suspense fallback={null}>
          <CustomPeriodForm value={value} onApply={onChange} />
        </Suspense>
      )}
    </div>
  );
}

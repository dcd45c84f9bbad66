import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_MAX_DAYS, dashboardPeriods, type DashboardPeriod } from '@supplier/contracts/dashboard-constants';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { customRangeProblem, type PeriodParams } from '../lib/period';

/** Today, 7, 30 or 90 days as a segmented control, or a custom range of Kyiv days (at most 366). */
export function PeriodPicker({ value, onChange }: { value: PeriodParams; onChange(period: PeriodParams): void }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.date_from ?? '');
  const [to, setTo] = useState(value.date_to ?? '');
  const [tried, setTried] = useState(false);
  const problem = customRangeProblem(from, to);
  const shownProblem = tried && problem ? t(`period.problem.${problem}`, { max: DASHBOARD_MAX_DAYS }) : null;
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
              setTried(false);
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
        <form
          className="grid grid-cols-2 gap-3 sm:flex sm:items-end"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (problem === null) onChange({ period: 'custom', date_from: from, date_to: to });
          }}
        >
          <div className="grid min-w-0 gap-2">
            <Label htmlFor={`${id}-from`}>{t('period.from')}</Label>
            <DateInput id={`${id}-from`} value={from} onChange={setFrom} data-testid="dashboard-date-from" />
          </div>
          <div className="grid min-w-0 gap-2">
            <Label htmlFor={`${id}-to`}>{t('period.to')}</Label>
            <DateInput
              id={`${id}-to`}
              value={to}
              onChange={setTo}
              aria-invalid={shownProblem ? true : undefined}
              aria-describedby={shownProblem ? `${id}-problem` : undefined}
              data-testid="dashboard-date-to"
            />
          </div>
          <Button type="submit" className="col-span-2 sm:col-span-1" data-testid="dashboard-period-apply">
            {t('period.apply')}
          </Button>
          {shownProblem && (
            <p id={`${id}-problem`} role="alert" className="col-span-2 text-sm text-danger sm:basis-full">
              {shownProblem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dashboardIssueText, dashboardStatisticsQuery } from '@supplier/contracts/dashboard';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Label } from '@/components/ui/label';
import { schemaResolver, topLevelField } from '@/lib/form';
import type { PeriodParams } from '../lib/period';

interface RangeValues {
  date_from: string;
  date_to: string;
}

const resolver = schemaResolver<RangeValues, typeof dashboardStatisticsQuery>(
  dashboardStatisticsQuery,
  (values) => ({ period: 'custom', ...values }),
  { issueText: dashboardIssueText, fieldOf: topLevelField },
);

/**
 * A custom range of Kyiv days, checked by the statistics call's own query schema (both days, the
 * end not before the start, at most DASHBOARD_MAX_DAYS). Loaded when the custom period is chosen,
 * so the dashboard's first load carries neither the form library nor the schemas.
 */
export function CustomPeriodForm({ value, onApply }: { value: PeriodParams; onApply(period: PeriodParams): void }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const form = useForm<RangeValues, unknown, z.output<typeof dashboardStatisticsQuery>>({
    resolver,
    defaultValues: { date_from: value.date_from ?? '', date_to: value.date_to ?? '' },
  });
  const { errors } = form.formState;
  const problem = errors.date_from?.message ?? errors.date_to?.message;
  const onSubmit = form.handleSubmit(({ date_from = '', date_to = '' }) =>
    onApply({ period: 'custom', date_from, date_to }),
  );

  return (
    <form className="grid grid-cols-2 gap-3 sm:flex sm:items-end" noValidate onSubmit={onSubmit}>
      {(['date_from', 'date_to'] as const).map((name) => (
        <div key={name} className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-${name}`}>{t(name === 'date_from' ? 'period.from' : 'period.to')}</Label>
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <DateInput
                id={`${id}-${name}`}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${id}-problem` : undefined}
                data-testid={name === 'date_from' ? 'dashboard-date-from' : 'dashboard-date-to'}
              />
            )}
          />
        </div>
      ))}
      <Button type="submit" className="col-span-2 sm:col-span-1" data-testid="dashboard-period-apply">
        {t('period.apply')}
      </Button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="col-span-2 text-sm text-danger sm:basis-full">
          {problem}
        </p>
      )}
    </form>
  );
}

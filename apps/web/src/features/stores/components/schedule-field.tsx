import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { WEEKDAYS, type Weekday } from '@supplier/contracts/stores';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import type { StoreFormValues } from '../lib/form';

const WORKDAYS: Weekday[] = ['tue', 'wed', 'thu', 'fri'];

function TimeInput({ day, part }: { day: Weekday; part: 'open' | 'close' }) {
  const { t } = useTranslation('stores');
  const { register, formState, control } = useFormContext<StoreFormValues>();
  const dayOff = useWatch({ control, name: `schedule.${day}.day_off` });
  const error = formState.errors.schedule?.[day]?.[part]?.message;
  const errorId = `schedule-${day}-${part}-error`;
  return (
    <div className="grid gap-1">
      <Input
        type="time"
        step={60}
        aria-label={t(part === 'open' ? 'schedule.openOf' : 'schedule.closeOf', { day: t(`weekdays.${day}`) })}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        disabled={dayOff}
        data-testid={`schedule-${day}-${part}`}
        className="h-9 w-full min-w-0 sm:w-32"
        {...register(`schedule.${day}.${part}`)}
      />
      {error && !dayOff && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The week: for each day the opening and closing time, or a day off. */
export function ScheduleField() {
  const { t } = useTranslation('stores');
  const { control, getValues, setValue } = useFormContext<StoreFormValues>();

  function copyMonday() {
    const monday = getValues('schedule.mon');
    for (const day of WORKDAYS) {
      setValue(`schedule.${day}`, { ...monday }, { shouldDirty: true, shouldValidate: false });
    }
  }

  return (
    <div className="@container grid gap-3">
      <div role="table" aria-label={t('sections.schedule')} className="grid gap-2">
        <div
          role="row"
          className="hidden grid-cols-[10rem_7rem_8rem_8rem] gap-3 text-xs font-medium text-muted-foreground @xl:grid"
        >
          <span role="columnheader">{t('schedule.day')}</span>
          <span role="columnheader">{t('schedule.dayOff')}</span>
          <span role="columnheader">{t('schedule.open')}</span>
          <span role="columnheader">{t('schedule.close')}</span>
        </div>
        {WEEKDAYS.map((day) => (
          <div
            key={day}
            role="row"
            data-testid={`schedule-${day}`}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-x-3 gap-y-2 border-b border-border pb-2 last:border-b-0 @xl:grid-cols-[10rem_7rem_8rem_8rem] @xl:border-0 @xl:pb-0"
          >
            <span role="rowheader" className="self-center text-sm font-medium">
              {t(`weekdays.${day}`)}
            </span>
            <span role="cell" className="flex items-center gap-2 self-center">
              <Controller
                control={control}
                name={`schedule.${day}.day_off`}
                render={({ field }) => (
                  <Checkbox
                    id={`schedule-${day}-off`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    aria-label={t('schedule.dayOffOf', { day: t(`weekdays.${day}`) })}
                    data-testid={`schedule-${day}-off`}
                  />
                )}
              />
              <label htmlFor={`schedule-${day}-off`} className="text-sm @xl:sr-only">
                {t('schedule.dayOff')}
              </label>
            </span>
            <span role="cell" className="min-w-0">
              <TimeInput day={day} part="open" />
            </span>
            <span role="cell" className="min-w-0">
              <TimeInput day={day} part="close" />
            </span>
          </div>
        ))}
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={copyMonday}>
          <Copy aria-hidden />
          {t('schedule.copyMonday')}
        </Button>
      </div>
    </div>
  );
}

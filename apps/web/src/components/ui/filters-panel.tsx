import { Fragment, useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from './button';
import { DateInput } from './date-input';
import { FilterSelect, type FilterOption } from './filter-select';
import { Label } from './label';

/** A list's filters: one fieldset named for screen readers, the controls laid out by the page. */
export function FiltersPanel({ legend, testId, children }: { legend: string; testId: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border bg-card p-3" data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The id of the message a contradictory range shows (`DateRangeFields` points its "to" field at it). */
export const dateRangeErrorId = (id: string) => `${id}-range`;

/** "From" and "to" days of a filter; the "to" field is marked invalid while the range contradicts itself. */
export function DateRangeFields({
  id,
  labels,
  from,
  to,
  invalid,
  onChange,
  testIds,
}: {
  id: string;
  labels: { from: string; to: string };
  from: string;
  to: string;
  invalid: boolean;
  onChange(next: { date_from: string } | { date_to: string }): void;
  testIds?: { from: string; to: string };
}) {
  return (
    <>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-from`}>{labels.from}</Label>
        <DateInput
          id={`${id}-from`}
          value={from}
          onChange={(date_from) => onChange({ date_from })}
          data-testid={testIds?.from}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-to`}>{labels.to}</Label>
        <DateInput
          id={`${id}-to`}
          value={to}
          onChange={(date_to) => onChange({ date_to })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? dateRangeErrorId(id) : undefined}
          data-testid={testIds?.to}
        />
      </div>
    </>
  );
}

/** One control of a `FilterBar`: a select over a param, the date range, or the page's own control of a param. */
export type FilterField<K extends string> =
  | { key: K; label: string; anyLabel: string; options: readonly FilterOption[]; testId?: string; hidden?: boolean }
  | { dates: { from: string; to: string }; testIds?: { from: string; to: string } }
  | { key: K; control: ReactNode };

const keysOf = <K extends string>(field: FilterField<K>): string[] =>
  'dates' in field ? ['date_from', 'date_to'] : [field.key];

/**
 * A list's filters from a list of fields: each select, the date range with its contradiction
 * message, and a reset that empties every field's param (hidden ones too) while any is set.
 */
export function FilterBar<F extends Record<string, string>>({
  legend,
  testId,
  fields,
  params,
  active,
  rangeInvalid,
  texts,
  resetTestId,
  className = 'grid gap-3 sm:flex sm:flex-wrap sm:items-end',
  onChange,
}: {
  legend: string;
  testId: string;
  fields: readonly FilterField<keyof F & string>[];
  params: F;
  active: boolean;
  rangeInvalid: boolean;
  texts: { reset: string; dateRange: string };
  resetTestId?: string;
  /** The controls' layout (by default each as wide as its text, wrapping; one a line on a phone). */
  className?: string;
  onChange(next: Partial<F>): void;
}) {
  const id = useId();
  const reset = Object.fromEntries(fields.flatMap(keysOf).map((key) => [key, ''])) as Partial<F>;
  return (
    <FiltersPanel legend={legend} testId={testId}>
      <div className={className}>
        {fields.map((field) => {
          if ('dates' in field)
            return (
              <DateRangeFields
                key="dates"
                id={id}
                labels={field.dates}
                from={params.date_from ?? ''}
                to={params.date_to ?? ''}
                invalid={rangeInvalid}
                onChange={(next) => onChange(next as Record<string, string> as Partial<F>)}
                testIds={field.testIds}
              />
            );
          if ('control' in field) return <Fragment key={field.key}>{field.control}</Fragment>;
          if (field.hidden) return null;
          return (
            <FilterSelect
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              anyLabel={field.anyLabel}
              value={params[field.key] ?? ''}
              options={field.options}
              onChange={(value) => onChange({ [field.key]: value } as Partial<F>)}
              testId={field.testId}
            />
          );
        })}
        {active && (
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => onChange(reset)}
            data-testid={resetTestId}
          >
            <X aria-hidden />
            {texts.reset}
          </Button>
        )}
      </div>
      {rangeInvalid && (
        <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
          {texts.dateRange}
        </p>
      )}
    </FiltersPanel>
  );
}

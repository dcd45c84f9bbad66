import type { ReactNode } from 'react';
import { DateInput } from './date-input';
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

import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatHryvnias } from '@/lib/money-format';

/** A balance as the page's headline figure, with its actions. */
export function BalanceFigure({
  label,
  value,
  loading,
  hint,
  actions,
  testId,
}: {
  label: string;
  /** The amount in hryvnias, formatted in the interface language; 0 when missing. */
  value: number | undefined;
  loading: boolean;
  hint?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      aria-label={label}
    >
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {loading ? (
          <Skeleton className="mt-2 h-9 w-40" />
        ) : (
          <p
            className="mt-1 text-3xl font-semibold tracking-tight whitespace-nowrap text-foreground"
            data-testid={testId}
            aria-live="polite"
          >
            {formatHryvnias(value)}
          </p>
        )}
        {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}

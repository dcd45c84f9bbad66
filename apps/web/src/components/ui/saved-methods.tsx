import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { EmptyState, ListStates } from '@/components/ui/page-states';

/**
 * The methods of a catalogue (delivery carriers, payment methods) the supplier has saved: loading,
 * the failed load with a retry, `empty` when none is saved, else one item per saved method.
 */
export function SavedMethods<Method>({
  result,
  saved,
  empty,
  children,
}: {
  result: UseQueryResult<Method[]>;
  saved(method: Method): boolean;
  empty: { title: string; description: string; action: ReactNode };
  children(method: Method): ReactNode;
}) {
  return (
    <ListStates
      result={result}
      rows={(methods) => methods.filter(saved)}
      loading={{ rows: 2, className: 'h-20' }}
      error={{}}
      empty={<EmptyState {...empty} />}
    >
      {(_, methods) => <ul className="grid grid-cols-1 gap-3">{methods.map(children)}</ul>}
    </ListStates>
  );
}

/** One saved method: ready (a check) or not yet configured (a warning), its name, its settings' summary. */
export function SavedMethod({
  name,
  summary,
  configured = true,
  warning,
  action,
  testId,
}: {
  name: string;
  summary: string | null;
  configured?: boolean;
  /** Said under a method that is not configured. */
  warning?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-border bg-card p-4" data-testid={testId}>
      {configured ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      ) : (
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">{name}</h2>
        {summary && <p className="text-sm break-words">{summary}</p>}
        {!configured && <p className="text-sm text-warning">{warning}</p>}
      </div>
      {action}
    </li>
  );
}

import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, Inbox, RotateCw, type LucideIcon } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** Placeholder rows while a list loads (announced once to screen readers); `className` sizes each row. */
export function LoadingRows({ rows = 4, className, testId }: { rows?: number; className?: string; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="grid gap-2" role="status" aria-live="polite" data-testid={testId}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn('h-12 w-full', className)} />
      ))}
    </div>
  );
}

/** A failed load: what went wrong (optional title), what the API said, and a retry button. */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
  testId,
}: {
  title?: string;
  error: unknown;
  onRetry(): void;
  retrying?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive" role="alert" data-testid={testId}>
      <CircleAlert aria-hidden />
      <AlertContent>
        {title && <AlertTitle>{title}</AlertTitle>}
        <AlertDescription>{errorMessages(error).join(' ')}</AlertDescription>
      </AlertContent>
      <AlertActions>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden />
          {t('retry')}
        </Button>
      </AlertActions>
    </Alert>
  );
}

/** Nothing to show, with what to do about it. */
export function EmptyState({
  title,
  description,
  action,
  icon: Icon = Inbox,
  testId,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: LucideIcon;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center"
      data-testid={testId}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}

type LoadingProps = { rows?: number; className?: string; testId?: string };

/**
 * The body of a view over one query: placeholder rows while it first loads (or the view's own
 * placeholder, an element), the failed load with a retry while there is nothing to show, else
 * `children(data)`. A failed refresh keeps the last answer on screen.
 */
export function QueryStates<Data>({
  result,
  loading,
  error = {},
  children,
}: {
  result: Pick<UseQueryResult<Data>, 'data' | 'isPending' | 'error' | 'refetch' | 'isRefetching'>;
  loading?: LoadingProps | ReactElement;
  error?: { title?: string; testId?: string };
  children(data: Data): ReactNode;
}) {
  if (result.isPending) return isValidElement(loading) ? loading : <LoadingRows {...(loading as LoadingProps)} />;
  if (result.data === undefined)
    return (
      <ErrorState
        title={error.title}
        error={result.error}
        onRetry={() => void result.refetch()}
        retrying={result.isRefetching}
        testId={error.testId}
      />
    );
  return children(result.data);
}

type RowsOf<Data> = Data extends readonly (infer Row)[]
  ? Row
  : Data extends { data: readonly (infer Row)[] }
    ? Row
    : never;

/**
 * The body of a list over a query: placeholder rows while it first loads, the failed load with a
 * retry when there is nothing to show, `empty` when the answer has no rows, else `children(data, rows)`.
 * The rows are the answer's `data` (or the answer, an array), or what `rows` picks from it (the
 * saved ones of a catalogue).
 */
export function ListStates<Data extends { data: readonly unknown[] } | readonly unknown[], Row = RowsOf<Data>>({
  result,
  rows = (data) => (Array.isArray(data) ? data : (data as { data: readonly Row[] }).data),
  loading,
  error,
  empty,
  children,
}: {
  result: Pick<UseQueryResult<Data>, 'data' | 'isPending' | 'error' | 'refetch' | 'isRefetching'>;
  loading?: LoadingProps;
  error: { title?: string; testId?: string };
  empty: ReactNode;
  children(data: Data, rows: readonly Row[]): ReactNode;
  rows?(data: Data): readonly Row[];
}) {
  return (
    <QueryStates result={result} loading={loading} error={error}>
      {(data) => {
        const shown = rows(data);
        return shown.length === 0 ? empty : children(data, shown);
      }}
    </QueryStates>
  );
}

/**
 * The body of one record's page over its query: not found, with the way back, for an id that cannot
 * be one or a 404 (another supplier's); else as QueryStates. Test ids are `<testId>-not-found`,
 * `-loading` and `-error`.
 */
export function RecordStates<Data>({
  result,
  valid,
  texts,
  backTo,
  testId,
  loading,
  children,
}: {
  result: Pick<UseQueryResult<Data>, 'data' | 'isPending' | 'error' | 'refetch' | 'isRefetching'>;
  valid: boolean;
  texts: { notFound: string; back: string; loadError?: string };
  backTo: string;
  testId: string;
  loading?: Omit<LoadingProps, 'testId'>;
  children(data: Data): ReactNode;
}) {
  if (!valid || (result.error instanceof ApiError && result.error.status === 404)) {
    return (
      <EmptyState
        title={texts.notFound}
        action={
          <Button asChild variant="outline">
            <Link to={backTo}>{texts.back}</Link>
          </Button>
        }
        testId={`${testId}-not-found`}
      />
    );
  }
  return (
    <QueryStates
      result={result}
      loading={{ rows: 5, className: 'h-24 rounded-xl', ...loading, testId: `${testId}-loading` }}
      error={{ title: texts.loadError, testId: `${testId}-error` }}
    >
      {children}
    </QueryStates>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/page-states';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** A create or edit page of an entity: its header, then the page. */
export function EntityPage({
  testId,
  title,
  description,
  busy = false,
  children,
}: {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4" data-testid={testId} aria-busy={busy || undefined}>
      <PageHeader title={title} description={description} />
      {children}
    </section>
  );
}

/** What the edit page of one entity shows once it is loaded. */
export interface LoadedEntityPage {
  /** The page's heading (the entity's name). */
  name: string;
  /** Beside the page's title under the heading: status, hints. */
  details?: ReactNode;
  /** Beside the back link. */
  actions?: ReactNode;
  body: ReactNode;
}

/**
 * The edit page of an entity over the query of it: "not found" with a way back to the list for an
 * id that cannot be one or a 404 (another supplier's), a placeholder while it loads, the failed
 * load with a retry, else the entity's page: its name, the page's title with `details`, the back
 * link with `actions`, then the body.
 */
export function EntityEditPage<Entity>({
  testId,
  title,
  valid,
  result,
  listPath,
  texts,
  notFoundTestId,
  actionsTestId,
  children,
}: {
  testId: string;
  title: string;
  /** False for an id that cannot be one: not found without asking. */
  valid: boolean;
  result: Pick<UseQueryResult<Entity>, 'data' | 'isPending' | 'error' | 'refetch' | 'isRefetching'>;
  listPath: string;
  texts: { notFound: string; backToList: string; loadError: string };
  notFoundTestId: string;
  actionsTestId: string;
  children(entity: Entity): LoadedEntityPage;
}) {
  if (!valid || (result.error instanceof ApiError && result.error.status === 404)) {
    return (
      <EntityPage testId={testId} title={title}>
        <Alert variant="warning" role="alert" data-testid={notFoundTestId}>
          <CircleAlert aria-hidden />
          <AlertContent>
            <AlertTitle>{texts.notFound}</AlertTitle>
          </AlertContent>
          <AlertActions>
            <Button asChild variant="outline" size="sm">
              <Link to={listPath}>{texts.backToList}</Link>
            </Button>
          </AlertActions>
        </Alert>
      </EntityPage>
    );
  }

  if (result.isPending) {
    return (
      <EntityPage testId={testId} title={title} busy>
        <Skeleton className="h-96 rounded-xl" />
      </EntityPage>
    );
  }

  if (result.data === undefined) {
    return (
      <EntityPage testId={testId} title={title}>
        <ErrorState
          title={texts.loadError}
          error={result.error}
          onRetry={() => void result.refetch()}
          retrying={result.isRefetching}
        />
      </EntityPage>
    );
  }

  const page = children(result.data);
  return (
    <EntityPage
      testId={testId}
      title={page.name}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <span>{title}</span>
          {page.details}
        </span>
      }
    >
      <div className="flex flex-wrap items-center gap-2" data-testid={actionsTestId}>
        <Button asChild variant="ghost" size="sm">
          <Link to={listPath}>
            <ArrowLeft aria-hidden />
            {texts.backToList}
          </Link>
        </Button>
        {page.actions}
      </div>
      {page.body}
    </EntityPage>
  );
}

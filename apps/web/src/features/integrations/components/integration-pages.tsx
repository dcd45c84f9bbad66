import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleAlert, TriangleAlert } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/page-states';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useIntegration } from '../api/get-integration';
import type { CreatedIntegration } from '../api/mutations';
import { IntegrationActions, IntegrationStatusBadge } from './integration-actions';
import { IntegrationForm } from './integration-form';
import { TokenDialog } from './token-dialog';
import { WebhookSection } from './webhook-section';

const LIST_PATH = '/integrations';

/** /integrations/create: the form; the new token is shown once, then back to the list. */
export function IntegrationCreatePage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [created, setCreated] = useState<CreatedIntegration | null>(null);
  return (
    <section className="flex flex-col gap-4" data-testid="integration-create-page">
      <PageHeader title={title} />
      <IntegrationForm onCreated={setCreated} onCancel={() => void navigate(LIST_PATH)} />
      <TokenDialog
        token={created?.token ?? null}
        name={created?.data.name}
        onClose={() => {
          setCreated(null);
          void navigate(LIST_PATH);
        }}
      />
    </section>
  );
}

/** /integrations/edit/{id}: the form, a new token or revoke, and the integration's webhooks. */
export function IntegrationEditPage({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: integration, isPending, isError, error, refetch, isRefetching } = useIntegration(valid ? id : 0);

  if (!valid || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <section className="flex flex-col gap-4" data-testid="integration-edit-page">
        <PageHeader title={title} />
        <Alert variant="warning" role="alert" data-testid="integration-not-found">
          <CircleAlert aria-hidden />
          <AlertContent>
            <AlertTitle>{t('notFound')}</AlertTitle>
          </AlertContent>
          <AlertActions>
            <Button asChild variant="outline" size="sm">
              <Link to={LIST_PATH}>{t('backToList')}</Link>
            </Button>
          </AlertActions>
        </Alert>
      </section>
    );
  }

  if (isPending) {
    return (
      <section className="flex flex-col gap-4" data-testid="integration-edit-page" aria-busy="true">
        <PageHeader title={title} />
        <Skeleton className="h-96 rounded-xl" />
      </section>
    );
  }

  if (isError) {
    return (
      <section className="flex flex-col gap-4" data-testid="integration-edit-page">
        <PageHeader title={title} />
        <ErrorState title={t('loadOneError')} error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-4" data-testid="integration-edit-page">
      <PageHeader
        title={integration.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{title}</span>
            <IntegrationStatusBadge integration={integration} />
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{integration.token_prefix}…</code>
          </span>
        }
      />
      <div className="flex flex-wrap items-center gap-2" data-testid="integration-actions">
        <Button asChild variant="ghost" size="sm">
          <Link to={LIST_PATH}>
            <ArrowLeft aria-hidden />
            {t('backToList')}
          </Link>
        </Button>
        <IntegrationActions integration={integration} />
      </div>
      {integration.status !== 'active' && (
        <Alert variant="warning" data-testid="integration-state-notice">
          <TriangleAlert aria-hidden />
          <AlertContent>
            <AlertDescription>
              {integration.status === 'revoked' ? t('revokedNotice') : t('expiredNotice')}
            </AlertDescription>
          </AlertContent>
        </Alert>
      )}
      <IntegrationForm key={integration.id} integration={integration} onCancel={() => void navigate(LIST_PATH)} />
      <WebhookSection integrationId={integration.id} locked={integration.status === 'revoked'} />
    </section>
  );
}

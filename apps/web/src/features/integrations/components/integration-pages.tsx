import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { EntityEditPage, EntityPage } from '@/components/ui/entity-page';
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
    <EntityPage testId="integration-create-page" title={title}>
      <IntegrationForm onCreated={setCreated} onCancel={() => void navigate(LIST_PATH)} />
      <TokenDialog
        token={created?.token ?? null}
        name={created?.data.name}
        onClose={() => {
          setCreated(null);
          void navigate(LIST_PATH);
        }}
      />
    </EntityPage>
  );
}

/** /integrations/edit/{id}: the form, a new token or revoke, and the integration's webhooks. */
export function IntegrationEditPage({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const valid = Number.isSafeInteger(id) && id > 0;
  const result = useIntegration(valid ? id : 0);

  return (
    <EntityEditPage
      testId="integration-edit-page"
      title={title}
      valid={valid}
      result={result}
      listPath={LIST_PATH}
      texts={{ notFound: t('notFound'), backToList: t('backToList'), loadError: t('loadOneError') }}
      notFoundTestId="integration-not-found"
      actionsTestId="integration-actions"
    >
      {(integration) => ({
        name: integration.name,
        details: (
          <>
            <IntegrationStatusBadge integration={integration} />
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{integration.token_prefix}…</code>
          </>
        ),
        actions: <IntegrationActions integration={integration} />,
        body: (
          <>
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
          </>
        ),
      })}
    </EntityEditPage>
  );
}

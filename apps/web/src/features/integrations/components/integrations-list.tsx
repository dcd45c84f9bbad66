import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, Pencil, Plus } from 'lucide-react';
import { integrationScopeLabels, type Integration } from '@supplier/contracts/integrations';
import { SUPPLIER_API_PATHS } from '@supplier/contracts/supplier-api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { formatDate, formatDateTime } from '@/lib/date-format';
import { formLocale } from '@/lib/form';
import { useIntegrations } from '../api/get-integrations';
import { IntegrationActions, IntegrationStatusBadge } from './integration-actions';

const CREATE_PATH = '/integrations/create';
const editPath = (id: number) => `/integrations/edit/${id}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function IntegrationRow({ integration }: { integration: Integration }) {
  const { t } = useTranslation('integrations');
  const labels = integrationScopeLabels[formLocale()];
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="integration-row"
      data-status={integration.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={editPath(integration.id)}
          className="min-w-0 font-semibold break-words hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {integration.name}
        </Link>
        <IntegrationStatusBadge integration={integration} />
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs" data-testid="integration-prefix">
          {integration.token_prefix}…
        </code>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('list.scopes')}>
        {integration.scopes.map((scope) => (
          <li key={scope}>
            <Badge variant="outline">{labels.scopes[scope]}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('list.expires')}>
          {integration.expires_at ? formatDate(integration.expires_at) : t('list.noExpiry')}
        </Fact>
        <Fact label={t('list.lastUsed')}>
          <span data-testid="integration-last-used">
            {integration.last_used_at
              ? t('list.lastUsedValue', {
                  time: formatDateTime(integration.last_used_at),
                  ip: integration.last_used_ip ?? '—',
                })
              : t('list.neverUsed')}
          </span>
        </Fact>
        <Fact label={t('list.ipAllowList')}>
          {integration.ip_allow_list.length > 0 ? (
            <span className="font-mono text-xs">{integration.ip_allow_list.join(', ')}</span>
          ) : (
            t('list.anyIp')
          )}
        </Fact>
        <Fact label={t('list.created')}>{formatDateTime(integration.created_at)}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={editPath(integration.id)} data-testid="integration-edit">
            <Pencil aria-hidden />
            {t('actions.edit')}
          </Link>
        </Button>
        <IntegrationActions integration={integration} />
      </div>
    </li>
  );
}

/** `Інтеграції`: the supplier's API tokens, newest first, with their state and actions. */
export function IntegrationsList({ title }: { title: string }) {
  const { t } = useTranslation('integrations');
  const result = useIntegrations();

  const createButton = (
    <Button asChild>
      <Link to={CREATE_PATH} data-testid="integration-create-link">
        <Plus aria-hidden />
        {t('create')}
      </Link>
    </Button>
  );
  const docsLink = (
    <Button asChild variant="outline">
      <a href={`${SUPPLIER_API_PATHS.docs}/`} target="_blank" rel="noreferrer" data-testid="integration-docs-link">
        <BookOpen aria-hidden />
        {t('docs')}
      </a>
    </Button>
  );

  return (
    <section className="flex flex-col gap-4" data-testid="integrations-page">
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          <>
            {docsLink}
            {createButton}
          </>
        }
      />
      <ListStates
        result={result}
        loading={{ rows: 3, className: 'h-32 rounded-xl', testId: 'integrations-loading' }}
        error={{ title: t('loadError'), testId: 'integrations-error' }}
        empty={
          <EmptyState
            title={t('empty.title')}
            description={t('empty.description')}
            action={createButton}
            testId="integrations-empty"
          />
        }
      >
        {({ data }) => (
          <ul className="grid gap-3" aria-label={t('list.label')} data-testid="integrations-list">
            {data.map((integration) => (
              <IntegrationRow key={integration.id} integration={integration} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

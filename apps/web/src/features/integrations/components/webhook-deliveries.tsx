import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, RotateCw } from 'lucide-react';
import { webhookDeliveryStates, type WebhookDelivery, type WebhookDeliveryState } from '@supplier/contracts/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { useRedeliverWebhook, useWebhookDeliveries, type DeliveriesFilter } from '../api/webhooks';

const STATE_VARIANT = { delivered: 'success', pending: 'warning', failed: 'destructive' } as const;

function StateBadge({ state }: { state: WebhookDeliveryState }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge variant={STATE_VARIANT[state]} data-testid="webhook-delivery-state">
      {t(`states.${state}`)}
    </Badge>
  );
}

/** The answer's code, or why there was none. */
function ResponseCell({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  if (delivery.response_code !== null) {
    return (
      <span className="font-mono" data-testid="webhook-delivery-code">
        {delivery.response_code}
      </span>
    );
  }
  if (delivery.attempts === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="break-words text-destructive" title={delivery.last_error ?? undefined}>
      {t('log.noAnswer')}
    </span>
  );
}

function RedeliverButton({
  integrationId,
  webhookId,
  delivery,
}: {
  integrationId: number;
  webhookId: number;
  delivery: WebhookDelivery;
}) {
  const { t } = useTranslation('webhooks');
  const redeliver = useRedeliverWebhook(integrationId);
  const waiting = delivery.state === 'pending' && delivery.attempts > 0;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={redeliver.isPending || waiting}
      title={waiting ? t('log.waitingRetry') : undefined}
      onClick={() =>
        redeliver.mutate(
          { id: webhookId, deliveryId: delivery.id },
          {
            onSuccess: (answer) =>
              toast({
                variant: answer.data.state === 'delivered' ? 'successful' : 'destructive',
                description: answer.message,
              }),
          },
        )
      }
      data-testid="webhook-redeliver"
    >
      {redeliver.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCw aria-hidden />}
      {t('log.redeliver')}
    </Button>
  );
}

/**
 * The endpoint's delivery log, newest first (10 a page), filtered by state; polled every 5 s while
 * shown so new deliveries and retries appear. The shared table from 768 px, a list of cards below.
 */
export function WebhookDeliveries({ integrationId, webhookId }: { integrationId: number; webhookId: number }) {
  const { t } = useTranslation('webhooks');
  const [filter, setFilter] = useState<DeliveriesFilter>({ page: 1, state: '' });
  const result = useWebhookDeliveries(integrationId, webhookId, filter);
  const { isPlaceholderData } = result;
  const duration = (ms: number | null) => (ms === null ? '—' : t('log.ms', { ms }));
  const time = (delivery: WebhookDelivery) => formatDateTime(delivery.last_attempt_at ?? delivery.created_at);
  const columns: DataColumn<WebhookDelivery>[] = [
    { id: 'time', header: t('log.time'), className: 'px-3', cellClassName: 'whitespace-nowrap', cell: time },
    {
      id: 'event',
      header: t('log.event'),
      className: 'px-3',
      cell: (delivery) => (
        <code lang="en" className="text-xs" data-testid="webhook-delivery-event">
          {delivery.event_type}
        </code>
      ),
    },
    {
      id: 'response',
      header: t('log.response'),
      className: 'px-3',
      cell: (delivery) => <ResponseCell delivery={delivery} />,
    },
    { id: 'attempts', header: t('log.attempts'), className: 'px-3', cell: (delivery) => delivery.attempts },
    {
      id: 'state',
      header: t('log.state'),
      className: 'px-3',
      cell: (delivery) => <StateBadge state={delivery.state} />,
    },
    {
      id: 'duration',
      header: t('log.duration'),
      className: 'px-3',
      cellClassName: 'whitespace-nowrap',
      cell: (delivery) => duration(delivery.duration_ms),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('log.actions')}</span>,
      className: 'px-3 text-right',
      cell: (delivery) => <RedeliverButton integrationId={integrationId} webhookId={webhookId} delivery={delivery} />,
    },
  ];

  return (
    <div className="grid min-w-0 gap-3" data-testid="webhook-deliveries">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4 className="text-sm font-semibold">{t('log.title')}</h4>
        <div className="w-full sm:w-56">
          <FilterSelect<WebhookDeliveryState>
            id={`webhook-${webhookId}-state`}
            label={t('log.state')}
            anyLabel={t('log.anyState')}
            value={filter.state}
            options={webhookDeliveryStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
            onChange={(state) => setFilter({ page: 1, state })}
            testId="webhook-deliveries-state"
          />
        </div>
      </div>
      <ListStates
        result={result}
        loading={{ rows: 3 }}
        error={{ title: t('log.loadError') }}
        empty={
          <EmptyState
            title={filter.state ? t('log.emptyFiltered') : t('log.empty')}
            description={filter.state ? undefined : t('log.emptyHint')}
            testId="webhook-deliveries-empty"
          />
        }
      >
        {(data) => (
          <>
            <div className="hidden md:block">
              <DataTable
                caption={t('log.title')}
                columns={columns}
                rows={data.data}
                rowKey={(delivery) => delivery.id}
                busy={isPlaceholderData}
                rowProps={() => ({ 'data-testid': 'webhook-delivery' })}
              />
            </div>
            <ul className="grid gap-2 md:hidden" aria-busy={isPlaceholderData}>
              {data.data.map((delivery) => (
                <li
                  key={delivery.id}
                  className="grid min-w-0 gap-2 rounded-lg border border-border p-3 text-sm"
                  data-testid="webhook-delivery-card"
                >
                  <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                    <code lang="en" className="min-w-0 text-xs break-all">
                      {delivery.event_type}
                    </code>
                    <StateBadge state={delivery.state} />
                  </div>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-muted-foreground">
                    <dt>{t('log.time')}</dt>
                    <dd className="text-foreground">{time(delivery)}</dd>
                    <dt>{t('log.response')}</dt>
                    <dd className="min-w-0 text-foreground">
                      <ResponseCell delivery={delivery} />
                    </dd>
                    <dt>{t('log.attempts')}</dt>
                    <dd className="text-foreground">{delivery.attempts}</dd>
                    <dt>{t('log.duration')}</dt>
                    <dd className="text-foreground">{duration(delivery.duration_ms)}</dd>
                  </dl>
                  <div>
                    <RedeliverButton integrationId={integrationId} webhookId={webhookId} delivery={delivery} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              meta={data.meta}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
              disabled={isPlaceholderData}
              testId="webhook-deliveries-pagination"
            />
          </>
        )}
      </ListStates>
    </div>
  );
}

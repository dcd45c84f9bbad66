import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Loader2, Pencil, Plus, Send, Trash2, TriangleAlert } from 'lucide-react';
import { WEBHOOKS_PER_INTEGRATION_MAX, type WebhookEndpoint } from '@supplier/contracts/webhooks';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import {
  useDeleteWebhook,
  useEnableWebhook,
  usePingWebhook,
  useRotateWebhookSecret,
  useWebhooks,
} from '../api/webhooks';
import { ConfirmAction } from './confirm-action';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

interface ShownSecret {
  secret: string;
  url: string;
}

function WebhookEndpointCard({
  integrationId,
  endpoint,
  locked,
  onSecret,
}: {
  integrationId: number;
  endpoint: WebhookEndpoint;
  locked: boolean;
  onSecret(shown: ShownSecret): void;
}) {
  const { t } = useTranslation('webhooks');
  const ping = usePingWebhook(integrationId);
  const enable = useEnableWebhook(integrationId);
  const rotate = useRotateWebhookSecret(integrationId);
  const remove = useDeleteWebhook(integrationId);
  const [editing, setEditing] = useState(false);

  return (
    <li className="grid min-w-0 gap-4 rounded-xl border border-border p-4" data-testid="webhook-endpoint">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-mono text-sm break-all" data-testid="webhook-endpoint-url">
            {endpoint.url}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('endpoint.secret')}: <code>{endpoint.secret_hint}…</code>
            {endpoint.last_delivery_at && (
              <> · {t('endpoint.lastDelivery', { at: formatDateTime(endpoint.last_delivery_at) })}</>
            )}
          </p>
        </div>
        <Badge variant={endpoint.enabled ? 'success' : 'secondary'} data-testid="webhook-endpoint-status">
          {endpoint.enabled ? t('endpoint.enabled') : t('endpoint.disabled')}
        </Badge>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('form.events')}>
        {endpoint.events.map((event) => (
          <li key={event}>
            <Badge variant="outline" title={t(`events.${event}`)}>
              {event}
            </Badge>
          </li>
        ))}
      </ul>
      {!endpoint.enabled && (
        <Alert variant="warning" role="alert" data-testid="webhook-disabled-banner">
          <TriangleAlert aria-hidden />
          <AlertContent>
            <AlertTitle>{t('endpoint.disabledTitle')}</AlertTitle>
            <AlertDescription>
              {endpoint.disabled_reason ?? t('endpoint.disabledText')}
              {endpoint.disabled_at && <> ({formatDateTime(endpoint.disabled_at)})</>}
            </AlertDescription>
          </AlertContent>
          <AlertActions>
            <Button
              variant="outline"
              size="sm"
              disabled={enable.isPending || locked}
              onClick={() =>
                enable.mutate(endpoint.id, {
                  onSuccess: (saved) => toast({ variant: 'successful', description: saved.message }),
                })
              }
              data-testid="webhook-enable"
            >
              {enable.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('endpoint.enable')}
            </Button>
          </AlertActions>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={ping.isPending || locked}
          onClick={() =>
            ping.mutate(endpoint.id, {
              onSuccess: (answer) =>
                toast({
                  variant: answer.data.state === 'delivered' ? 'successful' : 'destructive',
                  description: answer.message,
                }),
            })
          }
          data-testid="webhook-ping"
        >
          {ping.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {t('endpoint.ping')}
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={locked} onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          {t('endpoint.edit')}
        </Button>
        <ConfirmAction
          label={t('endpoint.rotate')}
          icon={KeyRound}
          disabled={locked}
          testId="webhook-rotate"
          title={t('endpoint.rotateTitle')}
          description={t('endpoint.rotateText')}
          onConfirm={async () => {
            const rotated = await rotate.mutateAsync(endpoint.id);
            onSecret({ secret: rotated.secret, url: rotated.data.url });
          }}
        />
        <ConfirmAction
          label={t('endpoint.delete')}
          icon={Trash2}
          danger
          testId="webhook-delete"
          title={t('endpoint.deleteTitle')}
          description={t('endpoint.deleteText', { url: endpoint.url })}
          onConfirm={async () => {
            const gone = await remove.mutateAsync(endpoint.id);
            toast({ variant: 'successful', description: gone.message });
          }}
        />
      </div>
      <WebhookDeliveries integrationId={integrationId} webhookId={endpoint.id} />
      {editing && (
        <WebhookFormDialog integrationId={integrationId} endpoint={endpoint} open={editing} onOpenChange={setEditing} />
      )}
    </li>
  );
}

/**
 * The integration's webhooks (ADR 0024, docs/webhooks.md): its endpoints with the events each
 * wants, the secret shown once, the test ping, the delivery log with redelivery and the banner of a
 * disabled endpoint. `locked` (a revoked integration) leaves only reading and deleting.
 */
export function WebhookSection({ integrationId, locked = false }: { integrationId: number; locked?: boolean }) {
  const { t } = useTranslation('webhooks');
  const result = useWebhooks(integrationId);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const full = (result.data?.data.length ?? 0) >= WEBHOOKS_PER_INTEGRATION_MAX;

  return (
    <Card data-testid="webhook-section">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button
          type="button"
          size="sm"
          disabled={locked || full || result.isPending}
          onClick={() => setAdding(true)}
          data-testid="webhook-add"
        >
          <Plus aria-hidden />
          {t('add')}
        </Button>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <ListStates
          result={result}
          loading={{ rows: 2 }}
          error={{ title: t('loadError') }}
          empty={<EmptyState title={t('empty')} description={t('emptyHint')} testId="webhooks-empty" />}
        >
          {({ data }) => (
            <ul className="grid min-w-0 gap-4">
              {data.map((endpoint) => (
                <WebhookEndpointCard
                  key={endpoint.id}
                  integrationId={integrationId}
                  endpoint={endpoint}
                  locked={locked}
                  onSecret={setShown}
                />
              ))}
            </ul>
          )}
        </ListStates>
      </CardContent>
      {adding && (
        <WebhookFormDialog
          integrationId={integrationId}
          open={adding}
          onOpenChange={setAdding}
          onCreated={(created) => setShown({ secret: created.secret, url: created.data.url })}
        />
      )}
      <WebhookSecretDialog secret={shown?.secret ?? null} url={shown?.url} onClose={() => setShown(null)} />
    </Card>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Settings2 } from 'lucide-react';
import type { DeliveryMethod, SenderResponse } from '@supplier/contracts/deliveries';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { showErrorToast } from '@/lib/api-client';
import { deliveryMethodsQueryOptions } from '../api/get-delivery-methods';
import { useSender } from '../api/get-sender';
import { useUpdateDeliveryMethod } from '../api/update-delivery-method';
import { DELIVERIES_PATHS } from '../paths';
import { CarrierSettingsDialog } from './carrier-settings-dialog';
import { ListStates } from '@/components/ui/page-states';
import { useMethodSummary } from './method-summary';
import { MethodCard } from '@/components/ui/method-card';

/** Where the Nova Poshta integration stands, with the way forward. */
export function NovaPoshtaStatus({ sender }: { sender: SenderResponse | undefined }) {
  const { t } = useTranslation('deliveries');
  if (!sender) return null;
  const { state, key, data } = sender;
  const variant = state === 'ready' ? 'default' : state === 'key_invalid' ? 'destructive' : 'warning';
  const text =
    state === 'ready'
      ? t('np.ready', {
          key: key?.name ?? '',
          masked: key?.masked_key ?? '',
          counterparty: data?.counterparty_name ?? '',
          city: data?.city_name ?? '',
        })
      : t(`np.${state}`, { key: key?.name ?? '' });
  const toKeys = state === 'no_key' || state === 'key_invalid';
  return (
    <Alert variant={variant} data-testid="np-status" data-state={state}>
      <AlertContent>
        <AlertTitle>{t('np.title')}</AlertTitle>
        <AlertDescription>{text}</AlertDescription>
      </AlertContent>
      {state !== 'ready' && (
        <AlertActions>
          <Button asChild size="sm" variant="outline">
            <Link to={toKeys ? DELIVERIES_PATHS.apis : DELIVERIES_PATHS.sender}>
              {toKeys ? t('np.toKeys') : t('np.toSender')}
            </Link>
          </Button>
        </AlertActions>
      )}
    </Alert>
  );
}

function CarrierCard({ method, onConfigure }: { method: DeliveryMethod; onConfigure: (enable: boolean) => void }) {
  const { t } = useTranslation('deliveries');
  const update = useUpdateDeliveryMethod();
  const summary = useMethodSummary(method);
  const name = t(`carriers.${method.carrier}.name`);

  function toggle(enabled: boolean) {
    if (enabled && !method.settings) {
      onConfigure(true);
      return;
    }
    update.mutate(
      { carrier: method.carrier, enabled },
      {
        onSuccess: (result) => toast({ variant: 'successful', description: result.message }),
        onError: showErrorToast,
      },
    );
  }

  return (
    <MethodCard
      id={`carrier-${method.carrier}`}
      name={name}
      heading="h3"
      badges={
        <>
          {method.integrated && <Badge variant="outline">{t('status.integrated')}</Badge>}
          {method.enabled ? (
            method.configured ? (
              <Badge variant="success">{t('status.enabled')}</Badge>
            ) : (
              <Badge variant="warning">{t('status.needsSetup')}</Badge>
            )
          ) : (
            <Badge variant="secondary">{t('status.disabled')}</Badge>
          )}
        </>
      }
      description={t(`carriers.${method.carrier}.description`)}
      summary={summary}
      configure={
        <Button size="sm" variant="outline" onClick={() => onConfigure(false)}>
          <Settings2 aria-hidden />
          {t('actions.configure')}
        </Button>
      }
      enabled={method.enabled}
      busy={update.isPending}
      onToggle={toggle}
      enableLabel={t('actions.enable', { name })}
      testId={`carrier-${method.carrier}`}
    />
  );
}

/** `Методи доставки`: carriers with switches and settings, the Nova Poshta status and the way to keys and sender. */
export function DeliveryMethodsPanel() {
  const { t } = useTranslation('deliveries');
  // the catalogue as ListStates reads a list, `{ data }`
  const methods = useQuery({ ...deliveryMethodsQueryOptions(), select: (data) => ({ data }) });
  const sender = useSender();
  const [editing, setEditing] = useState<{ carrier: DeliveryMethod['carrier']; enable: boolean } | null>(null);
  const editedMethod = editing ? (methods.data?.data.find((m) => m.carrier === editing.carrier) ?? null) : null;

  return (
    <div className="grid gap-4">
      <NovaPoshtaStatus sender={sender.data} />
      <ListStates
        result={methods}
        loading={{ rows: 5, className: 'h-20' }}
        error={{ title: t('panel.loadError') }}
        /* the catalogue always lists every carrier */
        empty={null}
      >
        {(list) => (
          <ul className="grid gap-3" aria-label={t('panel.listLabel')}>
            {list.data.map((method) => (
              <CarrierCard
                key={method.carrier}
                method={method}
                onConfigure={(enable) => setEditing({ carrier: method.carrier, enable })}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <CarrierSettingsDialog
        method={editedMethod}
        enableOnSave={editing?.enable ?? false}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

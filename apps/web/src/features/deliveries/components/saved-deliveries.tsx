import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { DeliveryMethod } from '@supplier/contracts/deliveries';
import { Button } from '@/components/ui/button';
import { useDeliveryMethods } from '../api/get-delivery-methods';
import { DELIVERIES_PATHS } from '../paths';
import { useMethodSummary } from './method-summary';
import { EmptyState, ErrorState, LoadingRows } from '@/components/ui/page-states';

function SavedMethod({ method }: { method: DeliveryMethod }) {
  const { t } = useTranslation('deliveries');
  const summary = useMethodSummary(method);
  return (
    <li
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-4"
      data-testid={`saved-${method.carrier}`}
    >
      {method.configured ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      ) : (
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      )}
      <div className="min-w-0">
        <h2 className="font-semibold">{t(`carriers.${method.carrier}.name`)}</h2>
        {summary && <p className="text-sm break-words">{summary}</p>}
        {!method.configured && <p className="text-sm text-warning">{t('saved.notConfigured')}</p>}
      </div>
    </li>
  );
}

/** `deliveries/saved`: the carriers the supplier switched on. */
export function SavedDeliveries() {
  const { t } = useTranslation('deliveries');
  const methods = useDeliveryMethods();
  if (methods.isPending) return <LoadingRows rows={2} className="h-20" />;
  if (methods.isError) return <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />;
  const enabled = methods.data.filter((method) => method.enabled);
  if (enabled.length === 0) {
    return (
      <EmptyState
        title={t('saved.empty')}
        description={t('saved.emptyDescription')}
        action={
          <Button asChild>
            <Link to={DELIVERIES_PATHS.panel}>{t('actions.toPanel')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3">
      {enabled.map((method) => (
        <SavedMethod key={method.carrier} method={method} />
      ))}
    </ul>
  );
}

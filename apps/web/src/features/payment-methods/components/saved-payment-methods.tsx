import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import type { PaymentMethod } from '@supplier/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { usePaymentMethods } from '../api/get-payment-methods';
import { PAYMENT_METHODS_PATHS } from '../paths';
import { useMethodSummary } from './method-summary';
import { EmptyState, ErrorState, LoadingRows } from '@/components/ui/page-states';

function SavedMethod({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('payment-methods');
  const summary = useMethodSummary(method);
  return (
    <li
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-4"
      data-testid={`saved-payment-${method.id}`}
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">{t(`methods.${method.id}.name`)}</h2>
        {summary && <p className="text-sm break-words">{summary}</p>}
      </div>
      <Button asChild size="sm" variant="ghost">
        <Link to={PAYMENT_METHODS_PATHS.details(method.id)}>{t('actions.configure')}</Link>
      </Button>
    </li>
  );
}

/** `Збережені методи оплати`: what is switched on and configured. */
export function SavedPaymentMethods() {
  const { t } = useTranslation('payment-methods');
  const methods = usePaymentMethods();
  if (methods.isPending) return <LoadingRows rows={2} className="h-20" />;
  if (methods.isError) return <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />;
  const saved = methods.data.filter((method) => method.enabled && method.configured);
  if (saved.length === 0) {
    return (
      <EmptyState
        title={t('saved.empty')}
        description={t('saved.emptyDescription')}
        action={
          <Button asChild>
            <Link to={PAYMENT_METHODS_PATHS.methods}>{t('actions.back')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3">
      {saved.map((method) => (
        <SavedMethod key={method.id} method={method} />
      ))}
    </ul>
  );
}

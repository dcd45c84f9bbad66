import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Settings2 } from 'lucide-react';
import type { PaymentMethod } from '@supplier/contracts/payment-methods';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { showErrorToast } from '@/lib/api-client';
import { paymentMethodsQueryOptions } from '../api/get-payment-methods';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { PAYMENT_METHODS_PATHS } from '../paths';
import { useMethodSummary } from './method-summary';
import { ListStates } from '@/components/ui/page-states';
import { MethodCard } from '@/components/ui/method-card';

function MethodRow({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('payment-methods');
  const navigate = useNavigate();
  const update = useUpdatePaymentMethod();
  const summary = useMethodSummary(method);
  const name = t(`methods.${method.id}.name`);

  function toggle(enabled: boolean) {
    if (enabled && !method.configured) {
      void navigate(`${PAYMENT_METHODS_PATHS.details(method.id)}?enable=1`);
      return;
    }
    update.mutate(
      { id: method.id, enabled },
      {
        onSuccess: (result) => toast({ variant: 'successful', description: result.message }),
        onError: showErrorToast,
      },
    );
  }

  return (
    <MethodCard
      id={`payment-${method.id}`}
      name={name}
      badges={
        method.enabled ? (
          <Badge variant="success">{t('status.enabled')}</Badge>
        ) : method.configured ? (
          <Badge variant="secondary">{t('status.disabled')}</Badge>
        ) : (
          <Badge variant="warning">{t('status.needsSetup')}</Badge>
        )
      }
      description={t(`methods.${method.id}.description`)}
      summary={summary}
      configure={
        <Button asChild size="sm" variant="outline">
          <Link to={PAYMENT_METHODS_PATHS.details(method.id)}>
            <Settings2 aria-hidden />
            {t('actions.configure')}
          </Link>
        </Button>
      }
      enabled={method.enabled}
      busy={update.isPending}
      onToggle={toggle}
      enableLabel={t('actions.enable', { name })}
      testId={`payment-${method.id}`}
    />
  );
}

/** `Методи оплати`: the catalogue with enable switches and a way to each method's settings. */
export function PaymentMethodsList() {
  const { t } = useTranslation('payment-methods');
  // the catalogue as ListStates reads a list, `{ data }`
  const methods = useQuery({ ...paymentMethodsQueryOptions(), select: (data) => ({ data }) });
  return (
    <ListStates
      result={methods}
      loading={{ rows: 4, className: 'h-20' }}
      error={{ title: t('list.loadError') }}
      /* the catalogue always lists every method */
      empty={null}
    >
      {(list) => (
        <ul className="grid gap-3" aria-label={t('list.label')}>
          {list.data.map((method) => (
            <MethodRow key={method.id} method={method} />
          ))}
        </ul>
      )}
    </ListStates>
  );
}

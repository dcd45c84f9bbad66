import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@supplier/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { SavedMethod, SavedMethods } from '@/components/ui/saved-methods';
import { usePaymentMethods } from '../api/get-payment-methods';
import { PAYMENT_METHODS_PATHS } from '../paths';
import { useMethodSummary } from './method-summary';

function SavedPaymentMethod({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('payment-methods');
  return (
    <SavedMethod
      name={t(`methods.${method.id}.name`)}
      summary={useMethodSummary(method)}
      action={
        <Button asChild size="sm" variant="ghost">
          <Link to={PAYMENT_METHODS_PATHS.details(method.id)}>{t('actions.configure')}</Link>
        </Button>
      }
      testId={`saved-payment-${method.id}`}
    />
  );
}

/** `Збережені методи оплати`: what is switched on and configured. */
export function SavedPaymentMethods() {
  const { t } = useTranslation('payment-methods');
  return (
    <SavedMethods
      result={usePaymentMethods()}
      saved={(method) => method.enabled && method.configured}
      empty={{
        title: t('saved.empty'),
        description: t('saved.emptyDescription'),
        action: (
          <Button asChild>
            <Link to={PAYMENT_METHODS_PATHS.methods}>{t('actions.back')}</Link>
          </Button>
        ),
      }}
    >
      {(method) => <SavedPaymentMethod key={method.id} method={method} />}
    </SavedMethods>
  );
}

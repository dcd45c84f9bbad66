import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SavedPaymentMethods } from '@/features/payment-methods/components/saved-payment-methods';

/** /payment-methods/saved: `Збережені методи оплати`. */
export function Component() {
  const { t } = useTranslation(['routes', 'payment-methods']);
  return (
    <section className="flex flex-col gap-4" data-testid="payment-methods-saved">
      <PageHeader title={t('routes:paymentMethodsSaved')} description={t('payment-methods:saved.description')} />
      <SavedPaymentMethods />
    </section>
  );
}

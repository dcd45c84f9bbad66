import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PaymentMethodDetails } from '@/features/payment-methods/components/payment-method-form';

/** /payment-methods/methods/details/:id: one method's settings; `?enable=1` switches it on with the save. */
export function Component() {
  const { t } = useTranslation(['routes']);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <section className="flex flex-col gap-4" data-testid="payment-method-details">
      <PageHeader title={t('routes:paymentMethodDetails')} />
      <PaymentMethodDetails id={id} enableOnSave={params.get('enable') === '1'} />
    </section>
  );
}

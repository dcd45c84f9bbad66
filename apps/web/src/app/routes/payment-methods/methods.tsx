import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PaymentMethodsList } from '@/features/payment-methods/components/payment-methods-list';
import { PAYMENT_METHODS_PATHS } from '@/features/payment-methods/paths';

/** /payment-methods/methods: `Методи оплати` (SPEC section 2, PRODUCT.md section 10). */
export function Component() {
  const { t } = useTranslation(['routes', 'payment-methods']);
  return (
    <section className="flex flex-col gap-4" data-testid="payment-methods">
      <PageHeader
        title={t('routes:paymentMethods')}
        description={t('payment-methods:list.description')}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={PAYMENT_METHODS_PATHS.saved}>
              <ListChecks aria-hidden />
              {t('payment-methods:list.toSaved')}
            </Link>
          </Button>
        }
      />
      <PaymentMethodsList />
    </section>
  );
}

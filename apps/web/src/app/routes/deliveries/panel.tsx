import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, ListChecks, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { DeliveryMethodsPanel } from '@/features/deliveries/components/delivery-methods-panel';
import { DELIVERIES_PATHS } from '@/features/deliveries/paths';

/** /deliveries: `Методи доставки` (SPEC section 2, PRODUCT.md section 9). */
export function Component() {
  const { t } = useTranslation(['routes', 'deliveries']);
  return (
    <section className="flex flex-col gap-4" data-testid="deliveries-panel">
      <PageHeader title={t('routes:deliveries')} description={t('deliveries:panel.description')} />
      <nav aria-label={t('routes:deliveries')} className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={DELIVERIES_PATHS.apis}>
            <KeyRound aria-hidden />
            {t('deliveries:panel.keyManager')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={DELIVERIES_PATHS.sender}>
            <UserRound aria-hidden />
            {t('deliveries:panel.sender')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={DELIVERIES_PATHS.saved}>
            <ListChecks aria-hidden />
            {t('deliveries:panel.saved')}
          </Link>
        </Button>
      </nav>
      <DeliveryMethodsPanel />
    </section>
  );
}

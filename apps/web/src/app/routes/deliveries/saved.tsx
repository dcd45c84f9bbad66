import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SavedDeliveries } from '@/features/deliveries/components/saved-deliveries';

/** /deliveries/saved: the delivery methods the supplier switched on. */
export function Component() {
  const { t } = useTranslation(['routes', 'deliveries']);
  return (
    <section className="flex flex-col gap-4" data-testid="deliveries-saved">
      <PageHeader title={t('routes:deliveriesSaved')} description={t('deliveries:saved.description')} />
      <SavedDeliveries />
    </section>
  );
}

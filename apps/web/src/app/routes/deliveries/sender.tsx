import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SenderSettings } from '@/features/deliveries/components/sender-settings';

/** /deliveries/sender: the Nova Poshta sender, loaded through the default key. */
export function Component() {
  const { t } = useTranslation(['routes', 'deliveries']);
  return (
    <section className="flex flex-col gap-4" data-testid="deliveries-sender">
      <PageHeader title={t('routes:deliveriesSender')} description={t('deliveries:sender.description')} />
      <SenderSettings />
    </section>
  );
}

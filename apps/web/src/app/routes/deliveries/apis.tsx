import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { NpKeysManager } from '@/features/deliveries/components/np-keys-manager';

/** /deliveries/apis: `Менеджер API ключів`, carrier Нова Пошта. */
export function Component() {
  const { t } = useTranslation(['routes', 'deliveries']);
  return (
    <section className="flex flex-col gap-4" data-testid="deliveries-apis">
      <PageHeader title={t('routes:deliveriesApis')} description={t('deliveries:keys.description')} />
      <NpKeysManager />
    </section>
  );
}

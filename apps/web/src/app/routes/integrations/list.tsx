import { useTranslation } from 'react-i18next';
import { IntegrationsList } from '@/features/integrations/components/integrations-list';

/** /integrations: `Інтеграції` (paid: behind the subscription gate). */
export function Component() {
  const { t } = useTranslation('routes');
  return <IntegrationsList title={t('integrations')} />;
}

import { useTranslation } from 'react-i18next';
import { IntegrationCreatePage } from '@/features/integrations/components/integration-pages';

/** /integrations/create: `Створити інтеграцію`. */
export function Component() {
  const { t } = useTranslation('routes');
  return <IntegrationCreatePage title={t('integrationCreate')} />;
}
